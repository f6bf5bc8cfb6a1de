import type { Locator, Page } from '@playwright/test';
import {
  adVideo,
  countsOf,
  expectFilmPlaying,
  lastTrackedId,
  openWithAds,
  trackedSince,
} from '../ad-helpers';
import { clearFaults, contentVideo, currentTime, expect, injectFaults, test } from '../fixtures';
import { Player } from '../player';
import { filmEpisodeId } from '../saved-progress';

test.use({ viewport: { width: 1280, height: 720 } });
test.afterEach(async ({ serverUrl }) => clearFaults(serverUrl));

/**
 * Markup that, rendered as HTML, would add `.injected` elements and set `window.hostileRan`
 * (the page's CSP would also refuse the inline code, and the fixture fails the test on that).
 */
const markup = (where: string) =>
  `<img class="injected" src="x" onerror="window.hostileRan='${where}'">` +
  `<script class="injected">window.hostileRan='${where}'</script><b class="injected">`;

// Characters a share link must encode: a title made of them must come back whole.
const urlSpecials = `& «Ёлки» #2 ?a=b+c%20d/100% "quoted"`;

/** Answers a catalogue call with its real answer changed by `change`. */
async function hostileAnswer<T>(
  serverUrl: string,
  path: string,
  change: (real: T) => T,
): Promise<{ path: string; action: object }> {
  const real = (await (await fetch(`${serverUrl}${path}`)).json()) as T;
  // The rule matches the path alone: its query (e.g. ?content-id=2) is ignored.
  return {
    path: path.split('?')[0] ?? path,
    action: { kind: 'status', status: 200, body: JSON.stringify(change(real)) },
  };
}

interface Content {
  title: string;
  description: string;
  posterUrl: string;
}
interface Episode {
  title: string;
  description: string;
  posterPath: string;
}
interface Season {
  title: string;
}

/** Records every alert, confirm or prompt the page opens (none should). */
function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** Nothing of the markup became an element or ran, in the page or in any of its frames. */
async function expectNothingInjected(page: Page, dialogs: string[]) {
  for (const frame of page.frames()) {
    expect(await frame.locator('.injected').count()).toBe(0);
    expect(await frame.evaluate(() => 'hostileRan' in window)).toBe(false);
  }
  expect(dialogs).toEqual([]);
}

/** The query of a link as a plain object, after checking where it leads. */
function queryOf(href: string | null, expectedBase: string): Record<string, string> {
  const url = new URL(href ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(expectedBase);
  return Object.fromEntries(url.searchParams);
}

/** Every service's link and the link field carry `link` and `title` exactly, once decoded. */
async function expectShareLinks(popup: Locator, link: string, title: string) {
  await expect(popup.getByRole('textbox', { name: 'Ссылка' })).toHaveValue(link);
  const href = (name: string) =>
    popup.getByRole('link', { name, exact: true }).getAttribute('href');
  expect(queryOf(await href('ВКонтакте'), 'https://vk.com/share.php')).toEqual({
    url: link,
    title,
  });
  expect(queryOf(await href('Одноклассники'), 'https://connect.ok.ru/offer')).toEqual({
    url: link,
    title,
  });
  expect(queryOf(await href('Telegram'), 'https://t.me/share/url')).toEqual({
    url: link,
    text: title,
  });
  expect(queryOf(await href('WhatsApp'), 'https://wa.me/')).toEqual({ text: `${title} ${link}` });
  expect(queryOf(await href('X'), 'https://x.com/intent/tweet')).toEqual({
    url: link,
    text: title,
  });
}

async function openSharePopup(page: Page): Promise<Locator> {
  await new Player(page).press('Поделиться');
  const popup = page.getByRole('dialog', { name: 'Поделиться' });
  await expect(popup).toBeVisible();
  return popup;
}

/** Closes the share popup and plays: the film goes on from `seconds` whatever its texts hold. */
async function playFrom(page: Page, seconds: number) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Поделиться' })).toHaveCount(0);
  await new Player(page).press('Воспроизвести');
  await expect.poll(() => currentTime(page)).toBeGreaterThan(seconds + 0.5);
}

const mediaSessionTitle = (page: Page) =>
  page.evaluate(() => navigator.mediaSession.metadata?.title ?? null);

test('a film whose title, description and poster hold markup: the title shows as text, nothing runs, the share links carry it encoded, the film plays', async ({
  page,
  serverUrl,
}) => {
  const title = `Фильм ${markup('title')} ${urlSpecials}`;
  await injectFaults(serverUrl, [
    await hostileAnswer<Content>(serverUrl, '/api/contents/1', (content) => ({
      ...content,
      title,
      description: markup('description'),
      posterUrl: `${content.posterUrl}?"><img class="injected" src=x onerror="window.hostileRan='poster'">`,
    })),
  ]);
  const dialogs = recordDialogs(page);
  // The page's own query is not the viewer's to share: only movie_id, episode_id and t go on.
  await page.goto(
    `${serverUrl}/player/?movie_id=1&t=12&from=${encodeURIComponent(markup('query'))}`,
  );
  await expect(page.locator('.title-text')).toHaveText(title);
  await expect(contentVideo(page)).toHaveAttribute('aria-label', title);
  await expect.poll(() => mediaSessionTitle(page)).toBe(title);
  await expect.poll(() => currentTime(page)).toBeCloseTo(12, 0);

  const popup = await openSharePopup(page);
  const link = `${serverUrl}/player/?movie_id=1&episode_id=${filmEpisodeId}`;
  await expectShareLinks(popup, link, title);
  await popup.getByRole('checkbox', { name: 'Поделиться с тайм кодом: 0:12' }).check();
  await expectShareLinks(popup, `${link}&t=12`, title);
  const shared = new URL(await popup.getByRole('textbox', { name: 'Ссылка' }).inputValue());
  expect(Object.fromEntries(shared.searchParams)).toEqual({
    movie_id: '1',
    episode_id: String(filmEpisodeId),
    t: '12',
  });
  await playFrom(page, 12);
  await expectNothingInjected(page, dialogs);
});

test('a series whose seasons and episodes hold markup shows it as text in the title, the episodes menu, the next-episode preview and the share links, and plays', async ({
  page,
  serverUrl,
}) => {
  const episodeTitle = (order: number) => `${order}. Серия ${markup(`episode ${order}`)}`;
  await injectFaults(serverUrl, [
    await hostileAnswer<Content>(serverUrl, '/api/contents/2', (content) => ({
      ...content,
      title: markup('series title'),
      description: markup('series description'),
    })),
    await hostileAnswer<Season[]>(serverUrl, '/api/contents/2/seasons', (seasons) =>
      seasons.map((season) => ({ ...season, title: markup('season') })),
    ),
    await hostileAnswer<Episode[]>(serverUrl, '/api/episodes?content-id=2', (episodes) =>
      episodes.map((episode, index) => ({
        ...episode,
        title: episodeTitle(index + 1),
        description: `${index + 1}. ${markup(`description ${index + 1}`)}`,
        posterPath: `${episode.posterPath}?"><img class="injected" src=x onerror="window.hostileRan='poster'">`,
      })),
    ),
  ]);
  const dialogs = recordDialogs(page);
  await page.goto(`${serverUrl}/player/?movie_id=2&episode_id=201`);
  // The list number goes; the rest is the title's own text.
  const shownTitle = `1 сезон, 1 серия. Серия ${markup('episode 1')}`;
  await expect(page.locator('.title-text')).toHaveText(shownTitle);
  await expect(contentVideo(page)).toHaveAttribute('aria-label', shownTitle);

  const player = new Player(page);
  await player.reveal(player.button('Следующая серия'));
  const preview = page.getByRole('tooltip');
  await expect(preview.locator('.next-episode-title')).toHaveText(`Серия ${markup('episode 2')}`);
  await expect(preview.locator('.next-episode-description')).toHaveText(markup('description 2'));

  await player.openMenu('Сезоны и серии');
  await page
    .getByRole('menu', { name: 'Сезоны' })
    .getByRole('menuitem', { name: /Сезон 1/ })
    .click();
  const rows = page.getByRole('menu', { name: 'Сезон 1' }).getByRole('menuitemradio');
  await expect(rows).toHaveCount(3);
  for (const [index, row] of (await rows.all()).entries())
    await expect(row).toContainText(episodeTitle(index + 1));
  await page.keyboard.press('Escape');

  const popup = await openSharePopup(page);
  await expectShareLinks(popup, `${serverUrl}/player/?movie_id=2&episode_id=201`, shownTitle);
  await playFrom(page, 0);
  await expectNothingInjected(page, dialogs);
});

test('a VAST whose title, texts, click-through, tracking URLs and skip offset hold markup: the ad plays as an ad, nothing runs', async ({
  page,
  serverUrl,
}) => {
  // The tracking pixels name the ad with markup; the demo ad server records that name as it came.
  const adName = `<b class="injected">hostile</b>`;
  const clickThrough = `${serverUrl}/ads/landing?ad=hostile&q="><img class="injected" src=x onerror="window.hostileRan='click'">`;
  const short = await (await fetch(`${serverUrl}/api/vast.xml?ad=preroll-short`)).text();
  const xml = short
    .replaceAll('ad=preroll-short', `ad=${adName}`)
    .replace(
      /<AdTitle>.*<\/AdTitle>/,
      `<AdTitle><![CDATA[${markup('ad title')}]]></AdTitle>
      <Description><![CDATA[${markup('ad description')}]]></Description>
      <Advertiser><![CDATA[${markup('advertiser')}]]></Advertiser>`,
    )
    .replace(
      /<ClickThrough>.*<\/ClickThrough>/,
      `<ClickThrough><![CDATA[${clickThrough}]]></ClickThrough>`,
    )
    .replace(
      '</Impression>',
      `</Impression>\n      <Impression><![CDATA[javascript:window.hostileRan='impression']]></Impression>`,
    )
    .replace(
      '<Linear>',
      `<Linear skipoffset="&lt;img class=&quot;injected&quot; src=x onerror=&quot;window.hostileRan='skip'&quot;&gt;">`,
    );
  expect(xml).toContain('<Advertiser>');
  expect(xml).toContain('skipoffset=');
  expect(xml).toContain(clickThrough);
  await injectFaults(serverUrl, [
    {
      path: '/api/vast.xml',
      action: { kind: 'status', status: 200, body: xml, contentType: 'application/xml' },
    },
  ]);
  const dialogs = recordDialogs(page);
  const since = await lastTrackedId(serverUrl);
  await openWithAds(page, serverUrl, ['/api/vast.xml?ad=hostile']);
  await page.getByRole('button', { name: 'Воспроизвести' }).click();
  await expect(adVideo(page)).toHaveJSProperty('paused', false);
  const overlay = page.getByRole('region', { name: 'Рекламная вставка' });
  // Paused, the 4 s ad waits for the checks below however slowly they run.
  await overlay.getByRole('button', { name: 'Пауза' }).click();
  await expect(adVideo(page)).toHaveJSProperty('paused', true);
  // An offset that is no time: the ad cannot be skipped, and says nothing about it (counted while
  // the overlay shows, since a skip button would go with the ad).
  expect(await page.getByRole('button', { name: /Пропустить/ }).count()).toBe(0);

  // The advertiser's link is the click-through as a parsed address, its markup percent-encoded.
  const link = page.getByRole('link', { name: 'Перейти на сайт рекламодателя' });
  await expect(link).toHaveAttribute('href', new URL(clickThrough).href);
  const [landing] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  expect(new URL(landing.url()).searchParams.get('q')).toBe(
    new URL(clickThrough).searchParams.get('q'),
  );
  await expectNothingInjected(landing, []);
  await landing.close();
  await overlay.getByRole('button', { name: 'Воспроизвести' }).click();

  await expectFilmPlaying(page);
  await expect
    .poll(async () => countsOf(await trackedSince(serverUrl, since), adName))
    .toMatchObject({ impression: 1, start: 1, click: 1, complete: 1 });
  await expectNothingInjected(page, dialogs);
});
