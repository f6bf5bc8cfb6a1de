import { afterEach, describe, expect, it } from 'vitest';
import { createMediaSteps } from '../analytics/media-steps';
import { createMediaStore, initialMediaState, type MediaStore } from '../media/media-store';
import { keepProgress } from './progress-saving';
import { recordingKeeper } from './progress/testing/recording-keeper';

type Keeper = ReturnType<typeof recordingKeeper>;

/** Keeps episodeId's progress; `next` moves on to another episode (as a new load does). */
function renderSaving(episodeId: number) {
  const keeper = recordingKeeper();
  const store = createMediaStore();
  const steps = createMediaSteps(store);
  let stop = keepProgress(keeper, steps, episodeId);
  return {
    keeper,
    store,
    next(id: number) {
      stop();
      stop = keepProgress(keeper, steps, id);
    },
    unmount: () => stop(),
  };
}

/** The engine's reports once the first frame is decoded and playback has begun. */
function startPlaying(store: MediaStore, currentTime = 1) {
  store.setState({ phase: 'ready' });
  store.setState({ paused: false, currentTime });
}

const callCount = (keeper: Keeper) =>
  keeper.track.mock.calls.length +
  keeper.saveNow.mock.calls.length +
  keeper.complete.mock.calls.length;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

afterEach(() => {
  // The own property shadows Document.prototype's getter; removing it restores jsdom's.
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('keepProgress', () => {
  it('tracks every time update while playing', () => {
    const { keeper, store } = renderSaving(7);
    startPlaying(store, 1);
    store.setState({ currentTime: 2.5 });
    store.setState({ currentTime: 4 });
    expect(keeper.track.mock.calls).toEqual([
      [7, 1],
      [7, 2.5],
      [7, 4],
    ]);
    expect(keeper.saveNow).not.toHaveBeenCalled();
    expect(keeper.complete).not.toHaveBeenCalled();
  });

  it('saves at once on pause, and tracks nothing while paused', () => {
    const { keeper, store } = renderSaving(7);
    startPlaying(store, 12.3);
    store.setState({ paused: true });
    expect(keeper.saveNow.mock.calls).toEqual([[7, 12.3, { keepalive: false }]]);

    keeper.track.mockClear();
    store.setState({ currentTime: 13 });
    expect(keeper.track).not.toHaveBeenCalled();
    expect(keeper.saveNow).toHaveBeenCalledTimes(1);
  });

  it('saves the new position at once when a seek ends', () => {
    const { keeper, store } = renderSaving(7);
    startPlaying(store, 5);
    store.setState({ paused: true });
    keeper.saveNow.mockClear();

    store.setState({ seeking: true, currentTime: 40 });
    expect(keeper.saveNow).not.toHaveBeenCalled();
    store.setState({ seeking: false, currentTime: 40 });
    expect(keeper.saveNow.mock.calls).toEqual([[7, 40, { keepalive: false }]]);

    // A seek while playing too.
    store.setState({ paused: false });
    keeper.saveNow.mockClear();
    store.setState({ seeking: true });
    store.setState({ currentTime: 18 });
    store.setState({ seeking: false });
    expect(keeper.saveNow.mock.calls).toEqual([[7, 18, { keepalive: false }]]);
  });

  it('saves and then marks the episode completed when it ends', () => {
    const { keeper, store } = renderSaving(7);
    startPlaying(store, 19);
    store.setState({ currentTime: 20, ended: true, paused: true });

    expect(keeper.saveNow.mock.calls).toEqual([[7, 20, { keepalive: false }]]);
    expect(keeper.complete.mock.calls).toEqual([[7]]);
    const saveOrder = keeper.saveNow.mock.invocationCallOrder[0] ?? Infinity;
    const completeOrder = keeper.complete.mock.invocationCallOrder[0] ?? -Infinity;
    expect(saveOrder).toBeLessThan(completeOrder);

    // Still ended on later updates: completed once.
    store.setState({ bufferedEnd: 20 });
    expect(keeper.complete).toHaveBeenCalledTimes(1);
  });

  it('saves with keepalive when the page is hidden or left', () => {
    const { keeper, store } = renderSaving(7);
    startPlaying(store, 33);

    window.dispatchEvent(new Event('pagehide'));
    expect(keeper.saveNow.mock.calls).toEqual([[7, 33, { keepalive: true }]]);

    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(keeper.saveNow).toHaveBeenCalledTimes(1);

    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(keeper.saveNow.mock.calls).toEqual([
      [7, 33, { keepalive: true }],
      [7, 33, { keepalive: true }],
    ]);
  });

  it('saves nothing on page exit before the episode has a position', () => {
    const { keeper, store, unmount } = renderSaving(7);
    store.setState({ phase: 'ready' });
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    unmount();
    expect(callCount(keeper)).toBe(0);
  });

  it('saves the last position once when stopped, and listens no more', () => {
    const { keeper, store, unmount } = renderSaving(7);
    startPlaying(store, 8);
    store.setState({ currentTime: 9.5 });
    unmount();
    expect(keeper.saveNow.mock.calls).toEqual([[7, 9.5, { keepalive: false }]]);

    const before = callCount(keeper);
    store.setState({ currentTime: 11 });
    store.setState({ paused: true });
    window.dispatchEvent(new Event('pagehide'));
    expect(callCount(keeper)).toBe(before);
  });

  it("saves the old episode's last position once when the episode changes", () => {
    const { keeper, store, next } = renderSaving(7);
    startPlaying(store, 14);
    next(8);
    expect(keeper.saveNow.mock.calls).toEqual([[7, 14, { keepalive: false }]]);

    // The store is reset for the next episode; the new one starts with no position of its own.
    store.setState(initialMediaState);
    window.dispatchEvent(new Event('pagehide'));
    expect(keeper.saveNow).toHaveBeenCalledTimes(1);

    keeper.track.mockClear();
    startPlaying(store, 2);
    expect(keeper.track.mock.calls).toEqual([[8, 2]]);
    store.setState({ paused: true });
    expect(keeper.saveNow).toHaveBeenLastCalledWith(8, 2, { keepalive: false });
    expect(keeper.saveNow.mock.calls.filter(([id]) => id === 7)).toHaveLength(1);
  });

  it('keeps the last position when the store is reset', () => {
    const { keeper, store, unmount } = renderSaving(7);
    startPlaying(store, 15);
    store.setState(initialMediaState);
    store.setState({ phase: 'loading', currentTime: 0 });
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    expect(keeper.saveNow.mock.calls).toEqual([
      [7, 15, { keepalive: true }],
      [7, 15, { keepalive: false }],
    ]);
  });

  it('does nothing while the media is not ready', () => {
    const { keeper, store, unmount } = renderSaving(7);
    store.setState({ phase: 'loading' });
    store.setState({ paused: false, currentTime: 5 });
    store.setState({ currentTime: 6 });
    store.setState({ seeking: true });
    store.setState({ seeking: false });
    store.setState({ paused: true });
    store.setState({ ended: true });
    window.dispatchEvent(new Event('pagehide'));
    unmount();
    expect(callCount(keeper)).toBe(0);
  });
});
