import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdControls, AdView } from './ad-view';
import { createAdStore } from './ad-view';
import { watchAdVisibility } from './ad-visibility';

// jsdom has no layout: this stand-in lets a test say how much of the ad is on screen.
let reportRatio: (ratio: number) => void = () => undefined;
class TestIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    reportRatio = (ratio) =>
      this.callback([{ intersectionRatio: ratio } as IntersectionObserverEntry], this as never);
  }
  observe() {}
  disconnect() {}
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

function playingAd(view: Partial<AdView> = {}) {
  const store = createAdStore();
  const setPaused = (paused: boolean) => {
    const { ad } = store.getState();
    if (ad) store.setState({ ad: { ...ad, paused } });
  };
  const controls: AdControls = {
    play: vi.fn(() => setPaused(false)),
    pause: vi.fn(() => setPaused(true)),
    skip: vi.fn(),
    setVolume: vi.fn(),
    setMuted: vi.fn(),
    clickThrough: vi.fn(),
    togglePlay: vi.fn(),
    toggleMuted: vi.fn(),
  };
  const ad: AdView = {
    kind: 'pre-roll',
    phase: 'playing',
    paused: false,
    currentTime: 1,
    duration: 15,
    volume: 1,
    muted: false,
    skipAt: 5,
    skippable: false,
    clickThroughUrl: undefined,
    isVpaid: false,
    controls,
    ...view,
  };
  store.setState({ ad, active: true });
  return { store, controls, setPaused };
}

// An ad just created: paused, not yet started, and it would start by itself once loaded.
const newAd = () => playingAd({ phase: 'created', paused: true, currentTime: 0 });

// Watches as the browser does: the observer's first report comes once the target is laid out.
function watch(store: ReturnType<typeof createAdStore>, ratio = 1) {
  const stop = watchAdVisibility(document.body, store);
  reportRatio(ratio);
  return stop;
}

describe('ad visibility', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    visibility = 'visible';
  });

  it('pauses the ad below 51% on screen and resumes it when it is back', () => {
    const { store, controls } = playingAd();
    const stop = watch(store);
    reportRatio(0.6);
    expect(controls.pause).not.toHaveBeenCalled();
    reportRatio(0.5);
    expect(controls.pause).toHaveBeenCalledTimes(1);
    reportRatio(0.51);
    expect(controls.play).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves the ad alone once the viewer pressed play or pause on it', () => {
    const { store, controls } = playingAd();
    const stop = watch(store);
    store.setState({ viewerControlled: true });
    reportRatio(0.2);
    expect(controls.pause).not.toHaveBeenCalled();
    stop();
  });

  it('forces a pause while the page is hidden, even for a viewer-controlled ad', () => {
    const { store, controls } = playingAd();
    const stop = watch(store);
    store.setState({ viewerControlled: true });
    setVisibility('hidden');
    expect(controls.pause).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(controls.play).toHaveBeenCalledTimes(1);
    stop();
  });

  it('never resumes an ad the viewer paused', () => {
    const { store, controls } = playingAd();
    const stop = watch(store);
    store.getState().ad?.controls.pause();
    setVisibility('hidden');
    setVisibility('visible');
    reportRatio(0.2);
    reportRatio(0.9);
    expect(controls.play).not.toHaveBeenCalled();
    stop();
  });

  it('stops watching when told', () => {
    const { store, controls } = playingAd();
    watch(store)();
    setVisibility('hidden');
    expect(controls.pause).not.toHaveBeenCalled();
  });

  it('holds an ad that is created while the page is hidden, before its first frame', () => {
    setVisibility('hidden');
    const { store, controls } = newAd();
    const stop = watch(store);
    expect(controls.pause).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(controls.play).toHaveBeenCalledTimes(1);
    stop();
  });

  it('holds a new ad that a third of is on screen, and lets it start once enough is', () => {
    const { store, controls } = newAd();
    const stop = watch(store, 0.33);
    expect(controls.pause).toHaveBeenCalledTimes(1);
    reportRatio(0.8);
    expect(controls.play).toHaveBeenCalledTimes(1);
    stop();
  });

  it('holds a new ad until the observer first says how much of it is on screen', () => {
    const { store, controls } = newAd();
    const stop = watchAdVisibility(document.body, store);
    expect(controls.pause).toHaveBeenCalledTimes(1);
    reportRatio(1);
    expect(controls.play).toHaveBeenCalledTimes(1);
    stop();
  });

  it('pauses a hidden ad that started anyway, once it says it plays (its phase moves first)', () => {
    setVisibility('hidden');
    const { store, controls } = newAd();
    const stop = watch(store);
    const ad = () => store.getState().ad as AdView;
    store.setState({ ad: { ...ad(), phase: 'started' } });
    store.setState({ ad: { ...ad(), phase: 'playing' } });
    store.setState({ ad: { ...ad(), paused: false } });
    expect(controls.pause).toHaveBeenCalledTimes(2);
    expect(ad().paused).toBe(true);
    stop();
  });

  it('hands a held ad to the viewer who presses play on it', () => {
    const { store, controls } = newAd();
    const stop = watch(store, 0.33);
    store.setState({ viewerControlled: true });
    expect(controls.play).not.toHaveBeenCalled();
    reportRatio(0.2);
    reportRatio(0.9);
    expect(controls.play).not.toHaveBeenCalled();
    expect(controls.pause).toHaveBeenCalledTimes(1);
    stop();
  });
});
