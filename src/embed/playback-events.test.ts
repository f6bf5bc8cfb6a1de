import { describe, expect, it, vi } from 'vitest';
import { playbackTimes, postPlaybackEvents, type PostPlaybackEvent } from './playback-events';

type Posted = Parameters<PostPlaybackEvent>[0];

/** A jsdom video element at 12.5 s of a 30 s film, and what postPlaybackEvents posts of it. */
function watched(now: () => number = () => 0) {
  const video = document.createElement('video');
  video.currentTime = 12.5;
  // jsdom knows no media: its duration stays NaN unless given one.
  Object.defineProperty(video, 'duration', { value: 30, configurable: true });
  const posted: Posted[] = [];
  const stop = postPlaybackEvents(video, (message) => posted.push(message), now);
  return { video, posted, stop };
}

/** Dispatches one time update at each clock time, and returns the times that were posted. */
function timeUpdatesAt(times: number[]): number[] {
  let clock = 0;
  const { video, posted } = watched(() => clock);
  const postedAt: number[] = [];
  for (const at of times) {
    clock = at;
    const before = posted.length;
    video.dispatchEvent(new Event('timeupdate'));
    if (posted.length > before) postedAt.push(at);
  }
  return postedAt;
}

describe('postPlaybackEvents', () => {
  it('posts a duration not known yet (NaN) as null: JSON has no NaN', () => {
    expect(playbackTimes(document.createElement('video'))).toEqual({
      currentTime: 0,
      duration: null,
    });
  });

  it('posts a live stream’s Infinity duration as null', () => {
    const video = document.createElement('video');
    video.currentTime = 12.5;
    Object.defineProperty(video, 'duration', { value: Infinity });
    expect(playbackTimes(video)).toEqual({ currentTime: 12.5, duration: null });
  });

  it('leaves play, pause, seeked and ended to the session’s feed, which knows their causes', () => {
    const { video, posted } = watched();
    for (const name of ['play', 'pause', 'seeked', 'ended']) video.dispatchEvent(new Event(name));
    expect(posted).toEqual([]);
  });

  it('posts volumechange with the element’s volume and muted, at each change', () => {
    const { video, posted } = watched();
    // jsdom's element fires volumechange itself, as a browser's does.
    video.volume = 0.25;
    video.muted = true;
    expect(posted).toEqual([
      { eventName: 'volumechange', payload: { volume: 0.25, muted: false } },
      { eventName: 'volumechange', payload: { volume: 0.25, muted: true } },
    ]);
  });

  it('posts timeupdate with the element’s current time and duration', () => {
    const { video, posted } = watched();
    video.dispatchEvent(new Event('timeupdate'));
    expect(posted).toEqual([
      { eventName: 'timeupdate', payload: { currentTime: 12.5, duration: 30 } },
    ]);
  });

  it('reads the element at each event, not when it started', () => {
    const { video, posted } = watched();
    video.currentTime = 20;
    video.dispatchEvent(new Event('timeupdate'));
    expect(posted).toEqual([
      { eventName: 'timeupdate', payload: { currentTime: 20, duration: 30 } },
    ]);
  });

  it('posts at most 4 time updates in a second', () => {
    expect(timeUpdatesAt([0, 100, 200, 300, 400, 500, 600, 700, 800, 900])).toEqual([
      0, 100, 200, 300,
    ]);
  });

  it('posts again once the oldest update posted has left the sliding second', () => {
    // At 1000 the one at 0 is a full second old; at 1050 the one at 100 is not yet.
    expect(timeUpdatesAt([0, 100, 200, 300, 900, 1000, 1050, 1100])).toEqual([
      0, 100, 200, 300, 1000, 1100,
    ]);
  });

  it('counts an update exactly 1000 ms after another as outside its second, 999 ms as inside', () => {
    expect(timeUpdatesAt([0, 1, 2, 3, 999])).toEqual([0, 1, 2, 3]);
    expect(timeUpdatesAt([0, 1, 2, 3, 1000])).toEqual([0, 1, 2, 3, 1000]);
  });

  it('slides by the updates posted, not by those dropped', () => {
    // The dropped one at 500 does not hold back the one at 1000.
    expect(timeUpdatesAt([0, 100, 200, 300, 500, 1000])).toEqual([0, 100, 200, 300, 1000]);
  });

  it('does not count the other events against the time updates’ limit', () => {
    let clock = 0;
    const { video, posted } = watched(() => clock);
    video.dispatchEvent(new Event('volumechange'));
    for (clock = 0; clock < 4; clock++) video.dispatchEvent(new Event('timeupdate'));
    expect(posted.filter(({ eventName }) => eventName === 'timeupdate')).toHaveLength(4);
  });

  it('stops posting every event once stopped, and removes every listener it added', () => {
    const video = document.createElement('video');
    const add = vi.spyOn(video, 'addEventListener');
    const remove = vi.spyOn(video, 'removeEventListener');
    const posted: Posted[] = [];
    const stop = postPlaybackEvents(
      video,
      (message) => posted.push(message),
      () => 0,
    );
    stop();
    for (const name of ['volumechange', 'timeupdate']) video.dispatchEvent(new Event(name));
    expect(posted).toEqual([]);
    // The same listener for the same event, each one added.
    expect(remove.mock.calls).toEqual(add.mock.calls);
    expect(add).toHaveBeenCalledTimes(2);
  });
});
