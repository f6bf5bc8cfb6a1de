import { afterEach, describe, expect, it, vi } from 'vitest';
import demoCreativeSource from '/media/ads/vpaid-demo.js?raw';
import { startLoopbackFrame } from './testing/loopback-frame';
import type { VpaidEvent } from './vpaid-events';
import { createVpaidAd } from './vpaid-host';

// The whole chain but the browser: host, protocol, frame endpoint, bridge and the demo creative
// of the reference server, on a video element the test plays by hand.

const origin = 'http://localhost:3000';
const landing = `${origin}/ads/landing?ad=preroll-vpaid`;

/** Runs the demo script, as the frame's <script> would, and answers its getVPAIDAd. */
async function loadDemoCreative(): Promise<unknown> {
  new Function(demoCreativeSource)();
  return (window as Window & { getVPAIDAd?: unknown }).getVPAIDAd;
}

/** A video element played by hand: jsdom plays no media. */
function controlVideo(video: HTMLVideoElement) {
  const media = {
    currentTime: 0,
    duration: Number.NaN,
    paused: true,
    ended: false,
    volume: 1,
    muted: false,
  };
  const fire = (type: string) => video.dispatchEvent(new Event(type));
  const property = <K extends keyof typeof media>(name: K, onSet?: () => void) => ({
    configurable: true,
    get: () => media[name],
    set(value: (typeof media)[K]) {
      if (media[name] === value) return;
      media[name] = value;
      onSet?.();
    },
  });
  Object.defineProperties(video, {
    currentTime: property('currentTime'),
    duration: property('duration'),
    paused: property('paused'),
    ended: property('ended'),
    volume: property('volume', () => fire('volumechange')),
    muted: property('muted', () => fire('volumechange')),
    error: { configurable: true, value: { code: 4 } },
  });
  video.load = vi.fn();
  video.play = vi.fn(async () => {
    if (!media.paused) return;
    media.paused = false;
    fire('playing');
  });
  video.pause = vi.fn(() => {
    if (media.paused) return;
    media.paused = true;
    fire('pause');
  });
  return {
    canPlay(duration: number) {
      media.duration = duration;
      fire('canplay');
    },
    playTo(time: number) {
      media.currentTime = time;
      fire('timeupdate');
    },
    end() {
      media.currentTime = media.duration;
      media.ended = true;
      media.paused = true;
      fire('timeupdate');
      fire('pause');
      fire('ended');
    },
    fail: () => fire('error'),
  };
}

// Lets the messages, carried like postMessage in tasks of their own, arrive.
const settle = async () => {
  for (let task = 0; task < 5; task++) await new Promise((resolve) => setTimeout(resolve));
};

/** The AdParameters of preroll-vpaid.xml, but for `extra`. */
const demoParameters = (extra: object = { skippableAfter: 3, clickThrough: landing }) =>
  JSON.stringify({ videoUrl: `${origin}/media/ads/ad-15s.mp4`, ...extra });

async function startDemo(adParameters = demoParameters()) {
  const container = document.createElement('div');
  document.body.append(container);
  const events: VpaidEvent[] = [];
  const ad = createVpaidAd({
    container,
    frameUrl: `${origin}/player/vpaid-frame.html`,
    title: 'Интерактивная реклама',
    creativeUrl: `${origin}/media/ads/vpaid-demo.js`,
    adParameters,
    width: 640,
    height: 360,
    volume: 0.5,
    onEvent: (event) => events.push(event),
  });
  ad.init();
  const iframe = container.querySelector<HTMLIFrameElement>('iframe[data-player="vpaid"]');
  if (!iframe) throw new Error('no VPAID frame');
  stopFrame = startLoopbackFrame(iframe, loadDemoCreative);
  const video = document.querySelector<HTMLVideoElement>('video.vpaid-video');
  const slot = document.querySelector<HTMLElement>('.vpaid-slot');
  if (!video || !slot) throw new Error('no slots');
  const media = controlVideo(video);
  await settle();
  return { ad, events, media, video, slot, container };
}

/** The demo creative, loaded and playing from 0 s. */
async function playingDemo(adParameters?: string) {
  const demo = await startDemo(adParameters);
  demo.media.canPlay(15);
  await settle();
  demo.ad.start();
  await settle();
  demo.media.playTo(0);
  await settle();
  demo.events.length = 0;
  return demo;
}

let stopFrame: (() => void) | undefined;

afterEach(() => {
  stopFrame?.();
  vi.restoreAllMocks();
  document.body.replaceChildren();
  history.replaceState(null, '', '#');
  delete (window as Window & { getVPAIDAd?: unknown }).getVPAIDAd;
});

describe('the demo VPAID creative, through the host', () => {
  it('loads the video of its AdParameters in the video slot, at the viewer’s volume', async () => {
    const { events, video, media } = await startDemo();
    expect(video.getAttribute('src')).toBe(`${origin}/media/ads/ad-15s.mp4`);
    expect(video.volume).toBe(0.5);
    expect(events).toEqual([]);
    media.canPlay(15);
    await settle();
    expect(events).toEqual([{ name: 'AdLoaded' }]);
  });

  it('starts, counts down, turns skippable after 3 s and is skipped', async () => {
    const { ad, events, media, container } = await startDemo();
    media.canPlay(15);
    await settle();
    ad.skip();
    ad.start();
    await settle();
    media.playTo(0);
    media.playTo(0.5);
    media.playTo(1);
    ad.skip();
    await settle();
    media.playTo(3);
    await settle();
    ad.skip();
    await settle();
    expect(events).toEqual([
      { name: 'AdLoaded' },
      { name: 'AdStarted' },
      { name: 'AdImpression' },
      { name: 'AdVideoStart' },
      { name: 'AdRemainingTimeChange', remaining: 15, duration: 15 },
      { name: 'AdRemainingTimeChange', remaining: 14, duration: 15 },
      { name: 'AdSkippableStateChange', skippable: true },
      { name: 'AdRemainingTimeChange', remaining: 12, duration: 15 },
      { name: 'AdSkipped' },
    ]);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('plays to the end: quartiles by time, AdVideoComplete and AdStopped', async () => {
    const { events, media, container } = await playingDemo(demoParameters({}));
    for (const time of [3.74, 3.75, 7.5, 11.25]) media.playTo(time);
    media.end();
    await settle();
    expect(events).toEqual([
      { name: 'AdRemainingTimeChange', remaining: 15 - 3.74, duration: 15 },
      { name: 'AdVideoFirstQuartile' },
      { name: 'AdVideoMidpoint' },
      { name: 'AdRemainingTimeChange', remaining: 7.5, duration: 15 },
      { name: 'AdVideoThirdQuartile' },
      { name: 'AdRemainingTimeChange', remaining: 15 - 11.25, duration: 15 },
      { name: 'AdRemainingTimeChange', remaining: 0, duration: 15 },
      { name: 'AdVideoComplete' },
      { name: 'AdStopped' },
    ]);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('is never skippable without skippableAfter', async () => {
    const { ad, events, media } = await playingDemo(demoParameters({}));
    media.playTo(14);
    await settle();
    ad.skip();
    await settle();
    expect(events.map(({ name }) => name)).toEqual([
      'AdVideoFirstQuartile',
      'AdVideoMidpoint',
      'AdVideoThirdQuartile',
      'AdRemainingTimeChange',
    ]);
  });

  it('pauses and resumes on the player’s calls', async () => {
    const { ad, events } = await playingDemo();
    ad.pause();
    await settle();
    ad.resume();
    await settle();
    expect(events).toEqual([{ name: 'AdPaused' }, { name: 'AdPlaying' }]);
  });

  it('follows the player’s volume', async () => {
    const { ad, events, video } = await playingDemo();
    ad.setVolume(0.2);
    await settle();
    ad.setVolume(0);
    await settle();
    expect(video.muted).toBe(true);
    expect(events).toEqual([
      { name: 'AdVolumeChange', volume: 0.2 },
      { name: 'AdVolumeChange', volume: 0 },
      { name: 'AdVolumeChange', volume: 0 },
    ]);
  });

  it('opens the landing page on a click on the ad, and tells the player', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { events, slot } = await playingDemo();
    slot.click();
    await settle();
    expect(open).toHaveBeenCalledExactlyOnceWith(landing, '_blank', 'noopener');
    expect(events).toEqual([{ name: 'AdClickThru', url: landing, playerHandles: true }]);
  });

  it('stops on the player’s call', async () => {
    const { ad, events, container } = await playingDemo();
    ad.stop();
    await settle();
    expect(events).toEqual([{ name: 'AdStopped' }]);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('reports a media error as one AdError', async () => {
    const { events, media, container } = await playingDemo();
    media.fail();
    media.playTo(5);
    await settle();
    expect(events).toEqual([{ name: 'AdError', code: 901, message: 'media error 4' }]);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('reports AdParameters without a video as one AdError, before AdLoaded', async () => {
    const { events, container } = await startDemo('{"skippableAfter":3}');
    expect(events).toEqual([
      {
        name: 'AdError',
        code: 901,
        message: 'the demo creative needs a videoSlot and AdParameters.videoUrl',
      },
    ]);
    expect(container.querySelector('iframe')).toBeNull();
  });
});
