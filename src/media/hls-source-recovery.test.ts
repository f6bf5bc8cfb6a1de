import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayerError } from '../lib/player-error';
import { giveUpAfterStarvedMs } from './delivery-recovery';
import { firstFrameStallMs } from './first-frame-stall';
import { attachedStream, fire, streamUrl } from './testing/attached-stream';
import { FakeHls } from './testing/fake-hls';

const networkError = (details = 'fragLoadError') => ({
  type: 'networkError',
  details,
  fatal: true,
});
const mediaError = (details = 'bufferAppendError') => ({
  type: 'mediaError',
  details,
  fatal: true,
});

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom has no MediaError: its codes are the standard's.
  vi.stubGlobal('MediaError', { MEDIA_ERR_NETWORK: 2, MEDIA_ERR_DECODE: 3 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('attachHlsSource: errors and recovery', () => {
  it('gives a decoder that shows no frame of the start it holds a fresh MediaSource and the start again, once', () => {
    const { hls, video, errors, failures } = attachedStream({ preload: 'start' });
    // The held buffer has its start (4 s of each track) and has stopped loading.
    hls.pauseBuffering();
    const buffered = { length: 1, start: () => 0, end: () => 4 };
    fire(video, 'loadedmetadata', { readyState: 1, duration: 30, buffered });
    vi.advanceTimersByTime(firstFrameStallMs);
    expect(hls.mediaRecoveries).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(errors).toEqual([{ kind: 'media', detail: 'firstFrameStall', fatal: false }]);
    expect(hls).toMatchObject({ mediaRecoveries: 1, buffering: true });
    expect(failures).toEqual([]);
  });

  it('leaves a protected stream’s wait for its key to the license’s deadline', () => {
    const protection = {
      hlsConfig: {},
      errorOf: () => undefined,
      mediaFailure: (error: PlayerError) => error,
      attachNative: () => () => undefined,
    };
    const { hls, video, errors } = attachedStream({ protection });
    const buffered = { length: 1, start: () => 0, end: () => 4 };
    fire(video, 'loadedmetadata', { readyState: 1, duration: 30, buffered });
    vi.advanceTimersByTime(firstFrameStallMs * 4);
    expect(hls.mediaRecoveries).toBe(0);
    expect(errors).toEqual([]);
  });

  it('tells an error hls.js gets past, and does nothing about it', () => {
    const { hls, errors, failures } = attachedStream();
    const stalled = { type: 'mediaError', details: 'bufferStalledError', fatal: false };
    hls.emit(FakeHls.Events.ERROR, stalled);
    expect(errors).toEqual([
      { kind: 'media', detail: 'bufferStalledError', fatal: false, cause: stalled },
    ]);
    expect(failures).toEqual([]);
    expect(hls).toMatchObject({ startLoads: 0, mediaRecoveries: 0 });
  });

  it.each(['manifestLoadError', 'manifestLoadTimeOut', 'manifestParsingError'])(
    'fails as the manifest’s failure on a fatal %s',
    (details) => {
      const { hls, failures } = attachedStream();
      hls.emit(FakeHls.Events.ERROR, networkError(details));
      expect(failures).toEqual([
        {
          kind: 'manifest',
          detail: details,
          fatal: true,
          url: streamUrl,
          cause: networkError(details),
        },
      ]);
      expect(hls.startLoads).toBe(0);
    },
  );

  it('rides out a fatal network error: told as one it got past, the loading restarted a second later', () => {
    const { hls, video, errors, failures } = attachedStream();
    fire(video, 'play', { paused: false, readyState: 1 });
    hls.emit(FakeHls.Events.ERROR, networkError());
    expect(errors).toEqual([
      { kind: 'network', detail: 'fragLoadError', fatal: false, cause: networkError() },
    ]);
    expect(hls.startLoads).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(hls.startLoads).toBe(1);
    expect(failures).toEqual([]);
  });

  it(`fails once, as the last network error, when the film has waited ${giveUpAfterStarvedMs / 1000} s for data`, () => {
    const { hls, video, errors, failures } = attachedStream();
    fire(video, 'play', { paused: false, readyState: 1 });
    hls.emit(FakeHls.Events.ERROR, networkError());
    for (let waited = 0; waited < giveUpAfterStarvedMs; waited += 1000) {
      vi.advanceTimersByTime(1000);
      hls.emit(FakeHls.Events.ERROR, networkError('levelLoadError'));
    }
    const last = { kind: 'network', detail: 'levelLoadError', fatal: true };
    expect(failures).toEqual([{ ...last, cause: networkError('levelLoadError') }]);
    expect(errors.filter((error) => error.fatal)).toEqual([
      { ...last, cause: networkError('levelLoadError') },
    ]);
    expect(hls.loadStopped).toBe(true);
    const restarts = hls.startLoads;
    vi.advanceTimersByTime(60_000);
    expect(hls.startLoads).toBe(restarts);
  });

  it('ends the outage when a fragment arrives: no failure however long it lasted', () => {
    const { hls, video, failures } = attachedStream();
    fire(video, 'play', { paused: false, readyState: 1 });
    hls.emit(FakeHls.Events.ERROR, networkError());
    vi.advanceTimersByTime(giveUpAfterStarvedMs - 1000);
    hls.emit(FakeHls.Events.FRAG_LOADED, { frag: { type: 'main', level: 0 } });
    vi.advanceTimersByTime(10 * giveUpAfterStarvedMs);
    expect(failures).toEqual([]);
  });

  it('stops riding out an outage when destroyed', () => {
    const { hls, video, stream, failures } = attachedStream();
    fire(video, 'play', { paused: false, readyState: 1 });
    hls.emit(FakeHls.Events.ERROR, networkError());
    stream.destroy();
    vi.advanceTimersByTime(10 * giveUpAfterStarvedMs);
    expect({ startLoads: hls.startLoads, failures }).toEqual({ startLoads: 0, failures: [] });
  });

  it('recovers from a fatal media error twice, and fails on the third', () => {
    const { hls, failures } = attachedStream();
    hls.emit(FakeHls.Events.ERROR, mediaError());
    hls.emit(FakeHls.Events.ERROR, mediaError());
    expect(hls.mediaRecoveries).toBe(2);
    expect(failures).toEqual([]);
    hls.emit(FakeHls.Events.ERROR, mediaError('bufferFullError'));
    expect(hls.mediaRecoveries).toBe(2);
    expect(failures).toEqual([
      {
        kind: 'media',
        detail: 'bufferFullError',
        fatal: true,
        cause: mediaError('bufferFullError'),
      },
    ]);
  });

  it('fails at once on any other fatal error', () => {
    const { hls, failures } = attachedStream();
    const exception = { type: 'otherError', details: 'internalException', fatal: true };
    hls.emit(FakeHls.Events.ERROR, exception);
    expect(failures).toEqual([
      { kind: 'other', detail: 'internalException', fatal: true, cause: exception },
    ]);
    expect(hls).toMatchObject({ startLoads: 0, mediaRecoveries: 0, loadStopped: true });
  });

  it('tells nothing more once the stream has failed: one failure, its loading stopped', () => {
    const { hls, video, errors, failures } = attachedStream();
    const exception = { type: 'otherError', details: 'internalException', fatal: true };
    hls.emit(FakeHls.Events.ERROR, exception);
    hls.emit(FakeHls.Events.ERROR, { ...exception, details: 'keySystemNoKeys' });
    fire(video, 'error', { error: { code: 3 } });
    expect(errors).toHaveLength(1);
    expect(failures).toHaveLength(1);
    expect(hls).toMatchObject({ loadStopped: true, mediaRecoveries: 0 });
  });

  it('recovers from data the element cannot decode, within the same allowance', () => {
    const { hls, video, errors, failures } = attachedStream();
    fire(video, 'error', { error: { code: 3 } });
    const undecodable = { kind: 'media', detail: 'mediaError3', fatal: true, cause: { code: 3 } };
    expect(errors).toEqual([undecodable]);
    expect(hls.mediaRecoveries).toBe(1);
    hls.emit(FakeHls.Events.ERROR, mediaError());
    fire(video, 'error', { error: { code: 3 } });
    expect(failures).toEqual([undecodable]);
  });

  it('leaves the element’s other errors to hls.js', () => {
    const { hls, video, errors } = attachedStream();
    fire(video, 'error', { error: { code: 2 } });
    expect(errors).toEqual([]);
    expect(hls.mediaRecoveries).toBe(0);
  });
});
