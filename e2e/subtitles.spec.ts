import { expectNoSeriousViolations } from './axe';
import { expect, test } from './fixtures';
import { Player } from './player';

test.use({ viewport: { width: 1280, height: 720 } });

const cue = (player: Player) => player.scope.getByTestId('caption-cue');

const englishEpisodeCue =
  /^(The episode begins|The heroes set out|Something happened|Until the next episode)$/;

/** Opens 'Субтитры' and picks a track (or 'Выкл'); the menu closes on the choice. */
async function chooseSubtitles(player: Player, name: string) {
  await player.openMenu('Субтитры');
  await player.choose(name);
  await expect(player.scope.getByRole('menu')).toHaveCount(0);
}

test('English subtitles chosen on desktop show their cue, and are still on after a reload', async ({
  page,
  serverUrl,
}) => {
  // Paused at 5 s: the cue of 4.5–9 s.
  let player = await Player.openPaused(page, serverUrl, 'movie_id=1&t=5');
  await player.openMenu('Субтитры');
  const radio = (name: string) => page.getByRole('menuitemradio', { name, exact: true });
  await expect(radio('Выкл')).toHaveAttribute('aria-checked', 'true');
  await expect(radio('English')).toBeVisible();
  await player.choose('English');
  await expect(cue(player)).toHaveText('Second subtitle — a test');

  await page.reload();
  player = new Player(page);
  await expect(player.button('Воспроизвести')).toBeVisible();
  await expect(cue(player)).toHaveText('Second subtitle — a test');
  await player.openMenu('Субтитры');
  await expect(radio('English')).toHaveAttribute('aria-checked', 'true');
  await player.choose('Выкл');
  await expect(cue(player)).toHaveCount(0);

  // Off is remembered too.
  await page.reload();
  await expect(new Player(page).button('Воспроизвести')).toBeVisible();
  await expect(page.locator('video[data-player="content"]')).toHaveJSProperty('readyState', 4);
  await expect(cue(player)).toHaveCount(0);
});

test('English subtitles chosen in an episode stay on in the next episode and after a reload', async ({
  page,
  serverUrl,
}) => {
  // Episode 201 paused at 6 s: the stream's own English playlist, cue 5.5–10 s.
  let player = await Player.openPaused(page, serverUrl, 'movie_id=2&episode_id=201&t=6');
  await chooseSubtitles(player, 'English');
  await expect(cue(player)).toHaveText('The heroes set out');

  await player.press('Следующая серия');
  await expect(page.locator('.title-text')).toContainText('2 серия');
  // Whichever English cue the next episode is at: English, not Russian, and not off.
  await expect(cue(player)).toHaveText(englishEpisodeCue);

  await page.reload();
  player = new Player(page);
  await expect(player.region).toBeVisible();
  await player.openMenu('Субтитры');
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('a cue’s markup is rendered as WebVTT says: italics, an entity, a line break', async ({
  page,
  serverUrl,
}) => {
  // 17 s: '<i>Fourth</i> subtitle:\nTom &amp; Jerry'.
  const player = await Player.openPaused(page, serverUrl, 'movie_id=1&t=17');
  await chooseSubtitles(player, 'English');
  await expect(cue(player)).toHaveText(/Tom & Jerry/);
  await expect(cue(player).locator('i')).toHaveText('Fourth');
  const lines = await cue(player).evaluate((element: HTMLElement) => element.innerText.split('\n'));
  expect(lines).toEqual(['Fourth subtitle:', 'Tom & Jerry']);
  expect(await cue(player).innerHTML()).not.toContain('&amp;amp;');
});

test('the caption style applies to the player’s captions and is remembered', async ({
  page,
  serverUrl,
}) => {
  const player = await Player.openPaused(page, serverUrl, 'movie_id=1&t=5');
  await chooseSubtitles(player, 'English');
  const fontSize = () => cue(player).evaluate((element) => getComputedStyle(element).fontSize);
  const before = parseFloat(await fontSize());

  await player.openMenu('Субтитры');
  await player.choose(/^Стиль субтитров/, 'menuitem');
  const style = page.getByRole('menu', { name: 'Стиль субтитров' });
  await style
    .getByRole('group', { name: 'Размер' })
    .getByRole('menuitemradio', { name: 'Очень крупный' })
    .click();
  await style.getByRole('menuitemradio', { name: 'Жёлтый' }).click();
  await style.getByRole('menuitemradio', { name: 'Без фона' }).click();
  await expect.poll(async () => parseFloat(await fontSize())).toBeCloseTo(before * 2, 0);
  const looks = () =>
    cue(player).evaluate((element) => {
      const computed = getComputedStyle(element);
      return { color: computed.color, background: computed.backgroundColor };
    });
  expect(await looks()).toEqual({ color: 'rgb(255, 235, 59)', background: 'rgba(0, 0, 0, 0)' });

  await page.reload();
  await expect(new Player(page).button('Воспроизвести')).toBeVisible();
  await expect(cue(player)).toHaveText('Second subtitle — a test');
  expect(parseFloat(await fontSize())).toBeCloseTo(before * 2, 0);
  expect(await looks()).toEqual({ color: 'rgb(255, 235, 59)', background: 'rgba(0, 0, 0, 0)' });
});

test('the speed chosen is remembered across a reload', async ({ page, serverUrl }) => {
  const player = await Player.openPaused(page, serverUrl, 'movie_id=1');
  await player.setting('Скорость', '1.5x');
  await expect(player.video).toHaveJSProperty('playbackRate', 1.5);
  await page.reload();
  await expect(new Player(page).button('Воспроизвести')).toBeVisible();
  await expect(player.video).toHaveJSProperty('playbackRate', 1.5);
  await player.openMenu('Настройки');
  await expect(page.getByRole('menuitem', { name: 'Скорость 1.5x' })).toBeVisible();
});

test('the subtitles menu and the caption style have no serious axe violation', async ({
  page,
  serverUrl,
}) => {
  const player = await Player.openPaused(page, serverUrl, 'movie_id=1&t=5');
  await player.openMenu('Субтитры');
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await player.choose(/^Стиль субтитров/, 'menuitem');
  await expect(page.getByRole('menu', { name: 'Стиль субтитров' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
