import { afterEach, describe, expect, it } from 'vitest';
import { FakeHls, fakeHlsModule } from './testing/fake-hls';
import { prepareStream } from './prepared-stream';

const url = 'https://media.test/film/master.m3u8';

// jsdom's media elements load nothing: the test says what the element did.
const fire = (video: HTMLVideoElement, type: string) => video.dispatchEvent(new Event(type));
const onlyHls = () => {
  const [hls] = FakeHls.instances;
  if (!hls) throw new Error('no hls.js instance');
  return hls;
};

/** A stream prepared from its start and being shown in a new video, hls.js in and attached. */
async function showingInAVideo() {
  const { loadHls } = fakeHlsModule();
  const prepared = prepareStream(loadHls, url, undefined);
  const video = document.createElement('video');
  const shown = prepared.showIn(video);
  await prepared.requested;
  return { prepared, video, shown };
}

describe('prepareStream', () => {
  afterEach(() => {
    FakeHls.isSupported = () => true;
  });

  it('loads the stream from its start before any element exists', async () => {
    const { loadHls } = fakeHlsModule();
    const prepared = prepareStream(loadHls, url, 12);
    await prepared.requested;
    expect(onlyHls()).toMatchObject({ source: url, media: null });
    expect(onlyHls().options).toMatchObject({ startPosition: 12, startFragPrefetch: true });
  });

  it('shows the stream in a video before the player exists: only its start, settling at its first frame', async () => {
    const { loadHls } = fakeHlsModule();
    const prepared = prepareStream(loadHls, url, undefined);
    const video = document.createElement('video');
    let settled = false;
    const shown = prepared.showIn(video).then(() => (settled = true));
    await prepared.requested;
    const hls = onlyHls();
    expect(hls.media).toBe(video);
    expect(prepared.video).toBe(video);
    expect(hls.config.maxBufferLength).toBe(1);
    await Promise.resolve();
    expect(settled).toBe(false);
    fire(video, 'loadeddata');
    await shown;
    expect(settled).toBe(true);
  });

  it('hands the shown stream to the player with its hold, which the first play releases', async () => {
    const { prepared, video, shown } = await showingInAVideo();
    fire(video, 'loadeddata');
    await shown;
    const taken = await prepared.take();
    expect(taken?.hls).toBe(onlyHls());
    expect(taken?.hold).toBeDefined();
    fire(video, 'play');
    expect(onlyHls().config).toEqual({ maxBufferLength: 30, maxMaxBufferLength: 600 });
  });

  it('settles at a fatal error, and hands over no instance of the failed stream, only its error', async () => {
    const { prepared, shown } = await showingInAVideo();
    onlyHls().emit(FakeHls.Events.ERROR, { details: 'fragLoadError', fatal: true });
    await shown;
    expect(await prepared.take()).toMatchObject({
      hls: undefined,
      earlierErrors: [{ kind: 'other', detail: 'fragLoadError', fatal: true }],
    });
    expect(onlyHls().destroyed).toBe(true);
  });

  it('does not hand over a stream whose element failed to decode it', async () => {
    const { prepared, video, shown } = await showingInAVideo();
    Object.defineProperty(video, 'error', { value: { code: 3 } });
    fire(video, 'error');
    await shown;
    expect(await prepared.take()).toEqual({ hls: undefined, earlierErrors: [], hold: undefined });
    expect(onlyHls().destroyed).toBe(true);
  });

  it('shows nothing once let go, nor where hls.js cannot play', async () => {
    const first = fakeHlsModule();
    const letGo = prepareStream(first.loadHls, url, undefined);
    letGo.dispose();
    await letGo.showIn(document.createElement('video'));
    expect(letGo.video).toBeUndefined();

    const second = fakeHlsModule();
    FakeHls.isSupported = () => false;
    const unsupported = prepareStream(second.loadHls, url, undefined);
    await unsupported.showIn(document.createElement('video'));
    expect(unsupported.video).toBeUndefined();
    expect(FakeHls.instances).toEqual([]);
  });
});
