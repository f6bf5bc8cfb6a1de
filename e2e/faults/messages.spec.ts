import type { Frame, FrameLocator, Page } from '@playwright/test';
import { contentVideo, currentTime, expect, test } from '../fixtures';
import { serveHostPage, type OtherOriginHost } from '../other-origin-host';
import { filmEpisodeId, passSaveRhythm, serverProgress } from '../saved-progress';
import { Player } from '../player';

// Hostile messages: the player takes {"kind":"pause"} and {"kind":"click"} from its parent window
// only (src/embed/parent-messages.ts); every other sender and every other body is ignored quietly.

test.use({ viewport: { width: 1280, height: 720 } });

let host: OtherOriginHost | undefined;

test.afterEach(async () => {
  await host?.close();
  host = undefined;
});

interface Frames {
  /** The player page, two frames deep. */
  player: Frame;
  playerLocator: FrameLocator;
  /** The player's parent: a frame of the host site wrapping it. */
  parent: Frame;
  /** Another frame of the host site, beside the wrapper. */
  sibling: Frame;
}

/**
 * A host site on another origin whose top page holds a wrapper frame (the player's real parent)
 * around the playing film, and a sibling frame: the top window is not the player's parent either.
 */
async function openNestedPlayer(page: Page, serverUrl: string): Promise<Frames> {
  // Escaped twice: once for the srcdoc attribute, once for the wrapper's own HTML.
  const playerUrl = `${serverUrl}/player/?movie_id=1&auto_play=1`.replaceAll('&', '&amp;amp;');
  host =
    await serveHostPage(`<!doctype html><html lang="en"><title>Host</title><body style="margin:0">
<iframe id="wrapper" name="wrapper" style="width:740px;height:420px;border:0" srcdoc="<!doctype html><body style='margin:0'><iframe id='player' src='${playerUrl}' allow='autoplay; fullscreen' style='width:720px;height:405px;border:0'></iframe></body>"></iframe>
<iframe name="sibling" style="width:200px;height:50px" srcdoc="<p>a sibling frame</p>"></iframe>
</body></html>`);
  // The frames' timers are the test's: the pause's save need not wait out the 10 s rhythm.
  await page.clock.install();
  await page.goto(host.url);
  const playerLocator = page.frameLocator('#wrapper').frameLocator('#player');
  await expect(playerLocator.locator('.title-text')).toHaveText('Тестовый фильм');
  const player = page.frames().find((frame) => frame.url().includes('/player/'));
  const parent = page.frame({ name: 'wrapper' });
  const sibling = page.frame({ name: 'sibling' });
  if (!player || !parent || !sibling) throw new Error('the host page lacks a frame');
  await expect.poll(() => playerTime(player)).toBeGreaterThan(0.5);
  return { player, playerLocator, parent, sibling };
}

const playerTime = (player: Frame) =>
  player.evaluate(
    () =>
      document.querySelector<HTMLVideoElement>('video[data-player="content"]')?.currentTime ?? 0,
  );

const playerPaused = (player: Frame) =>
  player.evaluate(
    () => document.querySelector<HTMLVideoElement>('video[data-player="content"]')?.paused,
  );

/** Counts the messages that reach the player's window, so a test knows they were all handled. */
async function countMessages(player: Frame): Promise<() => Promise<number>> {
  await player.evaluate(() => {
    const global = window as Window & { messagesReceived?: number };
    global.messagesReceived = 0;
    window.addEventListener('message', () => {
      global.messagesReceived = (global.messagesReceived ?? 0) + 1;
    });
  });
  return () =>
    player.evaluate(() => (window as Window & { messagesReceived?: number }).messagesReceived ?? 0);
}

/** Opens the settings menu of the playing player, as a viewer does. */
async function openSettings(player: FrameLocator) {
  // Once faded, as they soon are during playback: a press wakes them, never racing their fade.
  await expect(player.locator('.player')).toHaveAttribute('data-controls', 'hidden');
  await new Player(player).openMenu('Настройки');
  await expect(player.getByRole('menu')).toHaveCount(1);
}

/** Posts `message` from `frame` (the top page, the parent or the sibling) to the player's window. */
async function postToPlayer(frame: Frame | Page, message: unknown) {
  await frame.evaluate((data) => {
    // The host site's frames share its origin: the top page's DOM leads to the player's frame.
    const wrapper = top?.document.getElementById('wrapper') as HTMLIFrameElement | null;
    const player = wrapper?.contentDocument?.getElementById('player') as HTMLIFrameElement | null;
    if (!player?.contentWindow) throw new Error('no player window');
    player.contentWindow.postMessage(data, '*');
  }, message);
}

/** The parent's own messages still work: click closes the menu, pause pauses and saves the place. */
async function expectParentStillObeyed(page: Page, serverUrl: string, frames: Frames) {
  const { player, playerLocator, parent } = frames;
  await postToPlayer(parent, { kind: 'click' });
  await expect(playerLocator.getByRole('menu')).toHaveCount(0);
  expect(await playerPaused(player)).toBe(false);
  // Past the first save's second (2 at most), so that only the pause's own save can match.
  await expect.poll(() => playerTime(player)).toBeGreaterThan(3);
  await postToPlayer(parent, '{"kind":"pause"}');
  await expect.poll(() => playerPaused(player)).toBe(true);
  await expect(playerLocator.getByRole('button', { name: 'Воспроизвести' }).first()).toBeAttached();
  const pausedAt = Math.floor(await playerTime(player));
  await passSaveRhythm(page);
  await expect.poll(() => serverProgress(page, serverUrl, 1, filmEpisodeId)).toBe(pausedAt);
}

const realMessages = [{ kind: 'pause' }, '{"kind":"pause"}', { kind: 'click' }, '{"kind":"click"}'];

test('pause and click from the top page, a sibling frame or the player’s own window are ignored', async ({
  page,
  serverUrl,
}) => {
  const frames = await openNestedPlayer(page, serverUrl);
  const { player, playerLocator, sibling } = frames;
  const received = await countMessages(player);
  await openSettings(playerLocator);
  const before = await playerTime(player);

  for (const message of realMessages) {
    await postToPlayer(page, message);
    await postToPlayer(sibling, message);
    await player.evaluate((data) => window.postMessage(data, '*'), message);
  }
  // Every message was handled, and none paused the film or closed its menu.
  await expect.poll(received).toBe(realMessages.length * 3);
  await expect.poll(() => playerTime(player)).toBeGreaterThan(before + 0.5);
  expect(await playerPaused(player)).toBe(false);
  await expect(playerLocator.getByRole('menu')).toHaveCount(1);

  await expectParentStillObeyed(page, serverUrl, frames);
});

test('junk bodies from the parent are ignored without an error, and its real messages still work', async ({
  page,
  serverUrl,
}) => {
  const frames = await openNestedPlayer(page, serverUrl);
  const { player, playerLocator, parent } = frames;
  const received = await countMessages(player);
  await openSettings(playerLocator);
  const before = await playerTime(player);

  // Built in the parent, so that structured clone carries what a real host could send.
  const sent = await parent.evaluate(() => {
    const junk: unknown[] = [
      'not json',
      'pause',
      '"pause"',
      '{"kind":"pause"',
      '{"kind":"Pause"}',
      '{"kind":" click"}',
      'null',
      '[]',
      '',
      null,
      undefined,
      42,
      NaN,
      true,
      [],
      ['pause'],
      [{ kind: 'pause' }],
      {},
      { kind: null },
      { kind: 'stop' },
      { kind: 'PAUSE' },
      { kind: ['pause'] },
      { kind: { kind: 'pause' } },
      { type: 'pause' },
      { eventName: 'pause' },
      new Date(),
      new ArrayBuffer(16),
      new Map([['kind', 'pause']]),
      'x'.repeat(5_000_000),
      JSON.stringify({ kind: 'x'.repeat(1_000_000) }),
      `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    ];
    const target = (document.getElementById('player') as HTMLIFrameElement).contentWindow;
    for (const data of junk) target?.postMessage(data, '*');
    return junk.length;
  });
  await expect.poll(received).toBe(sent);
  await expect.poll(() => playerTime(player)).toBeGreaterThan(before + 0.5);
  expect(await playerPaused(player)).toBe(false);
  await expect(playerLocator.getByRole('menu')).toHaveCount(1);

  await expectParentStillObeyed(page, serverUrl, frames);
});

test.describe('a VPAID creative', () => {
  test.use({ serverAds: true });

  test('runs in an opaque origin: it reaches neither the player’s page, nor its cookies and storage', async ({
    page,
    serverUrl,
  }) => {
    const list = new URL(`${serverUrl}/ads/list.json`);
    list.searchParams.append('vast', '/api/vast.xml?ad=preroll-vpaid');
    await page.addInitScript((adListUrl) => {
      (window as Window & { playerEmbed?: object }).playerEmbed = { adListUrl };
    }, list.href);
    await page.goto(`${serverUrl}/player/?movie_id=1`);
    await page.getByRole('button', { name: 'Воспроизвести' }).click();
    const creative = page.frameLocator('iframe[data-player="vpaid"]').locator('video');
    await expect(creative).toHaveJSProperty('paused', false);
    const frame = page.frames().find((candidate) => candidate.url().includes('vpaid-frame'));
    if (!frame) throw new Error('no VPAID frame');

    // What a hostile creative would try, from inside its frame.
    const reach = await frame.evaluate(() => {
      const attempt = (what: () => unknown) => {
        try {
          what();
          return 'reached';
        } catch (error) {
          return (error as Error).name;
        }
      };
      return {
        origin: self.origin,
        playerDocument: attempt(() => parent.document.body),
        playerStorage: attempt(() => parent.localStorage.length),
        cookies: attempt(() => document.cookie),
        storage: attempt(() => localStorage.length),
      };
    });
    expect(reach).toEqual({
      origin: 'null',
      playerDocument: 'SecurityError',
      playerStorage: 'SecurityError',
      cookies: 'SecurityError',
      storage: 'SecurityError',
    });

    // The ad goes on to its skip, and the film plays after it.
    await page.getByRole('button', { name: 'Пропустить', exact: true }).click({ timeout: 10_000 });
    await expect(page.locator('iframe[data-player="vpaid"]')).toHaveCount(0);
    await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
    await expect(contentVideo(page)).toHaveJSProperty('paused', false);
  });
});
