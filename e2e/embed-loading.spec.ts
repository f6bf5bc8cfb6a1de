import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { serveHostPage, type OtherOriginHost } from './other-origin-host';

// A desktop window: each player 720 px wide, 405 px high; the viewport 900 px high.
test.use({ viewport: { width: 1280, height: 900 } });

let host: OtherOriginHost | undefined;

test.afterEach(async () => {
  await host?.close();
  host = undefined;
});

/** Records the player pages the host's frames load (their document requests), by frame id. */
function recordPlayerPages(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() !== 'document' || !request.url().includes('/player/')) return;
    loaded.push(request.frame().name() || request.url());
  });
  return loaded;
}

/** A host article: the embeds' containers (id and top offset in px), then the embed script's calls. */
async function openArticle(page: Page, serverUrl: string, blocks: string, calls: string) {
  host = await serveHostPage(`<!doctype html><html lang="en"><title>Article</title>
<body style="margin:0">${blocks}
<script type="module">
  import { create } from '${serverUrl}/embed.mjs';
  ${calls}
</script></body></html>`);
  await page.goto(host.url);
}

const playerFrame = (page: Page, id: string) => page.frameLocator(`#${id} iframe`);

async function contentPlaying(page: Page, id: string) {
  const video = playerFrame(page, id).locator('video[data-player="content"]');
  await expect(video).toHaveJSProperty('paused', false);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(1);
}

test('an embed far below the fold loads no player page until it is scrolled near, then loads and plays', async ({
  page,
  serverUrl,
}) => {
  const pages = recordPlayerPages(page);
  await openArticle(
    page,
    serverUrl,
    `<div id="top" style="width:720px"></div>
<div style="height:5000px"></div>
<div id="far" style="width:720px"></div>`,
    `create('#top', { movieId: 1 }); create('#far', { movieId: 2 });`,
  );
  await expect(playerFrame(page, 'top').locator('.title-text')).toHaveText('Тестовый фильм');
  // The far frame is there, holding its place, but empty.
  await expect(page.locator('#far iframe')).toHaveCount(1);
  expect(await page.locator('#far iframe').getAttribute('src')).toBeNull();
  expect(pages).toHaveLength(1);

  // Scrolled to within a viewport of it, it loads; then it plays as any player does.
  await page.evaluate(() =>
    window.scrollTo(0, (document.getElementById('far')?.offsetTop ?? 0) - 1700),
  );
  await expect(page.locator('#far iframe')).toHaveAttribute(
    'src',
    `${serverUrl}/player/?movie_id=2`,
  );
  await page.locator('#far').scrollIntoViewIfNeeded();
  const far = playerFrame(page, 'far');
  await expect(far.locator('.title-text')).toHaveText('1 сезон, 1 серия. Пилот');
  await far.getByRole('button', { name: 'Воспроизвести' }).first().click();
  await contentPlaying(page, 'far');
  expect(pages).toHaveLength(2);
});

test("'eager' and 'idle' embeds load far below the fold; a 'visible' one there does not", async ({
  page,
  serverUrl,
}) => {
  await openArticle(
    page,
    serverUrl,
    `<div style="height:5000px"></div>
<div id="eager" style="width:720px"></div>
<div id="idle" style="width:720px"></div>
<div id="visible" style="width:720px"></div>`,
    `create('#eager', { movieId: 1, load: 'eager' });
  create('#idle', { movieId: 1, load: 'idle' });
  create('#visible', { movieId: 1 });`,
  );
  await expect(playerFrame(page, 'eager').locator('.title-text')).toHaveText('Тестовый фильм');
  await expect(playerFrame(page, 'idle').locator('.title-text')).toHaveText('Тестовый фильм');
  expect(await page.locator('#visible iframe').getAttribute('src')).toBeNull();
});

test("load: 'play' draws a facade with the host's poster and title, and one click plays the film", async ({
  page,
  serverUrl,
}) => {
  const pages = recordPlayerPages(page);
  await openArticle(
    page,
    serverUrl,
    `<div id="facade" style="width:720px"></div>
<div id="declared" data-video-player data-movie-id="2" data-load="play" data-title="Тестовый сериал"
  data-poster="${serverUrl}/media/posters/content-2.jpg" style="width:720px"></div>`,
    `create('#facade', {
    movieId: 1,
    load: 'play',
    title: 'Тестовый фильм',
    poster: '${serverUrl}/media/posters/content-1.jpg',
  });`,
  );
  const play = page.getByRole('button', { name: 'Воспроизвести: Тестовый фильм' });
  await expect(play).toBeVisible();
  await expect(play.locator('img')).toHaveAttribute(
    'src',
    `${serverUrl}/media/posters/content-1.jpg`,
  );
  await expect(
    page.locator('#declared').getByRole('button', { name: 'Воспроизвести: Тестовый сериал' }),
  ).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(pages).toEqual([]);

  await play.click();
  await expect(page.locator('#facade iframe')).toHaveAttribute(
    'src',
    `${serverUrl}/player/?movie_id=1&auto_play=1`,
  );
  await contentPlaying(page, 'facade');
  // The other facade stays as it was.
  await expect(page.locator('#declared iframe')).toHaveCount(0);
  expect(pages).toHaveLength(1);
});
