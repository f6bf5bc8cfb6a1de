import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VpaidEvent } from './vpaid-events';
import { createVpaidAd, type VpaidAdOptions } from './vpaid-host';

const creativeUrl = 'https://ads.example/creative.js';

function setup(overrides: Partial<VpaidAdOptions> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const events: VpaidEvent[] = [];
  const ad = createVpaidAd({
    container,
    frameUrl: '/player/vpaid-frame.html',
    title: 'Интерактивная реклама',
    creativeUrl,
    adParameters: '{"videoUrl":"https://ads.example/ad.mp4"}',
    clickThroughUrl: 'https://ads.example/landing',
    width: 640,
    height: 360,
    volume: 0.5,
    onEvent: (event) => events.push(event),
    ...overrides,
  });
  return { container, events, ad };
}

/** The frame's side, played by the test: records the host's commands, sends reports from the iframe. */
function fakeFrame(container: HTMLElement) {
  const iframe = container.querySelector<HTMLIFrameElement>('iframe[data-player="vpaid"]');
  const frameWindow = iframe?.contentWindow;
  if (!iframe || !frameWindow) throw new Error('no VPAID frame');
  const channel = new URL(iframe.src).hash.slice(1);
  const received: unknown[] = [];
  vi.spyOn(frameWindow, 'postMessage').mockImplementation((data: unknown) => received.push(data));
  const post = (data: unknown, source: Window | null = frameWindow) =>
    window.dispatchEvent(new MessageEvent('message', { data, source }));
  return {
    iframe,
    channel,
    post,
    /** The commands received, each checked for the channel and shown without it. */
    commands: () =>
      received.map((data) => {
        const { channel: on, ...command } = data as Record<string, unknown>;
        expect(on).toBe(channel);
        return command;
      }),
    ready: () => post({ channel, type: 'ready' }),
    report: (event: VpaidEvent) => post({ channel, type: 'event', event }),
  };
}

/** An ad past AdLoaded, its events and its frame cleared of that start. */
function loadedAd(overrides: Partial<VpaidAdOptions> = {}) {
  const context = setup(overrides);
  context.ad.init();
  const frame = fakeFrame(context.container);
  frame.ready();
  frame.report({ name: 'AdLoaded' });
  context.events.length = 0;
  return { ...context, frame };
}

const error = (message: string): VpaidEvent => ({ name: 'AdError', code: 901, message });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the VPAID frame', () => {
  it('is a sandboxed iframe without allow-same-origin, named and marked for tests', () => {
    const { container, ad } = setup();
    expect(container.querySelector('iframe')).toBeNull();
    ad.init();
    const iframe = container.querySelector('iframe');
    expect(iframe?.getAttribute('sandbox')).toBe(
      'allow-scripts allow-popups allow-popups-to-escape-sandbox',
    );
    expect(iframe?.dataset.player).toBe('vpaid');
    expect(iframe?.title).toBe('Интерактивная реклама');
    expect(iframe?.className).toBe('vpaid-frame');
    expect(iframe?.getAttribute('allow')).toBe('autoplay');
  });

  it('loads the frame page with a random channel id in its hash, a new one per ad', () => {
    const first = setup();
    const second = setup();
    first.ad.init();
    second.ad.init();
    const urls = [first.container, second.container].map(
      (container) => new URL(container.querySelector('iframe')?.src ?? ''),
    );
    for (const url of urls) {
      expect(url.href.replace(url.hash, '')).toBe(`${location.origin}/player/vpaid-frame.html`);
      expect(url.hash).toMatch(/^#[0-9a-f]{32}$/);
    }
    expect(urls[0]?.hash).not.toBe(urls[1]?.hash);
  });

  it('adds one frame however often init() is called', () => {
    const { container, ad } = setup();
    ad.init();
    ad.init();
    expect(container.querySelectorAll('iframe')).toHaveLength(1);
  });
});

describe('the handshake', () => {
  it('sends init once the frame is ready, and only once', () => {
    const { container, ad } = setup();
    ad.init();
    const frame = fakeFrame(container);
    ad.start();
    expect(frame.commands()).toEqual([]);
    frame.ready();
    frame.ready();
    expect(frame.commands()).toEqual([
      {
        type: 'init',
        creativeUrl,
        adParameters: '{"videoUrl":"https://ads.example/ad.mp4"}',
        clickThroughUrl: 'https://ads.example/landing',
        width: 640,
        height: 360,
        volume: 0.5,
      },
    ]);
  });

  it('posts to the frame for any origin: its sandbox gives it an opaque one', () => {
    const { frame, ad } = loadedAd();
    ad.pause();
    const sent = vi.mocked(frame.iframe.contentWindow?.postMessage);
    expect(sent?.mock.calls.map(([, origin]) => origin)).toEqual(['*', '*']);
  });

  it('passes empty AdParameters as an empty string', () => {
    const { container, ad } = setup({ adParameters: undefined });
    ad.init();
    const frame = fakeFrame(container);
    frame.ready();
    expect(frame.commands()).toMatchObject([{ type: 'init', adParameters: '' }]);
  });

  it('delivers AdLoaded, and a failed handshake as one AdError that ends everything', () => {
    const { container, events, ad } = setup();
    ad.init();
    const frame = fakeFrame(container);
    frame.ready();
    frame.report(error('the creative speaks VPAID 1.1, not 2.x'));
    frame.report({ name: 'AdLoaded' });
    frame.report(error('again'));
    expect(events).toEqual([error('the creative speaks VPAID 1.1, not 2.x')]);
    expect(container.querySelector('iframe')).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(events).toHaveLength(1);
  });
});

describe('timeouts', () => {
  it('gives up loading after 8 s: one AdError 901, the frame gone', () => {
    const { container, events, ad } = setup();
    ad.init();
    const frame = fakeFrame(container);
    frame.ready();
    vi.advanceTimersByTime(7999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([error('the VPAID creative did not load within 8000 ms')]);
    expect(container.querySelector('iframe')).toBeNull();
    frame.report({ name: 'AdLoaded' });
    vi.advanceTimersByTime(60_000);
    expect(events).toHaveLength(1);
  });

  it('gives up loading when the frame never says it is ready', () => {
    const { events, ad } = setup({ timeouts: { load: 1000 } });
    ad.init();
    vi.advanceTimersByTime(1000);
    expect(events).toEqual([error('the VPAID creative did not load within 1000 ms')]);
  });

  it('keeps the ad once AdLoaded came in time', () => {
    const { events } = loadedAd();
    vi.advanceTimersByTime(60_000);
    expect(events).toEqual([]);
  });

  it('gives up starting after 5 s without AdStarted', () => {
    const { container, frame, events, ad } = loadedAd();
    ad.start();
    expect(frame.commands()).toContainEqual({ type: 'start' });
    vi.advanceTimersByTime(4999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([error('the VPAID creative did not start within 5000 ms')]);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('keeps the ad once AdStarted came in time', () => {
    const { frame, events, ad } = loadedAd();
    ad.start();
    frame.report({ name: 'AdStarted' });
    vi.advanceTimersByTime(60_000);
    expect(events).toEqual([{ name: 'AdStarted' }]);
  });

  it('starts once: a second start() would wait for an AdStarted that never comes', () => {
    const { frame, events, ad } = loadedAd();
    ad.start();
    frame.report({ name: 'AdStarted' });
    ad.start();
    vi.advanceTimersByTime(60_000);
    expect(frame.commands().filter(({ type }) => type === 'start')).toHaveLength(1);
    expect(events).toEqual([{ name: 'AdStarted' }]);
  });

  it('does not start before AdLoaded', () => {
    const { container, events, ad } = setup();
    ad.init();
    const frame = fakeFrame(container);
    frame.ready();
    ad.start();
    expect(frame.commands().map(({ type }) => type)).toEqual(['init']);
    frame.report({ name: 'AdLoaded' });
    vi.advanceTimersByTime(7000);
    expect(events).toEqual([{ name: 'AdLoaded' }]);
  });
});

describe('stop and skip', () => {
  it('ends with the creative’s AdStopped', () => {
    const { container, frame, events, ad } = loadedAd();
    ad.stop();
    ad.stop();
    expect(frame.commands()).toEqual([expect.objectContaining({ type: 'init' }), { type: 'stop' }]);
    frame.report({ name: 'AdStopped' });
    frame.report({ name: 'AdStopped' });
    expect(events).toEqual([{ name: 'AdStopped' }]);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('reports AdStopped itself and removes the frame when the creative does not stop in 3 s', () => {
    const { container, frame, events, ad } = loadedAd();
    ad.stop();
    vi.advanceTimersByTime(2999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([{ name: 'AdStopped' }]);
    expect(container.querySelector('iframe')).toBeNull();
    frame.report({ name: 'AdStopped' });
    expect(events).toHaveLength(1);
  });

  it('stops at once, without asking the creative, before AdLoaded', () => {
    const { container, events, ad } = setup();
    ad.init();
    const frame = fakeFrame(container);
    frame.ready();
    ad.stop();
    expect(events).toEqual([{ name: 'AdStopped' }]);
    expect(frame.commands().map(({ type }) => type)).toEqual(['init']);
  });

  it('ends when the creative stops of itself, after its last events', () => {
    const { container, frame, events } = loadedAd();
    frame.report({ name: 'AdVideoComplete' });
    frame.report({ name: 'AdStopped' });
    frame.report({ name: 'AdLog', message: 'late' });
    expect(events).toEqual([{ name: 'AdVideoComplete' }, { name: 'AdStopped' }]);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('skips only while the creative says it is skippable', () => {
    const { frame, events, ad } = loadedAd();
    const skips = () => frame.commands().filter(({ type }) => type === 'skip').length;
    ad.skip();
    expect(skips()).toBe(0);
    frame.report({ name: 'AdSkippableStateChange', skippable: true });
    frame.report({ name: 'AdSkippableStateChange', skippable: false });
    ad.skip();
    expect(skips()).toBe(0);
    frame.report({ name: 'AdSkippableStateChange', skippable: true });
    ad.skip();
    ad.skip();
    expect(skips()).toBe(1);
    frame.report({ name: 'AdSkipped' });
    expect(events.at(-1)).toEqual({ name: 'AdSkipped' });
    expect(events.filter(({ name }) => name === 'AdSkipped')).toHaveLength(1);
  });

  it('reports AdSkipped itself when the creative does not answer skipAd in 3 s', () => {
    const { container, frame, events, ad } = loadedAd();
    frame.report({ name: 'AdSkippableStateChange', skippable: true });
    ad.skip();
    vi.advanceTimersByTime(3000);
    expect(events).toEqual([
      { name: 'AdSkippableStateChange', skippable: true },
      { name: 'AdSkipped' },
    ]);
    expect(container.querySelector('iframe')).toBeNull();
  });
});

describe('relaying', () => {
  it('delivers the frame’s events in order, with their payloads', () => {
    const { frame, events, ad } = loadedAd();
    ad.start();
    const sent: VpaidEvent[] = [
      { name: 'AdStarted' },
      { name: 'AdImpression' },
      { name: 'AdVideoStart' },
      { name: 'AdRemainingTimeChange', remaining: 14, duration: 15 },
      { name: 'AdVolumeChange', volume: 0.5 },
      { name: 'AdVideoFirstQuartile' },
      { name: 'AdClickThru', url: 'https://ads.example/landing', playerHandles: true },
      { name: 'AdPaused' },
      { name: 'AdPlaying' },
      { name: 'AdInteraction', id: 'button' },
      { name: 'AdLog', message: 'hello' },
      { name: 'AdDurationChange', remaining: 10, duration: 20 },
      { name: 'AdVideoMidpoint' },
      { name: 'AdVideoThirdQuartile' },
      { name: 'AdVideoComplete' },
      { name: 'AdStopped' },
    ];
    for (const event of sent) frame.report(event);
    expect(events).toEqual(sent);
  });

  it('never delivers a click-through address other than http(s)', () => {
    const { frame, events } = loadedAd();
    frame.report({ name: 'AdClickThru', url: 'javascript:alert(1)', playerHandles: true });
    expect(events).toEqual([{ name: 'AdClickThru', url: undefined, playerHandles: true }]);
  });

  it('sends pause, resume, volume (kept to 0..1) and resize', () => {
    const { frame, ad } = loadedAd();
    ad.pause();
    ad.resume();
    ad.setVolume(0.25);
    ad.setVolume(7);
    ad.resize(800, 450);
    expect(frame.commands().slice(1)).toEqual([
      { type: 'pause' },
      { type: 'resume' },
      { type: 'volume', volume: 0.25 },
      { type: 'volume', volume: 1 },
      { type: 'resize', width: 800, height: 450 },
    ]);
  });

  it.each<[string, (channel: string) => unknown]>([
    ['null', () => null],
    ['a string', () => 'AdLoaded'],
    ['no channel', () => ({ type: 'event', event: { name: 'AdLoaded' } })],
    ['an unknown type', (channel) => ({ channel, type: 'hello' })],
    ['an unknown event', (channel) => ({ channel, type: 'event', event: { name: 'AdExploded' } })],
    ['no event', (channel) => ({ channel, type: 'event' })],
    [
      'a volume of words',
      (channel) => ({ channel, type: 'event', event: { name: 'AdVolumeChange', volume: 'loud' } }),
    ],
    [
      'a skippable state of words',
      (channel) => ({
        channel,
        type: 'event',
        event: { name: 'AdSkippableStateChange', skippable: 'yes' },
      }),
    ],
    [
      'an infinite remaining time',
      (channel) => ({
        channel,
        type: 'event',
        event: { name: 'AdRemainingTimeChange', remaining: Infinity, duration: 1 },
      }),
    ],
    [
      'an AdError of another code',
      (channel) => ({
        channel,
        type: 'event',
        event: { name: 'AdError', code: 400, message: 'x' },
      }),
    ],
    [
      'a click-through URL of a number',
      (channel) => ({
        channel,
        type: 'event',
        event: { name: 'AdClickThru', url: 5, playerHandles: true },
      }),
    ],
  ])('ignores junk: %s', (_case, junk) => {
    const { frame, events } = loadedAd();
    frame.post(junk(frame.channel));
    expect(events).toEqual([]);
  });

  it('ignores messages on another channel', () => {
    const { frame, events } = loadedAd();
    frame.post({ channel: 'f'.repeat(32), type: 'event', event: { name: 'AdStopped' } });
    expect(events).toEqual([]);
  });

  it('ignores messages from anything but its frame, even on its channel', () => {
    const { frame, events } = loadedAd();
    const other = document.createElement('iframe');
    document.body.append(other);
    const message = { channel: frame.channel, type: 'event', event: { name: 'AdStopped' } };
    frame.post(message, window);
    frame.post(message, other.contentWindow);
    frame.post(message, null);
    expect(events).toEqual([]);
  });

  it('ignores a message from no source once its container left the page', () => {
    const { container, frame, events } = loadedAd();
    container.remove();
    // What browsers do for a detached frame (jsdom keeps its window).
    Object.defineProperty(frame.iframe, 'contentWindow', { value: null });
    frame.post({ channel: frame.channel, type: 'event', event: { name: 'AdStopped' } }, null);
    expect(events).toEqual([]);
  });
});

describe('destroy()', () => {
  it('removes the frame; nothing is delivered or sent after it', () => {
    const { container, frame, events, ad } = loadedAd();
    ad.start();
    ad.destroy();
    expect(container.querySelector('iframe')).toBeNull();
    frame.report({ name: 'AdStarted' });
    frame.report({ name: 'AdStopped' });
    vi.advanceTimersByTime(60_000);
    ad.pause();
    ad.stop();
    ad.init();
    expect(events).toEqual([]);
    expect(frame.commands().map(({ type }) => type)).toEqual(['init', 'start']);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('before init() leaves nothing to start', () => {
    const { container, events, ad } = setup();
    ad.destroy();
    ad.init();
    expect(container.querySelector('iframe')).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(events).toEqual([]);
  });
});
