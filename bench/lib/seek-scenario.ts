import type { Browser, CDPSession, Page } from '@playwright/test';
import { repoPath } from '../../server/paths';
import { openFresh, type BenchPage } from './open-fresh';

/** Seek times of one page: ms from setting currentTime to the first frame presented at the target. */
export interface SeekFigures {
  bufferedMs: number;
  /** NaN when the target turned out to be buffered after all (the run does not count). */
  unbufferedMs: number;
}

interface SeekResult {
  frameMs: number;
  mediaTime: number;
  buffered: boolean;
}

// The unbuffered target: 24 s of film 1's 30 s.
const unbufferedTarget = 24;
// Unthrottled, the whole film is buffered within the first second; at 2 Mbit/s the buffer stays
// about 9 s ahead, so 24 s is still to load when the page has played 3 s.
const warmUpBytesPerSecond = 250_000;
const playedBeforeSeek = 3;

const seek = (page: Page, to: number) =>
  page.evaluate(
    (target) =>
      (window as unknown as { __benchSeek(to: number): Promise<SeekResult> }).__benchSeek(target),
    to,
  );

const throttle = (cdp: CDPSession, bytesPerSecond: number) =>
  cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: -1,
  });

const playedSeconds = (page: Page) =>
  page.evaluate(
    () =>
      (
        document.querySelector<HTMLVideoElement>('video[data-player="content"]') ??
        document.querySelector('video')
      )?.currentTime ?? 0,
  );

/**
 * After 3 s of playback on a throttled network: a seek 1 s ahead (buffered), then, at full speed
 * again, a seek to 24 s (not buffered yet), each timed to its first frame at the target.
 */
export async function measureSeeks(browser: Browser, target: BenchPage): Promise<SeekFigures> {
  const sessions: CDPSession[] = [];
  const { context, page } = await openFresh(browser, target, {
    initScripts: [repoPath('bench', 'pages', 'seek-probe.js')],
    beforeNavigation: async (opened) => {
      const cdp = await opened.context().newCDPSession(opened);
      sessions.push(cdp);
      await cdp.send('Network.enable');
      await throttle(cdp, warmUpBytesPerSecond);
    },
  });
  try {
    const deadline = Date.now() + 30_000;
    while ((await playedSeconds(page)) < playedBeforeSeek) {
      if (Date.now() > deadline) throw new Error(`not ${playedBeforeSeek} s played in 30 s`);
      await page.waitForTimeout(50);
    }
    const now = await playedSeconds(page);
    const buffered = await seek(page, now + 1);
    for (const cdp of sessions) await throttle(cdp, -1);
    const unbuffered = await seek(page, unbufferedTarget);
    return {
      bufferedMs: buffered.buffered ? buffered.frameMs : Number.NaN,
      unbufferedMs: unbuffered.buffered ? Number.NaN : unbuffered.frameMs,
    };
  } finally {
    await context.close();
  }
}
