import { vi } from 'vitest';
import { runAdBreak, type AdBreakOptions } from '../ad-break';
import { createAdEvents, type AdEvents } from '../ad-events';
import type { ParsedAd, VastLoadResult } from '../ad-types';
import { createAdStore } from '../ad-view';
import { parsedAd } from './parsed-ad';

/** The VAST tag of an ad in these tests. */
export const tagOf = (id: string) => `https://ads.test/vast/${id}.xml`;
/** The video file of an ad in these tests. */
export const fileOf = (id: string) => `https://ads.test/${id}.mp4`;

/** An ad of one playable MP4 file, its tracking pixels named after it. */
export function videoAd(id: string, fields: Partial<ParsedAd> = {}): ParsedAd {
  return parsedAd({
    id,
    duration: 10,
    mediaFiles: [{ url: fileOf(id), type: 'video/mp4', width: 640, height: 360 }],
    impressionUrls: [`https://ads.test/pixel?ad=${id}&event=impression`],
    errorUrls: [`https://ads.test/pixel?ad=${id}&event=error&code=[ERRORCODE]`],
    ...fields,
  });
}

/** jsdom plays nothing: the element's part is played by the test (see fireOn). */
export function stubMediaElements() {
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    type === 'video/mp4' ? 'probably' : '',
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
}

/** Fires an element's event with the state the browser would have set first. */
export function fireOn(video: HTMLVideoElement, type: string, state: Record<string, unknown> = {}) {
  for (const [key, value] of Object.entries(state))
    Object.defineProperty(video, key, { value, configurable: true });
  video.dispatchEvent(new Event(type));
}

/** An ad's element plays its file to the end. */
export function playToEnd(video: HTMLVideoElement, duration = 10) {
  fireOn(video, 'canplaythrough', { duration });
  fireOn(video, 'playing');
  fireOn(video, 'timeupdate', { currentTime: duration / 2 });
  fireOn(video, 'ended', { currentTime: duration });
}

export interface BreakSetup extends Partial<AdBreakOptions> {
  /** The queue's VAST tags with their answers, as if requested ahead (else vastUrls load now). */
  answers?: [string, VastLoadResult | Promise<VastLoadResult>][];
}

/**
 * A pre-roll break at 30 s of a 120 s film over these answers: what it told (its events, by name
 * and payload) and pinged is recorded, and `adVideo()` waits for the element of the ad on screen.
 */
export function startBreak({ answers, ...setup }: BreakSetup) {
  const container = document.createElement('div');
  const store = createAdStore();
  const events = createAdEvents();
  const told: [keyof AdEvents, unknown][] = [];
  const names = ['adStart', 'adPause', 'adResume', 'adClick', 'adEnd', 'adError'] as const;
  for (const name of names) events.on(name, (payload) => told.push([name, payload]));
  const pings: string[] = [];
  const controller = new AbortController();
  const done = runAdBreak({
    kind: 'pre-roll',
    vastUrls: answers?.map(([url]) => url) ?? [],
    container,
    store,
    events,
    contentPosition: 30,
    contentDuration: 120,
    vastHeaders: {},
    volume: 1,
    muted: false,
    vpaidFrameUrl: 'https://player.test/vpaid-frame.html',
    signal: controller.signal,
    ping: (url) => pings.push(url),
    prefetched: answers && new Map(answers.map(([url, answer]) => [url, Promise.resolve(answer)])),
    ...setup,
  });
  const adVideo = () =>
    vi.waitFor(
      () => {
        const video = container.querySelector('video');
        if (!video) throw new Error('no ad on screen yet');
        return video;
      },
      // A loaded machine may take a while; a passing test waits milliseconds.
      { interval: 5, timeout: 5000 },
    );
  const namesTold = () => told.map(([name]) => name);
  return {
    container,
    store,
    told,
    namesTold,
    pings,
    done,
    adVideo,
    abort: () => controller.abort(),
  };
}
