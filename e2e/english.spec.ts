import type { Page, Request } from '@playwright/test';
import { hurryAds, openWithAds } from './ad-helpers';
import { expectNoSeriousViolations } from './axe';
import { currentTime, expect, test } from './fixtures';
import { serveHostPage, type OtherOriginHost } from './other-origin-host';
import { Player } from './player';

// The interface in English (`hl=en`, `uiLanguage`, `data-ui-language`): what a viewer reads and
// what a screen reader says. The Russian interface keeps its own tests.

test.use({ viewport: { width: 1280, height: 720 } });

const cyrillic = /[а-яё]/i;

/** The accessible names and the texts of the player's controls, menus and overlays. */
const interfaceTexts = (page: Page) =>
  page.locator('.player').evaluate((player) => {
    const texts: string[] = [];
    for (const element of Array.from(
      player.querySelectorAll<HTMLElement>(
        'button, [role="slider"], [role="menu"], [role="menuitem"], [role="menuitemradio"], [role="dialog"], [role="group"], [role="region"]',
      ),
    )) {
      // The episodes' own names are the catalogue's, not the interface's.
      if (element.closest('.title-overlay, .episode-row')) continue;
      texts.push(
        element.getAttribute('aria-label') ?? '',
        element.getAttribute('aria-valuetext') ?? '',
      );
    }
    return texts.filter(Boolean);
  });

/** The chunk of the English texts, as the page requests it. */
const isEnglishChunk = (request: Request) => /\/assets\/english-[\w-]+\.js$/.test(request.url());

test('film 1 in English: the page’s language, its controls and its settings by their English names', async ({
  page,
  serverUrl,
}) => {
  const player = await Player.open(page, serverUrl, 'movie_id=1&hl=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Player');
  await expect(page.getByRole('region', { name: 'Video player' })).toBeVisible();
  for (const name of [
    'Play',
    'Back 10 seconds',
    'Forward 10 seconds',
    'Mute',
    'Settings',
    'Subtitles',
    'Audio',
    'Share',
    'Full screen',
  ]) {
    await expect(player.button(name), name).toBeVisible();
  }
  await expect(page.getByRole('slider', { name: 'Seek' })).toBeVisible();
  // Shown when the pointer rests on the mute button.
  await expect(page.getByRole('slider', { name: 'Volume' })).toBeAttached();

  await player.press('Settings');
  const settings = page.getByRole('menu', { name: 'Settings' });
  await expect(settings.getByRole('menuitem', { name: /^Quality/ })).toBeVisible();
  // On a desktop the subtitles have a button of their own, not an entry here.
  await settings.getByRole('menuitem', { name: /^Speed/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Normal' })).toBeChecked();
  await expect(page.getByRole('menuitem', { name: 'Back' })).toBeVisible();
  expect((await interfaceTexts(page)).filter((text) => cyrillic.test(text))).toEqual([]);
  await expectNoSeriousViolations(page);

  await page.keyboard.press('Escape');
  await player.press('Subtitles');
  await expect(page.getByRole('menuitemradio', { name: 'Off' })).toBeChecked();
});

test('a series in English: the seasons menu counts episodes, and the next-episode card counts down', async ({
  page,
  serverUrl,
}) => {
  // The page's timers are the test's: the 5 s countdown runs when the test says.
  await page.clock.install();
  await page.goto(`${serverUrl}/player/?movie_id=2&auto_play=1&t=19&hl=en`);
  const countdown = page.getByRole('group', { name: 'Next episode' });
  await expect(countdown).toContainText(/Next episode in [1-5]/, { timeout: 10_000 });
  await expect(countdown.getByRole('button', { name: 'Play now' })).toBeVisible();
  await expect(countdown.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expect(page.locator('.title-text')).toHaveText('Season 1, episode 1: Пилот');
  await page.clock.runFor(5_000);
  await expect(page.locator('.title-text')).toHaveText('Season 1, episode 2: Второй шаг', {
    timeout: 10_000,
  });
  await expect(countdown).toHaveCount(0);
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);

  const player = new Player(page);
  await player.openMenu('Seasons and episodes');
  await expect(page.getByRole('menuitem', { name: /Season 1.*3 episodes/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Season 2.*2 episodes/ })).toBeVisible();
  await expect(player.button('Next episode')).toBeVisible();
});

test('a pre-roll in English: the ad’s label, the skip counting down, then skipping to the film', async ({
  page,
  serverUrl,
}) => {
  await hurryAds(page);
  await openWithAds(page, serverUrl, ['/api/vast.xml?ad=preroll-skippable'], 'movie_id=1&hl=en');
  await page.getByRole('button', { name: 'Play' }).click();
  const ad = page.getByRole('region', { name: 'Ad break' });
  await expect(ad).toBeVisible();
  await expect(page.getByRole('button', { name: /^Skip in [1-5]$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit advertiser' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip ad' }).click({ timeout: 15_000 });
  await expect(ad).toBeHidden();
  await new Player(page).expectPlaying(0.3);
});

test('the error screens in English', async ({ page, serverUrl }) => {
  // The blocked film shows its placeholder until the viewer presses play.
  await page.goto(`${serverUrl}/player/?movie_id=3&hl=en`);
  await page.getByRole('button', { name: 'Play' }).first().click();
  await expect(page.getByRole('alert')).toHaveText(
    "Sorry, this content is not available in your country. If you're using a VPN, we recommend turning it off or choosing another country.",
  );
  const screens: [query: string, text: string | RegExp][] = [
    ['movie_id=4', 'No episodes to play'],
    ['movie_id=5', `Loading error: ${serverUrl}/media/films/missing/master.m3u8`],
    ['movie_id=9999', 'Content not available'],
    ['', 'movie_id is missing from the request'],
  ];
  for (const [query, text] of screens) {
    await page.goto(`${serverUrl}/player/?${query}&hl=en`);
    await expect(page.getByRole('alert'), query).toHaveText(text);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  }
});

test('auto follows the browser’s languages; an unknown setting is Russian', async ({
  browser,
  serverUrl,
}) => {
  const openWith = async (locale: string, setting: string) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    // The page's own setting (window.playerEmbed), as a server of the player page may set it;
    // no ads, as on the fixture's pages.
    await page.addInitScript(
      (embed) => {
        (window as Window & { playerEmbed?: object }).playerEmbed = embed;
      },
      { uiLanguage: setting, adListUrl: `${serverUrl}/media/ads/no-ads.json` },
    );
    await page.goto(`${serverUrl}/player/?movie_id=1`);
    await expect(page.locator('.player')).toBeVisible();
    const lang = await page.locator('html').getAttribute('lang');
    const play = await page
      .getByRole('button', { name: /^(Play|Воспроизвести)$/ })
      .first()
      .getAttribute('aria-label');
    await context.close();
    return [lang, play];
  };
  expect(await openWith('en-US', 'auto')).toEqual(['en', 'Play']);
  expect(await openWith('ru-RU', 'auto')).toEqual(['ru', 'Воспроизвести']);
  expect(await openWith('de-DE', 'auto')).toEqual(['en', 'Play']);
  expect(await openWith('en-US', 'klingon')).toEqual(['ru', 'Воспроизвести']);
});

test('the English texts come as one chunk before the stream’s playlist; a Russian page never fetches it', async ({
  page,
  serverUrl,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isEnglishChunk(request)) requests.push('english');
    else if (request.url().includes('/media/') && request.url().endsWith('.m3u8'))
      requests.push('playlist');
  });
  await Player.openPlaying(page, serverUrl, 'movie_id=1&hl=en');
  expect(requests.filter((name) => name === 'english')).toEqual(['english']);
  expect(requests[0]).toBe('english');

  requests.length = 0;
  // From the start (t=0): the first page's place, saved as it left, would ask where to resume.
  await Player.openPlaying(page, serverUrl, 'movie_id=1&t=0');
  await new Player(page).press('Настройки');
  expect(requests.filter((name) => name === 'english')).toEqual([]);
});

test('an English chunk that does not come leaves the page in Russian, playing', async ({
  page,
  serverUrl,
}) => {
  await page.route('**/assets/english-*.js', (route) => route.abort('connectionreset'));
  await Player.openPlaying(page, serverUrl, 'movie_id=1&hl=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('button', { name: 'Пауза' }).first()).toBeAttached();
});

test.describe('embedded by a host', () => {
  let host: OtherOriginHost | undefined;
  test.afterEach(async () => {
    await host?.close();
  });

  test('uiLanguage and data-ui-language give the frame, its facade and the player English', async ({
    page,
    serverUrl,
  }) => {
    host = await serveHostPage(
      `<!doctype html><html lang="en"><title>Host</title><body>
<div data-video-player data-movie-id="1" data-ui-language="en" style="width:720px"></div>
<div id="later" style="width:720px"></div>
<script src="${serverUrl}/embed.js"></script>
</body></html>`,
      { site: 'other' },
    );
    await page.goto(host.url);
    const declared = page.locator('[data-video-player] iframe');
    await expect(declared).toHaveAttribute('title', 'Video player');
    await expect(declared).toHaveAttribute('src', `${serverUrl}/player/?movie_id=1&hl=en`);
    const frame = page.frameLocator('[data-video-player] iframe');
    await expect(frame.getByRole('button', { name: 'Play' }).first()).toBeVisible();
    await expect(frame.locator('html')).toHaveAttribute('lang', 'en');

    await page.evaluate(() => {
      const api = (
        window as unknown as { VideoPlayer: { create(target: string, options: object): unknown } }
      ).VideoPlayer;
      api.create('#later', { movieId: 1, uiLanguage: 'en', load: 'play', title: 'The film' });
    });
    await expect(page.getByRole('button', { name: 'Play: The film' })).toBeVisible();
  });
});

test('statistics are named and filled the same in English as in Russian', async ({
  page,
  serverUrl,
}) => {
  await page.addInitScript(() => {
    const stats: string[] = [];
    Object.assign(window, {
      stats,
      sendStat: (name: string, payload: Record<string, unknown>) =>
        stats.push(`${name} ${Object.keys(payload).sort().join(',')}`),
    });
  });
  const read = () => page.evaluate(() => (window as unknown as { stats: string[] }).stats);
  const playAndPauseStats = async (language: string, pause: string) => {
    // From the start (t=0): the first page's place, saved at its pause, would ask where to resume.
    await Player.openPlaying(page, serverUrl, `movie_id=1&t=0&hl=${language}`);
    await new Player(page).press(pause);
    await expect
      .poll(async () => (await read()).some((stat) => stat.startsWith('videoplayer_pause ')))
      .toBe(true);
    return (await read()).filter((stat) => /^videoplayer_(play|pause) /.test(stat));
  };
  const russian = await playAndPauseStats('ru', 'Пауза');
  expect(russian.length).toBeGreaterThanOrEqual(2);
  expect(await playAndPauseStats('en', 'Pause')).toEqual(russian);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** Texts of the controls that do not fit their box (a title may end in an ellipsis on purpose). */
  const clippedTexts = (page: Page) =>
    page.locator('body').evaluate((body) =>
      Array.from(body.querySelectorAll<HTMLElement>('*'))
        .filter((element) => {
          if (!element.textContent?.trim() || element.children.length > 0) return false;
          const style = getComputedStyle(element);
          if (style.textOverflow === 'ellipsis' || style.display === 'none') return false;
          return (
            element.scrollWidth > element.clientWidth + 1 ||
            element.scrollHeight > element.clientHeight + 1
          );
        })
        .map((element) => element.textContent?.trim()),
    );

  for (const language of ['ru', 'en']) {
    test(`${language}: the settings menu and the next-episode countdown fit their boxes`, async ({
      page,
      serverUrl,
    }) => {
      await page.clock.install();
      await page.goto(`${serverUrl}/player/?movie_id=2&auto_play=1&t=19&hl=${language}`);
      const countdown = page.locator('.next-countdown');
      await expect(countdown).toBeVisible({ timeout: 10_000 });
      expect(await clippedTexts(page)).toEqual([]);
      await page.clock.runFor(5_000);
      await expect(countdown).toHaveCount(0, { timeout: 10_000 });

      const player = new Player(page);
      await player.openMenu(language === 'en' ? 'Settings' : 'Настройки');
      expect(await clippedTexts(page)).toEqual([]);
    });
  }
  for (const [language, play, skipIn] of [
    ['ru', 'Воспроизвести', /^Пропустить [1-5]$/],
    ['en', 'Play', /^Skip in [1-5]$/],
  ] as const) {
    test(`${language}: the ad's label, countdown and link fit their boxes`, async ({
      page,
      serverUrl,
    }) => {
      await openWithAds(
        page,
        serverUrl,
        ['/api/vast.xml?ad=preroll-skippable'],
        `movie_id=1&hl=${language}`,
      );
      await page.getByRole('button', { name: play }).first().click();
      await expect(page.getByRole('button', { name: skipIn })).toBeVisible();
      expect(await clippedTexts(page)).toEqual([]);
    });
  }
});
