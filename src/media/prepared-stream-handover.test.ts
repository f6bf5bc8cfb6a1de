import { afterEach, describe, expect, it } from 'vitest';
import { prepareStream } from './prepared-stream';
import { deferred, settle } from './testing/promises';
import { fire } from './testing/attached-stream';
import { FakeHls, fakeHlsModule } from './testing/fake-hls';

const url = 'https://media.test/film/master.m3u8';
const fullGoal = { maxBufferLength: 30, maxMaxBufferLength: 600 };

/** A stream prepared from its start, hls.js in and the manifest asked for. */
async function prepared() {
  const { loadHls } = fakeHlsModule();
  const stream = prepareStream(loadHls, url, undefined);
  await stream.requested;
  const [hls] = FakeHls.instances;
  if (!hls) throw new Error('no hls.js instance');
  return { stream, hls };
}

/** A stream prepared once hls.js arrives, which the test lets happen. */
function preparedOnArrival() {
  const { HlsClass } = fakeHlsModule();
  const arrival = deferred();
  const stream = prepareStream(() => arrival.promise.then(() => HlsClass), url, undefined);
  return { stream, arrive: arrival.resolve };
}

describe('prepareStream: handing the stream over', () => {
  afterEach(() => {
    delete (navigator as { connection?: unknown }).connection;
  });

  it('hands the very hls.js instance over once, with the errors it met so far', async () => {
    const { stream, hls } = await prepared();
    const timeout = { type: 'networkError', details: 'fragLoadTimeOut', fatal: false };
    hls.emit(FakeHls.Events.ERROR, timeout);
    const taken = await stream.take();
    expect(taken).toEqual({
      hls,
      earlierErrors: [{ kind: 'network', detail: 'fragLoadTimeOut', fatal: false, cause: timeout }],
      hold: undefined,
    });
    expect(await stream.take()).toBeUndefined();
    expect(hls.destroyed).toBe(false);
  });

  it('leaves a taken stream alone when let go afterwards', async () => {
    const { stream, hls } = await prepared();
    await stream.take();
    stream.dispose();
    await settle();
    expect(hls.destroyed).toBe(false);
  });

  it('destroys a stream let go before anyone took it, and hands nothing over then', async () => {
    const { stream, hls } = await prepared();
    stream.dispose();
    await settle();
    expect(hls.destroyed).toBe(true);
    expect(await stream.take()).toBeUndefined();
  });

  it('makes no stream when let go before hls.js arrives', async () => {
    const { stream, arrive } = preparedOnArrival();
    stream.dispose();
    arrive();
    await stream.requested;
    expect(FakeHls.instances).toEqual([]);
  });

  it('hands over no instance of a stream that failed, only what it met', async () => {
    const { stream, hls } = await prepared();
    const failure = { details: 'manifestLoadError', fatal: true };
    hls.emit(FakeHls.Events.ERROR, failure);
    expect(await stream.take()).toEqual({
      hls: undefined,
      hold: undefined,
      earlierErrors: [
        { kind: 'manifest', detail: 'manifestLoadError', fatal: true, url, cause: failure },
      ],
    });
    expect(hls.destroyed).toBe(true);
    expect(await stream.take()).toBeUndefined();
  });

  it('loads nothing for a viewer saving data', async () => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true },
    });
    const { loadHls } = fakeHlsModule();
    const stream = prepareStream(loadHls, url, 30);
    await stream.requested;
    expect(FakeHls.instances).toEqual([]);
    expect(await stream.take()).toBeUndefined();
  });
});

describe('prepareStream: a stream shown before the player', () => {
  it('holds its buffer to the start until the first play, a seek fetching where it lands', async () => {
    const { stream, hls } = await prepared();
    const video = document.createElement('video');
    void stream.showIn(video);
    await settle();
    expect(hls.config.maxBufferLength).toBe(1);
    // Alternate audio: its first fragment is the last one until the play.
    hls.emit(FakeHls.Events.FRAG_BUFFERED, { frag: { type: 'audio' } });
    expect(hls.buffering).toBe(false);
    fire(video, 'seeking');
    expect(hls.buffering).toBe(true);
    hls.emit(FakeHls.Events.FRAG_BUFFERED, { frag: { type: 'audio' } });
    fire(video, 'play');
    expect(hls.config).toEqual(fullGoal);
    expect(hls.buffering).toBe(true);
  });

  it('is shown in one element only', async () => {
    const { stream, hls } = await prepared();
    const first = document.createElement('video');
    void stream.showIn(first);
    await stream.showIn(document.createElement('video'));
    expect(hls.media).toBe(first);
    expect(hls.attachCount).toBe(1);
  });

  it('lets go of its hold with the stream, when nobody took it', async () => {
    const { stream, hls } = await prepared();
    const video = document.createElement('video');
    void stream.showIn(video);
    await settle();
    stream.dispose();
    await settle();
    expect(hls.destroyed).toBe(true);
    fire(video, 'play');
    expect(hls.config.maxBufferLength).toBe(1);
  });
});
