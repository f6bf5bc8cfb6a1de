import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadAdMedia } from './ad-media-preload';
import type { AdMediaFile } from './ad-types';

const file = (url: string, extra: Partial<AdMediaFile> = {}): AdMediaFile => ({
  url,
  type: 'video/mp4',
  width: 1280,
  height: 720,
  ...extra,
});

const answerWith = (...mediaFiles: AdMediaFile[]) => Promise.resolve(mediaFiles);

const frame = () => ({ width: 1280, height: 720 });
const playsMp4 = (type: string) => type === 'video/mp4';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadAdMedia', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('loads the file the break will choose, in an element the break takes once', async () => {
    const small = file('https://ads.test/360.mp4', { width: 640, height: 360 });
    const fitting = file('https://ads.test/720.mp4');
    const preload = preloadAdMedia([answerWith(small, fitting)], frame, playsMp4);
    await settle();
    const video = preload.take(fitting.url);
    expect(video?.getAttribute('src')).toBe(fitting.url);
    expect(video?.preload).toBe('auto');
    // Its first frame shows over the page until then, as the ad's own video.
    expect(video?.parentElement).toBe(document.body);
    expect(video?.dataset.player).toBe('ad');
    expect(preload.take(fitting.url)).toBeUndefined();
    expect(preload.take(small.url)).toBeUndefined();
  });

  it('loads nothing for an ad whose files are unknown, a VPAID creative or a file the browser cannot play', async () => {
    const failed = Promise.resolve(undefined);
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
    expect(document.querySelector('video')).toBeNull();
  });

  it('lets the others go when the break takes another file: nothing covers the ad it plays', async () => {
    const peeked = file('https://ads.test/peeked.mp4');
    const unload = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    const preload = preloadAdMedia([answerWith(peeked)], frame, playsMp4);
    await settle();
    expect(preload.take('https://ads.test/chosen.mp4')).toBeUndefined();
    expect(document.querySelector('video')).toBeNull();
    expect(unload).toHaveBeenCalledTimes(1);
    expect(preload.take(peeked.url)).toBeUndefined();
  });

  it('tells when the file’s first frame is in, or that none will come', async () => {
    const shown = preloadAdMedia([answerWith(file('https://ads.test/720.mp4'))], frame, playsMp4);
    await settle();
    document.querySelector('video')?.dispatchEvent(new Event('loadeddata'));
    expect(await shown.firstFrame).toBe(true);

    const vpaid = file('https://ads.test/vpaid.js', { type: 'application/javascript' });
    const none = preloadAdMedia([answerWith(vpaid), Promise.resolve(undefined)], frame, playsMp4);
    expect(await none.firstFrame).toBe(false);

    vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    const letGo = preloadAdMedia([answerWith(file('https://ads.test/late.mp4'))], frame, playsMp4);
    letGo.dispose();
    expect(await letGo.firstFrame).toBe(false);
  });

  it('lets go what nobody took, and loads nothing once let go', async () => {
    const first = file('https://ads.test/first.mp4');
    const late = file('https://ads.test/late.mp4');
    let answerLate: (files: AdMediaFile[]) => void = () => undefined;
    const lateAnswer = new Promise<AdMediaFile[]>((resolve) => (answerLate = resolve));
    const unload = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
    const preload = preloadAdMedia([answerWith(first), lateAnswer], frame, playsMp4);
    await settle();
    preload.dispose();
    // The untaken element stops loading: no source, and load() to drop what it had.
    const [unloaded] = unload.mock.contexts as HTMLVideoElement[];
    expect(unloaded?.hasAttribute('src')).toBe(false);
    expect(unloaded?.isConnected).toBe(false);
    answerLate([late]);
    await settle();
    expect(preload.take(first.url)).toBeUndefined();
    expect(preload.take(late.url)).toBeUndefined();
  });
});
