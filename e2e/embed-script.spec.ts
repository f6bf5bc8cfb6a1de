import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { serveHostPage, type OtherOriginHost } from './other-origin-host';

// Each player 720 px wide: the desktop layout.
test.use({ viewport: { width: 1280, height: 900 } });

interface HostWindow {
  players: Record<'a' | 'b', EmbedHandle>;
  events: [string, string, unknown][];
  messageListeners: number;
  messageTexts: unknown[];
}

interface EmbedHandle {
  iframe: HTMLIFrameElement;
  pause(): void;
  closeMenus(): void;
  destroy(): void;
}

let host: OtherOriginHost | undefined;

test.afterEach(async () => {
  await host?.close();
  host = undefined;
});

// What Chromium says of the frame's allow list, by design: it names features for other browsers
// (casting, a phone's share sheet) and keeps allowfullscreen for those that predate `allow`.
const frameAttributeWarnings = [
  "Unrecognized feature: 'remote-playback'.",
  "Unrecognized feature: 'web-share'.",
  "Allow attribute will take precedence over 'allowfullscreen'.",
];

/**
 * The errors and warnings the host page's console shows for its own document and the scripts it
 * loads (the player's frames left out: they are the player page's), but the frame attribute's.
 */
function hostConsoleProblems(page: Page, serverUrl: string): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const from = message.location().url;
    if (!['error', 'warning'].includes(message.type()) || from.startsWith(`${serverUrl}/player/`))
      return;
    if (frameAttributeWarnings.includes(message.text())) return;
    problems.push(`${message.type()} (${from}): ${message.text()}`);
  });
  return problems;
}

/**
 * Opens a host page of another site with two players made by the ES module build of the embed
 * script (movie 2, season 1 and season 2), recording each handle's events and counting the page's
 * message listeners.
 */
async function openTwoPlayers(page: Page, serverUrl: string, autoPlay = false) {
  host = await serveHostPage(
    `<!doctype html><html lang="en"><title>Host</title><link rel="icon" href="data:,"><body>
<div id="a" style="width:720px"></div>
<div id="b" style="width:720px"></div>
<iframe id="other" srcdoc="<p>another frame</p>" style="width:200px;height:50px"></iframe>
<script>
  // Every message text the page receives, as the players posted it (before the listener count starts).
  window.messageTexts = [];
  window.addEventListener('message', (event) => window.messageTexts.push(event.data));
  // Counts the page's message listeners, to see that destroy() leaves none behind.
  window.messageListeners = 0;
  const add = window.addEventListener.bind(window);
  const remove = window.removeEventListener.bind(window);
  window.addEventListener = (type, ...rest) => { if (type === 'message') window.messageListeners++; add(type, ...rest); };
  window.removeEventListener = (type, ...rest) => { if (type === 'message') window.messageListeners--; remove(type, ...rest); };
</script>
<script type="module">
  import { create } from '${serverUrl}/embed.mjs';
  window.events = [];
  window.players = {
    a: create('#a', { movieId: 2, season: 1, autoPlay: ${autoPlay} }),
    b: create(document.getElementById('b'), { movieId: 2, season: 2, autoPlay: ${autoPlay} }),
  };
  for (const [name, player] of Object.entries(window.players)) {
    for (const eventName of ['episodeChanged', 'enterFullScreen', 'exitFullScreen']) {
      player.on(eventName, (payload) => window.events.push([name, eventName, payload ?? null]));
    }
  }
</script></body></html>`,
    { site: 'other' },
  );
  const consoleProblems = hostConsoleProblems(page, serverUrl);
  await page.goto(host.url);
  const a = page.frameLocator('#a iframe');
  const b = page.frameLocator('#b iframe');
  await expect(a.locator('.title-text')).toHaveText('1 сезон, 1 серия. Пилот');
  await expect(b.locator('.title-text')).toHaveText('2 сезон, 1 серия. Новое начало');
  return { a, b, consoleProblems };
}

const hostEvents = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as HostWindow).events.map(([name, event, payload]) => [
      name,
      event,
      (payload as { id?: number } | null)?.id ?? null,
    ]),
  );

function isPaused(frame: FrameLocator): Promise<boolean> {
  return frame
    .locator('video[data-player="content"]')
    .evaluate((video: HTMLVideoElement) => video.paused);
}

test('two players on one page: each handle hears only its own episodeChanged, and the host page’s console stays clean', async ({
  page,
  serverUrl,
}) => {
  const { a, b, consoleProblems } = await openTwoPlayers(page, serverUrl);
  expect(await page.locator('#a iframe').getAttribute('src')).toBe(
    `${serverUrl}/player/?movie_id=2&season=1`,
  );
  await expect(page.locator('#a iframe')).toHaveAttribute(
    'allow',
    'autoplay; fullscreen; picture-in-picture; encrypted-media; remote-playback; clipboard-write; web-share',
  );
  await expect(page.locator('#a iframe')).toHaveAttribute('allowfullscreen', '');

  await a.getByRole('button', { name: 'Следующая серия' }).click();
  await expect.poll(() => hostEvents(page)).toEqual([['a', 'episodeChanged', 202]]);
  await b.getByRole('button', { name: 'Следующая серия' }).click();
  await expect
    .poll(() => hostEvents(page))
    .toEqual([
      ['a', 'episodeChanged', 202],
      ['b', 'episodeChanged', 205],
    ]);
  // Making a player (its fullscreen delegation probe among it) logs nothing on the host page.
  expect(consoleProblems).toEqual([]);
});

test('pause() pauses its own player and leaves the other playing', async ({ page, serverUrl }) => {
  const { a, b } = await openTwoPlayers(page, serverUrl, true);
  await expect.poll(() => isPaused(a)).toBe(false);
  await expect.poll(() => isPaused(b)).toBe(false);
  await page.evaluate(() => (window as unknown as HostWindow).players.b.pause());
  await expect.poll(() => isPaused(b)).toBe(true);
  expect(await isPaused(a)).toBe(false);
});

test('closeMenus() closes the open menu of its own player', async ({ page, serverUrl }) => {
  const { a, b } = await openTwoPlayers(page, serverUrl);
  await a.getByRole('button', { name: 'Настройки' }).click();
  await b.getByRole('button', { name: 'Настройки' }).click();
  await expect(a.getByRole('menu')).toHaveCount(1);
  await page.evaluate(() => (window as unknown as HostWindow).players.a.closeMenus());
  await expect(a.getByRole('menu')).toHaveCount(0);
  await expect(b.getByRole('menu')).toHaveCount(1);
});

test('destroy() removes the frame and every listener; events of a forged frame are ignored', async ({
  page,
  serverUrl,
}) => {
  await openTwoPlayers(page, serverUrl);
  const listeners = () => page.evaluate(() => (window as unknown as HostWindow).messageListeners);
  expect(await listeners()).toBe(2);

  // Another frame of the host page, and the page itself, posting what a player would.
  const forged = JSON.stringify({ eventName: 'episodeChanged', payload: { id: 999 } });
  await page
    .frameLocator('#other')
    .locator('p')
    .evaluate((_element, message) => {
      window.parent.postMessage(message, '*');
    }, forged);
  await page.evaluate((message) => window.postMessage(message, '*'), forged);
  await page.evaluate(
    (message) => window.postMessage(JSON.parse(message), '*'),
    JSON.stringify({ eventName: 'enterFullScreen' }),
  );
  // The player's own frame, navigated to a page of another origin: the right window, the wrong origin.
  await page.evaluate(() => {
    (window as unknown as HostWindow).players.b.iframe.srcdoc = '<p>elsewhere</p>';
  });
  await page
    .frameLocator('#b iframe')
    .getByText('elsewhere')
    .evaluate((_element, message) => window.parent.postMessage(message, '*'), forged);
  // A real event after the forged ones: once it arrives, they have been handled and dropped.
  await page.frameLocator('#a iframe').getByRole('button', { name: 'Следующая серия' }).click();
  await expect.poll(() => hostEvents(page)).toEqual([['a', 'episodeChanged', 202]]);

  await page.evaluate(() => (window as unknown as HostWindow).players.a.destroy());
  await expect(page.locator('#a iframe')).toHaveCount(0);
  expect(await listeners()).toBe(1);
  await page.evaluate(() => (window as unknown as HostWindow).players.b.destroy());
  await expect(page.locator('iframe[title="Видеоплеер"]')).toHaveCount(0);
  expect(await listeners()).toBe(0);
});

test.describe('parent fullscreen mode', () => {
  // The player page as a host would deploy it for iPads: parent fullscreen mode, on iPadOS.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      if (!location.pathname.startsWith('/player/')) return;
      const global = window as Window & { playerEmbed?: object };
      global.playerEmbed = { ...global.playerEmbed, fullscreenMode: 'parent' };
      Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'MacIntel' });
      Object.defineProperty(Navigator.prototype, 'maxTouchPoints', { get: () => 5 });
    });
  });

  test('the frame covers the viewport on enterFullScreen and is restored exactly on exitFullScreen', async ({
    page,
    serverUrl,
  }) => {
    const { a } = await openTwoPlayers(page, serverUrl);
    const frame = page.locator('#a iframe');
    const styleBefore = await frame.getAttribute('style');

    await a.getByRole('button', { name: 'Полноэкранный режим' }).click();
    await expect.poll(() => hostEvents(page)).toEqual([['a', 'enterFullScreen', null]]);
    await expect.poll(() => frame.boundingBox()).toEqual({ x: 0, y: 0, width: 1280, height: 900 });
    expect(await frame.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');

    await a.getByRole('button', { name: 'Выйти из полноэкранного режима' }).click();
    await expect
      .poll(() => hostEvents(page))
      .toEqual([
        ['a', 'enterFullScreen', null],
        ['a', 'exitFullScreen', null],
      ]);
    expect(await frame.getAttribute('style')).toBe(styleBefore);
    expect((await frame.boundingBox())?.width).toBe(720);
    // Spec §7: JSON text with both fields, the payload null where there is none.
    const fullscreenTexts = await page.evaluate(() =>
      (window as unknown as HostWindow).messageTexts.filter(
        (text) => typeof text === 'string' && text.includes('FullScreen'),
      ),
    );
    expect(fullscreenTexts).toEqual([
      '{"eventName":"enterFullScreen","payload":null}',
      '{"eventName":"exitFullScreen","payload":null}',
    ]);
  });
});

test('the classic script embeds declared players by their data attributes and gives a global', async ({
  page,
  serverUrl,
}) => {
  host = await serveHostPage(
    `<!doctype html><html lang="en"><title>Host</title><body>
<div data-video-player data-movie-id="2" data-season="2" data-auto-play="true" style="width:720px"></div>
<div id="later" style="width:720px"></div>
<script src="${serverUrl}/embed.js"></script>
</body></html>`,
    { site: 'other' },
  );
  await page.goto(host.url);
  const declared = page.locator('[data-video-player] iframe');
  await expect(declared).toHaveAttribute(
    'src',
    `${serverUrl}/player/?movie_id=2&season=2&auto_play=1`,
  );
  await expect(page.frameLocator('[data-video-player] iframe').locator('.title-text')).toHaveText(
    '2 сезон, 1 серия. Новое начало',
  );
  // The global of the classic build, with the player page found beside the script.
  await page.evaluate(() => {
    const api = (
      window as unknown as { VideoPlayer: { create(target: string, options: object): EmbedHandle } }
    ).VideoPlayer;
    api.create('#later', { movieId: 1, langOrder: ['en', 'ru'] });
  });
  await expect(page.locator('#later iframe')).toHaveAttribute(
    'src',
    `${serverUrl}/player/?movie_id=1&lang_order=en&lang_order=ru`,
  );
});
