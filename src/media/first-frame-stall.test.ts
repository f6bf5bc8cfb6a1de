import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstFrameStallMs, restartStalledFirstFrame } from './first-frame-stall';

// jsdom decodes nothing: the test sets what the element holds and shows, as a browser would.
function loadingVideo() {
  const video = document.createElement('video');
  const state = {
    readyState: HTMLMediaElement.HAVE_METADATA as number,
    currentTime: 0,
    duration: 30,
    seeking: false,
    ranges: [] as [number, number][],
  };
  for (const key of ['readyState', 'currentTime', 'duration', 'seeking'] as const)
    Object.defineProperty(video, key, { get: () => state[key], configurable: true });
  Object.defineProperty(video, 'buffered', {
    get: () => ({
      length: state.ranges.length,
      start: (index: number) => state.ranges[index]?.[0] ?? Number.NaN,
      end: (index: number) => state.ranges[index]?.[1] ?? Number.NaN,
    }),
    configurable: true,
  });
  const showFrame = () => {
    state.readyState = HTMLMediaElement.HAVE_ENOUGH_DATA;
    video.dispatchEvent(new Event('loadeddata'));
  };
  return { video, state, showFrame };
}

let visibility: DocumentVisibilityState = 'visible';

describe('restartStalledFirstFrame', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('restarts, once, an element that holds the start’s 4 s and shows no frame for 5 s', () => {
    const { video, state } = loadingVideo();
    const restart = vi.fn();
    const stop = restartStalledFirstFrame(video, restart);
    state.ranges = [[0, 4]];
    vi.advanceTimersByTime(firstFrameStallMs);
    expect(restart).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(restart).toHaveBeenCalledTimes(1);
    // The fresh MediaSource may stand again: the viewer is not restarted into a loop.
    vi.advanceTimersByTime(firstFrameStallMs * 4);
    expect(restart).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves alone a stream whose frame shows, however long the data took to come', () => {
    const { video, state, showFrame } = loadingVideo();
    const restart = vi.fn();
    restartStalledFirstFrame(video, restart);
    // No data under the playhead for a long while: a slow network, not a stalled decoder.
    vi.advanceTimersByTime(firstFrameStallMs * 3);
    state.ranges = [[0, 4]];
    vi.advanceTimersByTime(firstFrameStallMs - 1000);
    showFrame();
    vi.advanceTimersByTime(firstFrameStallMs * 3);
    expect(restart).not.toHaveBeenCalled();
  });

  it('waits while the page is hidden, or the data is elsewhere than under the playhead', () => {
    const { video, state } = loadingVideo();
    const restart = vi.fn();
    const stop = restartStalledFirstFrame(video, restart);
    state.ranges = [[0, 4]];
    visibility = 'hidden';
    vi.advanceTimersByTime(firstFrameStallMs * 2);
    visibility = 'visible';
    // A seek to where nothing is buffered yet.
    state.seeking = true;
    state.currentTime = 12;
    vi.advanceTimersByTime(firstFrameStallMs * 2);
    // Less than a second under the playhead: the next fragment is on its way.
    state.ranges = [[0, 12.5]];
    vi.advanceTimersByTime(firstFrameStallMs * 2);
    expect(restart).not.toHaveBeenCalled();
    // Each of those started the wait afresh: the restart comes a full wait after the data did,
    // the seek still under way (it waits for nothing more).
    state.ranges = [[0, 16]];
    vi.advanceTimersByTime(firstFrameStallMs);
    expect(restart).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(restart).toHaveBeenCalledTimes(1);
    stop();
  });

  it('counts the data to the end as enough near the end, and holds no timer once stopped', () => {
    const { video, state } = loadingVideo();
    const restart = vi.fn();
    const stop = restartStalledFirstFrame(video, restart);
    state.currentTime = 29.5;
    state.ranges = [[28, 30]];
    vi.advanceTimersByTime(firstFrameStallMs + 1000);
    expect(restart).toHaveBeenCalledTimes(1);

    const other = loadingVideo();
    const stopOther = restartStalledFirstFrame(other.video, restart);
    stopOther();
    other.state.ranges = [[0, 4]];
    vi.advanceTimersByTime(firstFrameStallMs * 3);
    expect(restart).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });
});
