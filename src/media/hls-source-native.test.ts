import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachNativeSource, type PreloadAmount } from './hls-source';
import { fire, streamReports, streamUrl } from './testing/attached-stream';

/** The browser's own HLS (Safari) playing the stream in a new video. */
function nativeStream(setup: { preload?: PreloadAmount; startTime?: number } = {}) {
  const video = document.createElement('video');
  video.preload = 'auto';
  const reports = streamReports();
  const stream = attachNativeSource(video, streamUrl, {
    ...reports.options,
    startTime: setup.startTime,
    preload: setup.preload ?? 'start',
  });
  return { ...reports, stream, video };
}

beforeEach(() => {
  // jsdom loads nothing.
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('attachNativeSource', () => {
  it('gives the element the URL, loading metadata only until the first play', () => {
    const { video } = nativeStream({ preload: 'start' });
    expect(video.getAttribute('src')).toBe(streamUrl);
    expect(video.preload).toBe('metadata');
    fire(video, 'play');
    expect(video.preload).toBe('auto');
  });

  it('loads everything at once when a play is on its way, or once released', () => {
    expect(nativeStream({ preload: 'full' }).video.preload).toBe('auto');
    const { video, stream } = nativeStream({ preload: 'start' });
    stream.releaseBuffer();
    expect(video.preload).toBe('auto');
  });

  it('moves to the start time once the metadata is in', () => {
    const { video } = nativeStream({ startTime: 95 });
    expect(video.currentTime).toBe(0);
    fire(video, 'loadedmetadata');
    expect(video.currentTime).toBe(95);
  });

  it('fails as the manifest’s failure on an error before any data', () => {
    const { video, errors, failures } = nativeStream();
    const mediaError = { code: 4, message: '' };
    fire(video, 'error', { error: mediaError, readyState: 0 });
    const failure = {
      kind: 'manifest',
      detail: 'mediaError4',
      fatal: true,
      url: streamUrl,
      cause: mediaError,
    };
    expect(errors).toEqual([failure]);
    expect(failures).toEqual([failure]);
  });

  it('fails as a media failure on an error after data came', () => {
    const { video, errors, failures } = nativeStream();
    const mediaError = { code: 3, message: 'PIPELINE_ERROR_DECODE' };
    fire(video, 'error', { error: mediaError, readyState: 2 });
    const failure = { kind: 'media', detail: 'mediaError3', fatal: true, cause: mediaError };
    expect(errors).toEqual([failure]);
    expect(failures).toEqual([failure]);
  });

  it('empties the element and stops listening on destroy', () => {
    const { video, stream, failures } = nativeStream({ startTime: 95 });
    stream.destroy();
    expect(video.getAttribute('src')).toBeNull();
    expect(HTMLMediaElement.prototype.load).toHaveBeenCalled();
    fire(video, 'loadedmetadata');
    expect(video.currentTime).toBe(0);
    fire(video, 'play');
    expect(video.preload).toBe('metadata');
    fire(video, 'error', { error: { code: 4, message: '' }, readyState: 0 });
    expect(failures).toEqual([]);
  });
});
