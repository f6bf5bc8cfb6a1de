import { describe, expect, it } from 'vitest';
import { createMediaStore } from './media-store';
import { mirrorVideoEvents } from './video-events';

// jsdom plays nothing: the test sets the element's state and fires its events as a browser would.
function mirroredVideo() {
  const video = document.createElement('video');
  const store = createMediaStore();
  const stop = mirrorVideoEvents(video, store);
  const fire = (type: string, state: Record<string, unknown> = {}) => {
    for (const [key, value] of Object.entries(state))
      Object.defineProperty(video, key, { value, configurable: true });
    video.dispatchEvent(new Event(type));
  };
  return { store, fire, stop };
}

describe('mirrorVideoEvents', () => {
  it('marks the end with the pause that Chromium fires before ended', () => {
    const { store, fire, stop } = mirroredVideo();
    fire('play');
    const states: { paused: boolean; ended: boolean }[] = [];
    store.subscribe(({ paused, ended }) => states.push({ paused, ended }));
    fire('pause', { ended: true, currentTime: 20, paused: true });
    expect(states[0]).toEqual({ paused: true, ended: true });
    expect(store.getState().currentTime).toBe(20);
    stop();
  });

  it('leaves a viewer’s pause a pause', () => {
    const { store, fire, stop } = mirroredVideo();
    fire('play');
    fire('pause', { ended: false, currentTime: 12, paused: true });
    expect(store.getState()).toMatchObject({ paused: true, ended: false, currentTime: 12 });
    stop();
  });

  it('starts from what an element that loaded before it was mirrored holds', () => {
    const video = document.createElement('video');
    Object.defineProperties(video, {
      readyState: { value: HTMLMediaElement.HAVE_CURRENT_DATA },
      duration: { value: 30 },
      currentTime: { value: 12 },
      videoHeight: { value: 360 },
    });
    const store = createMediaStore();
    mirrorVideoEvents(video, store);
    expect(store.getState()).toMatchObject({
      phase: 'ready',
      duration: 30,
      currentTime: 12,
      videoHeight: 360,
    });
  });

  it('takes nothing from an element that has not loaded', () => {
    const store = createMediaStore();
    mirrorVideoEvents(document.createElement('video'), store);
    expect(store.getState()).toEqual(createMediaStore().getState());
  });
});
