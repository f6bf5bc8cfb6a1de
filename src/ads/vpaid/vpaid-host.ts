import { webUrl } from '../../lib/web-url';
import { AdErrorCode } from '../ad-types';
import { endingVpaidEvents, type VpaidEvent, type VpaidEventName } from './vpaid-events';
import {
  createChannelId,
  isFrameMessage,
  type ChannelMessage,
  type HostCommand,
} from './vpaid-protocol';

/** Milliseconds the host waits for the creative's answer before it gives up. */
export interface VpaidTimeouts {
  /** init() to AdLoaded: frame page, creative script, handshake and initAd. */
  load: number;
  /** start() to AdStarted. */
  start: number;
  /** stop() to AdStopped, skip() to AdSkipped; then the frame goes anyway. */
  stop: number;
}

export const defaultVpaidTimeouts: VpaidTimeouts = { load: 8000, start: 5000, stop: 3000 };

export interface VpaidAdOptions {
  /** The ad area: the frame fills it (class vpaid-frame) and leaves it at the end. */
  container: HTMLElement;
  /** The built frame page, e.g. new URL('vpaid-frame.html', document.baseURI).href. */
  frameUrl: string;
  /** The frame's accessible name. */
  title: string;
  /** The creative's script: an http(s) address. */
  creativeUrl: string;
  /** The VAST AdParameters, passed to initAd as creativeData.AdParameters. */
  adParameters: string | undefined;
  /** The VAST ClickThrough, opened when the creative leaves the click to the player without a URL. */
  clickThroughUrl?: string;
  width: number;
  height: number;
  /** 0 to 1; pass 0 when the viewer has muted the player. */
  volume: number;
  timeouts?: Partial<VpaidTimeouts>;
  /** Every event, in order; the last one is AdStopped, AdSkipped or AdError. */
  onEvent(event: VpaidEvent): void;
}

/** One VPAID creative in its sandboxed frame; every method is safe to call at any time. */
export interface VpaidAd {
  /** Adds the frame and loads the creative; ends in AdLoaded or AdError. */
  init(): void;
  /** startAd, once, after AdLoaded; AdError unless AdStarted follows in time. */
  start(): void;
  pause(): void;
  resume(): void;
  /** stopAd; ends in AdStopped, from the creative or, after the stop timeout, from the host. */
  stop(): void;
  /** skipAd, only once the creative has said it is skippable; ends in AdSkipped. */
  skip(): void;
  /** 0 to 1. */
  setVolume(volume: number): void;
  resize(width: number, height: number): void;
  /** Removes the frame and every listener and timer; nothing is delivered after it. */
  destroy(): void;
}

/** Creates the player's side of a VPAID creative: nothing happens until init(). */
export function createVpaidAd(options: VpaidAdOptions): VpaidAd {
  const timeouts = { ...defaultVpaidTimeouts, ...options.timeouts };
  const channel = createChannelId();
  const listeners = new AbortController();
  let iframe: HTMLIFrameElement | undefined;
  let ready = false;
  let loaded = false;
  let started = false;
  let skippable = false;
  let ending = false;
  let done = false;
  let waiting:
    { names: readonly VpaidEventName[]; timer: ReturnType<typeof setTimeout> } | undefined;

  const send = (command: HostCommand) => {
    const message: ChannelMessage<HostCommand> = { ...command, channel };
    // The sandboxed frame has an opaque origin: no target origin other than '*' reaches it.
    iframe?.contentWindow?.postMessage(message, '*');
  };

  const awaitEvent = (names: readonly VpaidEventName[], ms: number, onTimeout: () => void) => {
    clearTimeout(waiting?.timer);
    waiting = { names, timer: setTimeout(onTimeout, ms) };
  };

  const teardown = () => {
    done = true;
    clearTimeout(waiting?.timer);
    waiting = undefined;
    listeners.abort();
    iframe?.remove();
  };

  // The last event: the frame is gone before the listener hears it, so nothing can follow.
  const finish = (event: VpaidEvent) => {
    teardown();
    options.onEvent(event);
  };
  const fail = (message: string) =>
    finish({ name: 'AdError', code: AdErrorCode.vpaidOrEmpty, message });

  const deliver = (event: VpaidEvent) => {
    if (waiting?.names.includes(event.name)) {
      clearTimeout(waiting.timer);
      waiting = undefined;
    }
    if (event.name === 'AdLoaded') loaded = true;
    if (event.name === 'AdSkippableStateChange') skippable = event.skippable;
    if (event.name === 'AdClickThru') event = { ...event, url: webUrl(event.url) };
    if (endingVpaidEvents.includes(event.name)) finish(event);
    else options.onEvent(event);
  };

  const onMessage = (event: MessageEvent) => {
    // A detached frame has no window: a message from no source must not pass for its own.
    const frameWindow = iframe?.contentWindow;
    if (!frameWindow || event.source !== frameWindow) return;
    if (!isFrameMessage(event.data, channel)) return;
    const report = event.data;
    if (report.type === 'event') return deliver(report.event);
    if (ready) return;
    ready = true;
    send({
      type: 'init',
      creativeUrl: options.creativeUrl,
      adParameters: options.adParameters ?? '',
      clickThroughUrl: options.clickThroughUrl,
      width: options.width,
      height: options.height,
      volume: options.volume,
    });
  };

  // Calls are for a creative under way: before init() or after the end they do nothing.
  const active = () => iframe !== undefined && !done && !ending;

  return {
    init() {
      if (iframe || done) return;
      const document = options.container.ownerDocument;
      document.defaultView?.addEventListener('message', onMessage, { signal: listeners.signal });
      iframe = document.createElement('iframe');
      iframe.className = 'vpaid-frame';
      iframe.dataset.player = 'vpaid';
      iframe.title = options.title;
      // No allow-same-origin: the creative gets an opaque origin, away from the player's storage and DOM.
      iframe.setAttribute('sandbox', 'allow-scripts allow-popups allow-popups-to-escape-sandbox');
      // Delegates the page's autoplay permission: the sandboxed frame counts as cross-origin.
      iframe.setAttribute('allow', 'autoplay');
      const url = new URL(options.frameUrl, document.baseURI);
      url.hash = channel;
      iframe.src = url.href;
      awaitEvent(['AdLoaded'], timeouts.load, () =>
        fail(`the VPAID creative did not load within ${timeouts.load} ms`),
      );
      options.container.append(iframe);
    },
    start() {
      // A second startAd would wait for an AdStarted that never comes again.
      if (!active() || !loaded || started) return;
      started = true;
      send({ type: 'start' });
      awaitEvent(['AdStarted'], timeouts.start, () =>
        fail(`the VPAID creative did not start within ${timeouts.start} ms`),
      );
    },
    pause() {
      if (active()) send({ type: 'pause' });
    },
    resume() {
      if (active()) send({ type: 'resume' });
    },
    stop() {
      if (!active()) return;
      ending = true;
      // Before AdLoaded there is nothing to stop gracefully: the frame simply goes.
      if (!loaded) return finish({ name: 'AdStopped' });
      send({ type: 'stop' });
      awaitEvent(['AdStopped'], timeouts.stop, () => finish({ name: 'AdStopped' }));
    },
    skip() {
      if (!active() || !skippable) return;
      ending = true;
      send({ type: 'skip' });
      awaitEvent(['AdSkipped'], timeouts.stop, () => finish({ name: 'AdSkipped' }));
    },
    setVolume(volume) {
      if (active()) send({ type: 'volume', volume: Math.min(1, Math.max(0, volume)) });
    },
    resize(width, height) {
      if (active()) send({ type: 'resize', width, height });
    },
    destroy: teardown,
  };
}
