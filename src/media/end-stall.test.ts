import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endStallMs, endStalledStreams } from './end-stall';

// jsdom plays nothing: the test sets the element's state and fires its events as a browser would.
function playingVideo(duration: number) {
  const video = document.createElement('video');
  const state: Record<string, unknown> = { duration, paused: false, ended: false, seeking: false };
  for (const key of Object.keys(state))
    Object.defineProperty(video, key, { get: () => state[key], configurable: true });
  Object.defineProperty(video, 'currentTime', {
    get: () => state.currentTime,
    set: (value) => (state.currentTime = value),
    configurable: true,
  });
  // pause() as a browser does it: the state now, the event in a task of its own.
  video.pause = () => {
    state.paused = true;
    setTimeout(() => video.dispatchEvent(new Event('pause')));
  };
  const events: string[] = [];
  for (const name of ['pause', 'ended']) video.addEventListener(name, () => events.push(name));
  const at = (time: number) => {
    state.currentTime = time;
    video.dispatchEvent(new Event('timeupdate'));
  };
  return { video, state, events, at };
}

describe('endStalledStreams', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ends a stream whose playhead stands a few frames short of its end: pause, then ended', () => {
    const { video, events, at } = playingVideo(20.0107);
    const stop = endStalledStreams(video);
    at(19.9);
    at(19.973);
    video.dispatchEvent(new Event('waiting'));
    vi.advanceTimersByTime(endStallMs - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(10);
    expect(events).toEqual(['pause', 'ended']);
    expect(video.paused).toBe(true);
    stop();
  });

  it('leaves alone a playhead that still moves near the end, and a stall far from it', () => {
    const { video, events, at } = playingVideo(20);
    const stop = endStalledStreams(video);
    for (let time = 19.8; time < 19.99; time += 0.05) {
      at(time);
      vi.advanceTimersByTime(endStallMs / 2);
    }
    at(12);
    video.dispatchEvent(new Event('waiting'));
    vi.advanceTimersByTime(endStallMs * 5);
    expect(events).toEqual([]);
    stop();
  });

  it('leaves alone a viewer’s pause, a seek and an end that came by itself', () => {
    const { video, state, events, at } = playingVideo(20);
    const stop = endStalledStreams(video);
    at(19.9);
    state.paused = true;
    video.dispatchEvent(new Event('pause'));
    vi.advanceTimersByTime(endStallMs * 2);
    state.paused = false;
    at(19.9);
    state.seeking = true;
    video.dispatchEvent(new Event('seeking'));
    vi.advanceTimersByTime(endStallMs * 2);
    state.seeking = false;
    at(19.95);
    state.ended = true;
    video.dispatchEvent(new Event('ended'));
    vi.advanceTimersByTime(endStallMs * 2);
    expect(events).toEqual(['pause', 'ended']);
    stop();
  });

  it('does nothing once stopped', () => {
    const { video, events, at } = playingVideo(20);
    endStalledStreams(video)();
    at(19.95);
    vi.advanceTimersByTime(endStallMs * 2);
    expect(events).toEqual([]);
  });
});
