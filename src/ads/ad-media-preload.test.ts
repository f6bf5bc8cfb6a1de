import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadAdMedia } from './ad-media-preload';
import type { AdMediaFile, ParsedAd, VastLoadResult } from './ad-types';

const file = (url: string, extra: Partial<AdMediaFile> = {}): AdMediaFile => ({
  url,
  type: 'video/mp4',
  width: 1280,
  height: 720,
  ...extra,
});

const answerWith = (...mediaFiles: AdMediaFile[]): Promise<VastLoadResult> =>
  Promise.resolve({
    kind: 'ad',
    ad: { mediaFiles } as ParsedAd,
  });

const frame = () => ({ width: 1280, height: 720 });
const playsMp4 = (type: string) => type === 'video/mp4';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadAdMedia', () => {
  afterEach(() => vi.restoreAllMocks());

  it('loads the file the break will choose, in an element the break takes once', async () => {
    const small = file('https://ads.test/360.mp4', { width: 640, height: 360 });
    const fitting = file('https://ads.test/720.mp4');
    const preload = preloadAdMedia([answerWith(small, fitting)], frame, playsMp4);
    await settle();
    const video = preload.take(fitting.url);
    expect(video?.getAttribute('src')).toBe(fitting.url);
    expect(video?.preload).toBe('auto');
    expect(preload.take(fitting.url)).toBeUndefined();
    expect(preload.take(small.url)).toBeUndefined();
  });

  it('loads nothing for an error, a VPAID creative or a file the browser cannot play', async () => {
    const failed: Promise<VastLoadResult> = Promise.resolve({
      kind: 'error',
      code: 303,
      errorUrls: [],
      reportedByLibrary: false,
      message: 'no ad',
    });
    const vpaid = file('https://ads.test/vpaid.js', {
      type: 'application/javascript',
      apiFramework: 'VPAID',
    });
    const webm = file('https://ads.test/ad.webm', { type: 'video/webm' });
    const rejected = Promise.reject(new Error('aborted'));
    const preload = preloadAdMedia(
      [failed, answerWith(vpaid), answerWith(webm), rejected],
      frame,
      playsMp4,
    );
    await settle();
    expect(preload.take(vpaid.url)).toBeUndefined();
    expect(preload.take(webm.url)).toBeUndefined();
  });

  it('lets go what nobody took, and loads nothing once let go', async () => {
    const first = file('https://ads.test/first.mp4');
    const late = file('https://ads.test/late.mp4');
    let answerLate: (result: VastLoadResult) => void = () => undefined;
    const lateAnswer = new Promise<VastLoadResult>((resolve) => (answerLate = resolve));
    const unload = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    const preload = preloadAdMedia([answerWith(first), lateAnswer], frame, playsMp4);
    await settle();
    preload.dispose();
    // The untaken element stops loading: no source, and load() to drop what it had.
    const [unloaded] = unload.mock.contexts as HTMLVideoElement[];
    expect(unloaded?.hasAttribute('src')).toBe(false);
    answerLate({ kind: 'ad', ad: { mediaFiles: [late] } as ParsedAd });
    await settle();
    expect(preload.take(first.url)).toBeUndefined();
    expect(preload.take(late.url)).toBeUndefined();
  });
});
