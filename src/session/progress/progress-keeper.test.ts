import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingSender } from './testing/recording-sender';
import { disposeTestKeepers, testKeeper } from './testing/test-keepers';

const keeper = (sender = recordingSender({ auto: true }).sender) => testKeeper(sender);

const storedTimes = (): unknown =>
  JSON.parse(localStorage.getItem('episodesTimeProgress') ?? 'null');

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  disposeTestKeepers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the 10 s rhythm', () => {
  it('saves the first non-zero time at once, then at most every 10 s per episode', async () => {
    const recorded = recordingSender({ auto: true });
    const progress = keeper(recorded.sender);
    progress.track(201, 1.6);
    for (const [ms, seconds] of [
      [1000, 2.5],
      [4000, 5.5],
      [4999, 10.4],
    ] as const) {
      await vi.advanceTimersByTimeAsync(ms);
      progress.track(201, seconds);
    }
    expect(recorded.times()).toEqual([1]);
    expect(storedTimes()).toEqual({ 201: 1 });

    await vi.advanceTimersByTimeAsync(1); // 10 000 ms after the first save
    progress.track(201, 11.2);
    expect(recorded.times()).toEqual([1, 11]);
    expect(storedTimes()).toEqual({ 201: 11 });
    expect(recorded.calls[0]).toMatchObject({ contentId: 2, episodeId: 201, keepalive: false });
  });

  it('keeps a clock per episode', () => {
    const recorded = recordingSender({ auto: true });
    const progress = keeper(recorded.sender);
    progress.track(201, 5);
    progress.track(202, 6);
    progress.track(201, 7);
    expect(recorded.calls.map((call) => [call.episodeId, call.time])).toEqual([
      [201, 5],
      [202, 6],
    ]);
  });

  it('saves nothing at 0, below 1 s, negative or not finite, and starts no clock for it', () => {
    const recorded = recordingSender({ auto: true });
    const progress = keeper(recorded.sender);
    for (const seconds of [0, 0.4, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      progress.track(201, seconds);
      progress.saveNow(201, seconds);
      progress.saveNow(201, seconds, { keepalive: true });
    }
    expect(recorded.calls).toEqual([]);
    expect(localStorage.getItem('episodesTimeProgress')).toBeNull();
    expect(localStorage.getItem('player-progress-outbox')).toBeNull();
    progress.track(201, 3);
    expect(recorded.times()).toEqual([3]);
  });

  it('keeps a pause or seek locally at once, and sends it when the 10 s have passed', async () => {
    const recorded = recordingSender({ auto: true });
    const progress = keeper(recorded.sender);
    progress.track(201, 4);
    await vi.advanceTimersByTimeAsync(2000);
    progress.saveNow(201, 6);
    expect(storedTimes()).toEqual({ 201: 6 });
    expect(progress.savedTime(201)).toBe(6);
    expect(recorded.times()).toEqual([4]);
    await vi.advanceTimersByTimeAsync(7999);
    expect(recorded.times()).toEqual([4]);
    await vi.advanceTimersByTimeAsync(1); // 10 s after the first save
    expect(recorded.times()).toEqual([4, 6]);
  });

  // Spec §5, §9: at most one server save per 10 s, whatever the cause (issue 29: 9 POSTs in 12 s).
  it('sends pauses, plays and seeks within 10 s as one save, then the newest at the end of the 10 s', async () => {
    const recorded = recordingSender({ auto: true });
    const progress = keeper(recorded.sender);
    progress.track(201, 1.5);
    let position = 1.5;
    for (const step of [10, -10, 10, -10, 10, -10, 10, 0.5]) {
      await vi.advanceTimersByTimeAsync(1100);
      position += step;
      progress.saveNow(201, position); // a pause, or the end of a seek
      progress.track(201, position + 0.25); // playing on
    }
    expect(recorded.times()).toEqual([1]);
    expect(storedTimes()).toEqual({ 201: 12 });
    await vi.advanceTimersByTimeAsync(10_000 - 8 * 1100);
    expect(recorded.times()).toEqual([1, 12]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(recorded.times()).toEqual([1, 12]);
  });

  it('sends the latest position at once, with keepalive, when the page goes away', async () => {
    const recorded = recordingSender({ auto: true });
    const progress = keeper(recorded.sender);
    progress.track(201, 3);
    await vi.advanceTimersByTimeAsync(1000);
    progress.saveNow(201, 5);
    progress.saveNow(201, 7.6, { keepalive: true });
    expect(recorded.calls.map((call) => [call.time, call.keepalive])).toEqual([
      [3, false],
      [7, true],
    ]);
    // pagehide after visibilitychange, or the 10 s passing: nothing new to send.
    progress.saveNow(201, 7.9, { keepalive: true });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(recorded.calls).toHaveLength(2);
  });

  it('sends nothing on page exit when the latest position is the one saved', async () => {
    const recorded = recordingSender({ auto: true });
    const progress = keeper(recorded.sender);
    progress.track(201, 3.2);
    await vi.advanceTimersByTimeAsync(1000);
    progress.saveNow(201, 3.7, { keepalive: true });
    expect(recorded.times()).toEqual([3]);
  });

  it('sends the previous episode’s waiting position at once when another episode starts', async () => {
    const recorded = recordingSender({ auto: true });
    const progress = keeper(recorded.sender);
    progress.track(201, 3);
    await vi.advanceTimersByTimeAsync(1000);
    progress.saveNow(201, 5); // the player leaves episode 201
    expect(recorded.times()).toEqual([3]);
    progress.track(202, 0.3); // the next episode starts playing
    expect(recorded.calls.map((call) => [call.episodeId, call.time])).toEqual([
      [201, 3],
      [201, 5],
    ]);
    progress.track(202, 1.2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(recorded.calls.map((call) => [call.episodeId, call.time])).toEqual([
      [201, 3],
      [201, 5],
      [202, 1],
    ]);
  });
});

describe('local storage', () => {
  it('merges whole seconds into episodesTimeProgress, keeping every other episode', () => {
    localStorage.setItem('episodesTimeProgress', JSON.stringify({ 101: 12, 201: 3, 999: 'x' }));
    const recorded = recordingSender({ auto: true });
    const progress = keeper(recorded.sender);
    expect(progress.savedTime(201)).toBe(3);
    expect(progress.savedTime(101)).toBe(12);
    expect(progress.savedTime(202)).toBeUndefined();

    progress.saveNow(201, 33.7);
    expect(storedTimes()).toEqual({ 101: 12, 201: 33, 999: 'x' });
    expect(recorded.times()).toEqual([33]);
    expect(progress.savedTime(201)).toBe(33);
  });

  it('reads positions another tab saved after the keeper started', () => {
    const progress = keeper();
    localStorage.setItem('episodesTimeProgress', JSON.stringify({ 205: 40 }));
    expect(progress.savedTime(205)).toBe(40);
  });
});

describe('the snapshot', () => {
  it('is a new object only when a saved time or a completed mark changes', () => {
    localStorage.setItem('episodesTimeProgress', JSON.stringify({ 101: 12 }));
    const progress = keeper();
    const listener = vi.fn();
    const unsubscribe = progress.subscribe(listener);
    const first = progress.getSnapshot();
    expect(first).toEqual({ times: { 101: 12 }, completed: [] });
    expect(progress.getSnapshot()).toBe(first);

    progress.saveNow(201, 33.2);
    const second = progress.getSnapshot();
    expect(second).not.toBe(first);
    expect(second.times).toEqual({ 101: 12, 201: 33 });
    expect(listener).toHaveBeenCalledTimes(1);

    progress.saveNow(201, 33.9); // the same whole second
    progress.track(202, 0);
    expect(progress.getSnapshot()).toBe(second);

    progress.complete(201);
    const third = progress.getSnapshot();
    expect(third.completed).toEqual([201]);
    progress.complete(201);
    expect(progress.getSnapshot()).toBe(third);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    progress.saveNow(201, 50);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(progress.getSnapshot().times[201]).toBe(50);
  });
});

describe('storage that throws', () => {
  it('never breaks the keeper when localStorage itself is denied; the server still gets it all', async () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      const recorded = recordingSender();
      const progress = keeper(recorded.sender);
      progress.track(201, 5);
      progress.saveNow(201, 8);
      progress.saveNow(201, 9, { keepalive: true });
      progress.complete(201);
      expect(progress.savedTime(201)).toBe(9);
      expect(progress.getSnapshot()).toEqual({ times: { 201: 9 }, completed: [201] });
      expect(recorded.calls.map((call) => [call.kind, call.time, call.keepalive])).toEqual([
        ['time', 5, false],
        ['time', 9, true],
        ['completed', undefined, false],
      ]);
      // A failed save is still retried from memory.
      recorded.calls[1]?.reject(new TypeError('Failed to fetch'));
      await vi.advanceTimersByTimeAsync(1000);
      expect(recorded.times()).toEqual([5, 9, 9]);
    } finally {
      if (original) Object.defineProperty(window, 'localStorage', original);
    }
  });

  it('never breaks the keeper when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const recorded = recordingSender({ auto: true });
    const progress = keeper(recorded.sender);
    expect(() => {
      progress.track(201, 5);
      progress.saveNow(202, 7, { keepalive: true });
      progress.complete(202);
    }).not.toThrow();
    expect(progress.savedTime(201)).toBe(5);
    expect(recorded.calls).toHaveLength(3);
  });
});
