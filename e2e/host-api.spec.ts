import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { serveHostPage, type OtherOriginHost } from './other-origin-host';
import { Player } from './player';

// The host API of the embed script, driven from a page of another site than the player's (the
// player's frame is a third party), every command and getter checked against the media element.

test.use({ viewport: { width: 1280, height: 900 } });

type PlayerName = 'a' | 'b';

interface HostWindow {
  players: Record<PlayerName, Record<string, (...args: unknown[]) => Promise<unknown>>>;
  /** Every event each handle heard: [player, event, payload, when the page got it]. */
  heard: [PlayerName, string, unknown, number][];
  /** Every call of the page's own sendStat. */
  stats: [string, Record<string, unknown>][];
}

const eventNames = [
  'ready',
  'play',
  'pause',
  'playRefused',
  'timeupdate',
  'seeked',
  'ended',
  'volumechange',
  'episodeChanged',
  'adStart',
  'adEnd',
  'error',
  'enterFullScreen',
  'exitFullScreen',
];

let host: OtherOriginHost | undefined;

test.afterEach(async () => {
  await host?.close();
  host = undefined;
});

/** A host page of another site with players made by the embed script's module build. */
async function openHost(
  page: Page,
  serverUrl: string,
  players: Partial<Record<PlayerName, Record<string, unknown>>>,
) {
  const divs = Object.keys(players)
    .map((name) => `<div id="${name}" style="width:640px"></div>`)
    .join('');
  host = await serveHostPage(
    `<!doctype html><html lang="en"><title>Host</title><body>
${divs}
<button id="fullscreen" type="button">Fullscreen</button>
<iframe id="other" srcdoc="<p>another frame</p>" style="width:200px;height:50px"></iframe>
<script type="module">
  import { create } from '${serverUrl}/embed.mjs';
  window.heard = [];
  window.stats = [];
  window.sendStat = (name, payload) => window.stats.push([name, payload]);
  window.players = {};
  for (const [name, options] of Object.entries(${JSON.stringify(players)})) {
    const player = create('#' + name, options);
    window.players[name] = player;
    for (const eventName of ${JSON.stringify(eventNames)}) {
      player.on(eventName, (payload) =>
        window.heard.push([name, eventName, payload ?? null, performance.now()]));
    }
  }
  document.getElementById('fullscreen').onclick = () => {
    window.fullscreenCall = window.players.a.requestFullscreen().then(
      () => 'entered',
      (error) => error.message,
    );
  };
</script></body></html>`,
    { site: 'other' },
  );
  await page.goto(host.url);
}

/** Calls a method of a player's handle on the host page; resolves with what its promise gives. */
function call(page: Page, player: PlayerName, method: string, ...args: unknown[]) {
  return page.evaluate(
    ([player, method, args]) => {
      const handleMethod = (window as unknown as HostWindow).players[player][method];
      if (!handleMethod) return { error: `the handle has no ${method}` };
      return handleMethod(...args).then(
        (value) => ({ value }),
        (error: Error) => ({ error: error.message }),
      );
    },
    [player, method, args] as const,
  );
}

async function value(page: Page, player: PlayerName, method: string, ...args: unknown[]) {
  const answer = await call(page, player, method, ...args);
  if ('error' in answer) throw new Error(`${method} was refused: ${answer.error}`);
  return answer.value;
}

const heard = (page: Page, player: PlayerName, eventName: string) =>
  page.evaluate(
    ([player, eventName]) =>
      (window as unknown as HostWindow).heard
        .filter(([name, event]) => name === player && event === eventName)
        .map(([, , payload, at]) => ({ payload, at })),
    [player, eventName] as const,
  );

const lastHeard = async (page: Page, player: PlayerName, eventName: string) =>
  (await heard(page, player, eventName)).at(-1)?.payload as Record<string, unknown> | undefined;

const frameOf = (page: Page, player: PlayerName): FrameLocator =>
  page.frameLocator(`#${player} iframe`);

/** Reads the player's content element in its frame. */
function element<T>(page: Page, player: PlayerName, read: (video: HTMLVideoElement) => T) {
  return frameOf(page, player).locator('video[data-player="content"]').evaluate(read);
}

test('every command and getter acts on the media element, and the events tell what it did', async ({
  page,
  serverUrl,
}) => {
  await openHost(page, serverUrl, { a: { movieId: 1 } });
  const ready = (await value(page, 'a', 'ready')) as { version: number; episode: { id: number } };
  expect(ready.version).toBe(1);
  expect(await value(page, 'a', 'getEpisode')).toMatchObject({ id: ready.episode.id });
  expect(await value(page, 'a', 'getPaused')).toBe(true);

  await value(page, 'a', 'play');
  await expect.poll(() => element(page, 'a', (video) => video.paused)).toBe(false);
  await expect.poll(() => heard(page, 'a', 'play')).toHaveLength(1);
  expect(await lastHeard(page, 'a', 'play')).toMatchObject({ cause: 'host' });
  expect(await value(page, 'a', 'getPaused')).toBe(false);

  await value(page, 'a', 'pause');
  await expect.poll(() => element(page, 'a', (video) => video.paused)).toBe(true);
  await expect.poll(() => heard(page, 'a', 'pause')).toHaveLength(1);
  expect(await value(page, 'a', 'getPaused')).toBe(true);
  const pausedAt = await element(page, 'a', (video) => video.currentTime);
  expect(await value(page, 'a', 'getCurrentTime')).toBe(pausedAt);
  expect(await lastHeard(page, 'a', 'pause')).toMatchObject({
    currentTime: pausedAt,
    cause: 'host',
  });

  await value(page, 'a', 'seek', 7);
  await expect.poll(() => element(page, 'a', (video) => video.currentTime)).toBe(7);
  await expect
    .poll(() => lastHeard(page, 'a', 'seeked'))
    .toMatchObject({ currentTime: 7, cause: 'host' });
  expect(await value(page, 'a', 'getCurrentTime')).toBe(7);
  const duration = await element(page, 'a', (video) => video.duration);
  expect(await value(page, 'a', 'getDuration')).toBe(duration);
  expect(await call(page, 'a', 'seek', -1)).toEqual({
    error: 'seconds must be a number from 0 on, not -1',
  });

  await value(page, 'a', 'setVolume', 0.3);
  await expect.poll(() => element(page, 'a', (video) => video.volume)).toBeCloseTo(0.3, 5);
  await expect
    .poll(() => lastHeard(page, 'a', 'volumechange'))
    .toMatchObject({ volume: expect.closeTo(0.3, 5), muted: false });
  expect(await value(page, 'a', 'getVolume')).toBeCloseTo(0.3, 5);
  expect(await call(page, 'a', 'setVolume', 2)).toEqual({
    error: 'volume must be a number from 0 to 1, not 2',
  });

  await value(page, 'a', 'mute');
  await expect.poll(() => element(page, 'a', (video) => video.muted)).toBe(true);
  expect(await value(page, 'a', 'getMuted')).toBe(true);
  await expect.poll(() => lastHeard(page, 'a', 'volumechange')).toMatchObject({ muted: true });
  await value(page, 'a', 'unmute');
  await expect.poll(() => element(page, 'a', (video) => video.muted)).toBe(false);
  expect(await value(page, 'a', 'getMuted')).toBe(false);

  await value(page, 'a', 'setPlaybackRate', 1.5);
  await expect.poll(() => element(page, 'a', (video) => video.playbackRate)).toBe(1.5);
  expect(await call(page, 'a', 'setPlaybackRate', 10)).toEqual({
    error: 'rate must be a number from 0.25 to 4, not 10',
  });

  // Film 1 has 360p and 720p: the element shows the height asked for once its fragments are in.
  await value(page, 'a', 'play');
  await value(page, 'a', 'setQuality', 360);
  await expect.poll(() => element(page, 'a', (video) => video.videoHeight)).toBe(360);
  await value(page, 'a', 'setQuality', 720);
  await expect.poll(() => element(page, 'a', (video) => video.videoHeight)).toBe(720);
  expect(await call(page, 'a', 'setQuality', 1080)).toEqual({
    error: 'No quality of height 1080 (the stream has 360, 720)',
  });
  await value(page, 'a', 'setQuality', 'auto');

  // Playing on to the end: ended, at the element's own end.
  await value(page, 'a', 'seek', duration - 1);
  await expect.poll(() => heard(page, 'a', 'ended'), { timeout: 20_000 }).toHaveLength(1);
  expect(await element(page, 'a', (video) => video.ended)).toBe(true);
  // The stream's end may set the duration a few milliseconds past the playlist's.
  const end = await element(page, 'a', ({ currentTime, duration }) => ({ currentTime, duration }));
  expect(await lastHeard(page, 'a', 'ended')).toEqual(end);
  expect(await call(page, 'a', 'getVolume')).toEqual({ value: expect.closeTo(0.3, 5) });
});

test('a host listening from create() on hears the autoplay’s first play, then the viewer’s pause and its own play, each with its cause', async ({
  page,
  serverUrl,
}) => {
  await openHost(page, serverUrl, { a: { movieId: 1, autoPlay: true } });
  const causes = () =>
    page.evaluate(() =>
      (window as unknown as HostWindow).heard
        .filter(([, event]) => ['ready', 'play', 'pause', 'seeked'].includes(event))
        .map(([, event, payload]) =>
          event === 'ready' ? event : `${event}:${(payload as { cause: string }).cause}`,
        ),
    );
  await expect.poll(causes).toEqual(['ready', 'play:autoplay']);
  await expect.poll(() => element(page, 'a', (video) => video.paused)).toBe(false);

  // The viewer's click on the player's own button (the pointer first wakes the faded controls).
  await new Player(frameOf(page, 'a')).press('Пауза');
  await expect.poll(causes).toEqual(['ready', 'play:autoplay', 'pause:viewer']);
  await value(page, 'a', 'play');
  await expect.poll(causes).toEqual(['ready', 'play:autoplay', 'pause:viewer', 'play:host']);
  expect(await lastHeard(page, 'a', 'play')).toMatchObject({
    cause: 'host',
    currentTime: expect.any(Number),
  });
  expect(await heard(page, 'a', 'playRefused')).toEqual([]);
});

test('time updates come while the film plays, with the element’s time', async ({
  page,
  serverUrl,
}) => {
  // (How many may come in a second is checked with a controlled clock: playback-events.test.ts.)
  await openHost(page, serverUrl, { a: { movieId: 1 } });
  await value(page, 'a', 'play');
  await expect.poll(async () => (await heard(page, 'a', 'timeupdate')).length).toBeGreaterThan(3);
  await value(page, 'a', 'pause');
  const pausedAt = await element(page, 'a', (video) => video.currentTime);
  const times = (await heard(page, 'a', 'timeupdate')).map(
    ({ payload }) => (payload as { currentTime: number }).currentTime,
  );
  expect(times).toEqual([...times].sort((x, y) => x - y));
  expect(times.at(-1)).toBeLessThanOrEqual(pausedAt);
  // At most a second's updates are held back by the limit.
  expect(times.at(-1)).toBeGreaterThan(pausedAt - 1);
});

test('two players on one page never hear each other, nor take calls from another frame', async ({
  page,
  serverUrl,
}) => {
  await openHost(page, serverUrl, {
    a: { movieId: 1, autoPlay: true },
    b: { movieId: 2, season: 2, autoPlay: true },
  });
  await Promise.all([value(page, 'a', 'ready'), value(page, 'b', 'ready')]);
  await expect.poll(() => element(page, 'a', (video) => video.paused)).toBe(false);
  await expect.poll(() => element(page, 'b', (video) => video.paused)).toBe(false);

  await value(page, 'a', 'pause');
  await expect.poll(() => element(page, 'a', (video) => video.paused)).toBe(true);
  await value(page, 'a', 'setVolume', 0.2);
  expect(await element(page, 'b', (video) => video.paused)).toBe(false);
  expect(await element(page, 'b', (video) => video.volume)).toBe(1);
  expect(await heard(page, 'b', 'pause')).toEqual([]);
  expect(await heard(page, 'b', 'volumechange')).toEqual([]);
  expect((await value(page, 'b', 'getEpisode')) as { id: number }).toMatchObject({ id: 204 });
  expect((await value(page, 'a', 'getEpisode')) as { contentId: number }).toMatchObject({
    contentId: 1,
  });

  // A call from a frame that is not the player's host: no answer, no effect.
  await page.evaluate(() => {
    const other = (document.getElementById('other') as HTMLIFrameElement).contentDocument;
    const script = other?.createElement('script');
    if (!other || !script) throw new Error('no other frame');
    script.textContent = `parent.frames[1].postMessage(JSON.stringify({ kind: 'call', v: 1, id: 1, method: 'pause', args: [] }), '*');`;
    other.body.append(script);
  });
  const bTime = await element(page, 'b', (video) => video.currentTime);
  await expect
    .poll(() => element(page, 'b', (video) => video.currentTime))
    .toBeGreaterThan(bTime + 1);
  expect(await element(page, 'b', (video) => video.paused)).toBe(false);
});

test('setEpisode moves a series to another of its episodes; an episode it has not is refused', async ({
  page,
  serverUrl,
}) => {
  await openHost(page, serverUrl, { a: { movieId: 2, season: 1 } });
  await value(page, 'a', 'ready');
  expect(await call(page, 'a', 'setEpisode', 424242)).toEqual({
    error: 'This content has no episode 424242',
  });
  await value(page, 'a', 'setEpisode', 205);
  await expect.poll(() => lastHeard(page, 'a', 'episodeChanged')).toMatchObject({ id: 205 });
  await expect(frameOf(page, 'a').locator('.title-text')).toHaveText('2 сезон, 2 серия. Финал');
  await expect.poll(() => element(page, 'a', (video) => video.paused)).toBe(false);
  expect(await value(page, 'a', 'getEpisode')).toMatchObject({ id: 205 });
});

test('closeMenus closes the player’s open menu; destroy removes the player and refuses later calls', async ({
  page,
  serverUrl,
}) => {
  await openHost(page, serverUrl, { a: { movieId: 1 } });
  await value(page, 'a', 'ready');
  const frame = frameOf(page, 'a');
  await frame.getByRole('button', { name: 'Настройки' }).click();
  await expect(frame.getByRole('menu')).toHaveCount(1);
  await value(page, 'a', 'closeMenus');
  await expect(frame.getByRole('menu')).toHaveCount(0);

  await page.evaluate(() =>
    (window as unknown as { players: Record<'a', { destroy(): void }> }).players.a.destroy(),
  );
  await expect(page.locator('#a iframe')).toHaveCount(0);
  expect(await call(page, 'a', 'getPaused')).toEqual({ error: 'The player was destroyed' });
});

test('requestFullscreen in the host page’s click fills the screen with the player', async ({
  page,
  serverUrl,
}) => {
  await openHost(page, serverUrl, { a: { movieId: 1 } });
  await value(page, 'a', 'ready');
  // Headless Chromium lets any script go fullscreen, so a refusal (no click behind the call) is
  // shown by the session's unit tests; here, the call made in the host's click.
  await page.click('#fullscreen');
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { fullscreenCall?: Promise<string> }).fullscreenCall,
      ),
    )
    .toBe('entered');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.tagName)).toBe('IFRAME');
  await expect(
    frameOf(page, 'a').getByRole('button', { name: 'Выйти из полноэкранного режима' }),
  ).toBeVisible();
});

test('a player that cannot start tells the host why and refuses the calls waiting for it', async ({
  page,
  serverUrl,
}) => {
  await openHost(page, serverUrl, { a: { movieId: 9999 } });
  await expect(frameOf(page, 'a').getByText('Контент не доступен')).toBeVisible();
  await expect
    .poll(() => lastHeard(page, 'a', 'error'))
    .toEqual({ kind: 'other', detail: 'contentNotFound', fatal: true });
  expect(await call(page, 'a', 'getCurrentTime')).toEqual({
    error: 'The player cannot start: contentNotFound',
  });
});

/** Plays player a for a second, pauses it, and gives the page's sendStat calls once the pause's is in. */
async function playPauseAndReadStats(page: Page) {
  await value(page, 'a', 'play');
  await expect.poll(() => element(page, 'a', (video) => video.currentTime)).toBeGreaterThan(1);
  await value(page, 'a', 'pause');
  const stats = () => page.evaluate(() => (window as unknown as HostWindow).stats);
  await expect
    .poll(async () => (await stats()).map(([name]) => name))
    .toContain('videoplayer_pause');
  return stats();
}

test('statistics reach the host page’s sendStat once per event from a frame of another site', async ({
  page,
  serverUrl,
}) => {
  await openHost(page, serverUrl, { a: { movieId: 1 } });
  const stats = await playPauseAndReadStats(page);
  expect(stats.filter(([name]) => name === 'videoplayer_play')).toEqual([
    ['videoplayer_play', expect.objectContaining({ first_playback: 1, video_id: 1 })],
  ]);
  expect(stats.filter(([name]) => name === 'videoplayer_pause')).toHaveLength(1);
});

test('on a page of the player’s own origin, sendStat is called by the player alone, once per event', async ({
  page,
  serverUrl,
}) => {
  // The same page, served from the player's origin: the player reaches the host's sendStat itself.
  await page.route(`${serverUrl}/same-origin-host.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Host</title><body><div id="a" style="width:640px"></div>
<script type="module">
  import { create } from '${serverUrl}/embed.mjs';
  window.stats = [];
  window.sendStat = (name, payload) => window.stats.push([name, payload]);
  window.players = { a: create('#a', { movieId: 1 }) };
</script></body></html>`,
    }),
  );
  await page.goto(`${serverUrl}/same-origin-host.html`);
  const stats = await playPauseAndReadStats(page);
  expect(stats.filter(([name]) => name === 'videoplayer_play')).toHaveLength(1);
  expect(stats.filter(([name]) => name === 'videoplayer_pause')).toHaveLength(1);
});

test.describe('with the server’s pre-roll', () => {
  test.use({ serverAds: true });

  test('adStart and adEnd frame the ad; the film’s play follows', async ({ page, serverUrl }) => {
    await openHost(page, serverUrl, { a: { movieId: 1, autoPlay: true } });
    await expect.poll(() => lastHeard(page, 'a', 'adStart')).toMatchObject({ type: 'pre-roll' });
    const started = await lastHeard(page, 'a', 'adStart');
    await frameOf(page, 'a').getByRole('button', { name: 'Пропустить', exact: true }).click();
    await expect
      .poll(() => lastHeard(page, 'a', 'adEnd'))
      .toEqual({ ...started, reason: 'skipped' });
    await expect.poll(() => element(page, 'a', (video) => video.paused)).toBe(false);
    await expect.poll(() => heard(page, 'a', 'play')).not.toHaveLength(0);
  });
});
