import { describe, expect, it, vi } from 'vitest';
import { createAdTracker } from './ad-tracker';
import { fixedMacros } from './testing/macro-context';
import { parsedAd } from './testing/parsed-ad';
import { createAdStore } from './ad-view';
import type { VpaidEvent } from './vpaid/vpaid-events';
import type { VpaidAdOptions } from './vpaid/vpaid-host';

// The frame and its creative are replaced by spies: the test sends the creative's events itself.
const creative = vi.hoisted(() => ({
  send: (_event: unknown): void => undefined,
  start: vi.fn(),
  pause: vi.fn(),
  resume: vi.fn(),
}));
vi.mock('./vpaid/vpaid-host', () => ({
  createVpaidAd: (options: VpaidAdOptions) => {
    creative.send = (event) => options.onEvent(event as VpaidEvent);
    return {
      init: vi.fn(),
      start: creative.start,
      pause: creative.pause,
      resume: creative.resume,
      skip: vi.fn(),
      setVolume: vi.fn(),
      destroy: vi.fn(),
    };
  },
}));
const { playVpaidAd } = await import('./vpaid-ad');

const ad = parsedAd({ id: 'vpaid' });

function startCreative(store = createAdStore()) {
  playVpaidAd({
    kind: 'pre-roll',
    ad,
    file: { url: 'https://ads.test/vpaid.js', type: 'application/javascript', width: 0, height: 0 },
    container: document.createElement('div'),
    store,
    tracker: createAdTracker(ad, fixedMacros(), () => undefined),
    volume: 1,
    muted: false,
    frameUrl: 'https://player.test/vpaid-frame.html',
    title: 'ad',
  });
  return store;
}

describe('playVpaidAd', () => {
  it('does not start a creative held before it loaded, and starts it once released', () => {
    const store = startCreative();
    const controls = store.getState().ad?.controls;
    controls?.pause();
    creative.send({ name: 'AdLoaded' });
    expect(creative.start).not.toHaveBeenCalled();
    controls?.play();
    expect(creative.start).toHaveBeenCalledTimes(1);
    expect(creative.resume).not.toHaveBeenCalled();
  });

  it('can be held by a watcher that pauses it as soon as it appears in the store', () => {
    creative.start.mockClear();
    const store = createAdStore();
    // As the visibility watcher does for an ad on a hidden page: within the run's creation.
    store.subscribe((state) => {
      if (state.ad && !state.ad.paused) return;
      state.ad?.controls.pause();
    });
    expect(() => startCreative(store)).not.toThrow();
    creative.send({ name: 'AdLoaded' });
    expect(creative.start).not.toHaveBeenCalled();
  });
});
