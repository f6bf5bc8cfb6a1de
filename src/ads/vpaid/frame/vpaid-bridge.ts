import { AdErrorCode } from '../../ad-types';
import { vpaidEventNames, type VpaidEvent, type VpaidEventName } from '../vpaid-events';
import { webUrl } from '../../../lib/web-url';
import type { HostCommand } from '../vpaid-protocol';

/** The VPAID 2.0 methods the bridge calls: a creative lacking one is refused. */
const requiredMethods = [
  'handshakeVersion',
  'initAd',
  'startAd',
  'stopAd',
  'skipAd',
  'pauseAd',
  'resumeAd',
  'resizeAd',
  'setAdVolume',
  'getAdVolume',
  'getAdSkippableState',
  'getAdRemainingTime',
  'getAdDuration',
  'subscribe',
] as const;

type VpaidCreative = Record<(typeof requiredMethods)[number], (...args: unknown[]) => unknown>;
type InitCommand = Extract<HostCommand, { type: 'init' }>;
type CallCommand = Exclude<HostCommand, InitCommand>;

const methodOf = {
  start: 'startAd',
  stop: 'stopAd',
  skip: 'skipAd',
  pause: 'pauseAd',
  resume: 'resumeAd',
  volume: 'setAdVolume',
  resize: 'resizeAd',
} as const;

function argumentsOf(command: CallCommand): unknown[] {
  if (command.type === 'volume') return [command.volume];
  if (command.type === 'resize') return [command.width, command.height, 'normal'];
  return [];
}

const text = (value: unknown) => String(value ?? '').slice(0, 1000);
const describe = (error: unknown) => text(error instanceof Error ? error.message : error);

export interface VpaidBridgeOptions {
  /** The creative's display area, above the video slot. */
  slot: HTMLElement;
  /** The video element the creative may play in. */
  videoSlot: HTMLVideoElement;
  /** Loads the creative's script and answers its window.getVPAIDAd, whatever that turned out to be. */
  loadCreative(url: string): Promise<unknown>;
  /** Sends one event to the player. */
  emit(event: VpaidEvent): void;
  /** Opens the advertiser's page in a new tab (the frame has the click's user activation). */
  openWindow(url: string): void;
}

export interface VpaidBridge {
  /** Carries out one command of the player; init loads the creative, once. */
  handle(command: HostCommand): void;
}

/** The frame's logic: loads and checks the creative, relays the player's calls and its events. */
export function createVpaidBridge(options: VpaidBridgeOptions): VpaidBridge {
  let init: InitCommand | undefined;
  let creative: VpaidCreative | undefined;
  let volumeApplied = false;

  const fail = (message: string) =>
    options.emit({ name: 'AdError', code: AdErrorCode.vpaidOrEmpty, message });

  // A getter that throws or answers something else than a number does not tell: -1.
  const read = (getter: 'getAdRemainingTime' | 'getAdDuration' | 'getAdVolume') => {
    try {
      const value = creative?.[getter]();
      return typeof value === 'number' && Number.isFinite(value) ? value : -1;
    } catch {
      return -1;
    }
  };

  function toEvent(name: VpaidEventName, args: unknown[]): VpaidEvent {
    switch (name) {
      case 'AdSkippableStateChange': {
        let skippable = false;
        try {
          skippable = creative?.getAdSkippableState() === true;
        } catch {
          // A creative that cannot say is not skippable.
        }
        return { name, skippable };
      }
      case 'AdRemainingTimeChange':
      case 'AdDurationChange':
        return { name, remaining: read('getAdRemainingTime'), duration: read('getAdDuration') };
      case 'AdVolumeChange':
        return { name, volume: read('getAdVolume') };
      case 'AdClickThru': {
        const playerHandles = args[2] === true;
        // No URL of its own: the creative means the VAST ClickThrough, which the player holds.
        const fallback = playerHandles ? init?.clickThroughUrl : undefined;
        return { name, url: webUrl(text(args[0]) || fallback), playerHandles };
      }
      case 'AdInteraction':
        return { name, id: text(args[0]) };
      case 'AdLog':
        return { name, message: text(args[0]) };
      case 'AdError':
        return { name, code: AdErrorCode.vpaidOrEmpty, message: text(args[0]) || 'AdError' };
      default:
        return { name };
    }
  }

  function relay(name: VpaidEventName, args: unknown[]) {
    const event = toEvent(name, args);
    if (event.name === 'AdClickThru' && event.playerHandles && event.url)
      options.openWindow(event.url);
    options.emit(event);
    // The viewer's volume, once the creative can take it.
    if (event.name === 'AdLoaded' && !volumeApplied && init) {
      volumeApplied = true;
      call({ type: 'volume', volume: init.volume });
    }
  }

  function call(command: CallCommand) {
    const method = methodOf[command.type];
    try {
      creative?.[method](...argumentsOf(command));
    } catch (error) {
      fail(`${method}() threw: ${describe(error)}`);
    }
  }

  async function load(command: InitCommand) {
    const url = webUrl(command.creativeUrl);
    if (!url) return fail(`the creative URL is not http(s): ${text(command.creativeUrl)}`);
    let getVpaidAd: unknown;
    try {
      getVpaidAd = await options.loadCreative(url);
    } catch {
      return fail(`the creative script did not load: ${url}`);
    }
    if (typeof getVpaidAd !== 'function')
      return fail('the creative script defines no getVPAIDAd()');
    try {
      const ad: unknown = getVpaidAd();
      if (typeof ad !== 'object' || ad === null) return fail('getVPAIDAd() returned no object');
      const fields = ad as Record<string, unknown>;
      const missing = requiredMethods.filter((name) => typeof fields[name] !== 'function');
      if (missing.length > 0) return fail(`the creative lacks ${missing.join(', ')}`);
      const candidate = ad as VpaidCreative;
      const version = text(candidate.handshakeVersion('2.0'));
      if (!/^2(\.|$)/.test(version)) return fail(`the creative speaks VPAID "${version}", not 2.x`);
      creative = candidate;
      for (const name of vpaidEventNames) {
        creative.subscribe((...args: unknown[]) => relay(name, args), name);
      }
      const { slot, videoSlot } = options;
      videoSlot.volume = Math.min(1, Math.max(0, command.volume));
      videoSlot.muted = videoSlot.volume === 0;
      creative.initAd(
        command.width,
        command.height,
        'normal',
        -1,
        { AdParameters: command.adParameters },
        { slot, videoSlot, videoSlotCanAutoPlay: true },
      );
    } catch (error) {
      fail(`the creative threw: ${describe(error)}`);
    }
  }

  return {
    handle(command) {
      if (command.type !== 'init') return call(command);
      if (init) return;
      init = command;
      void load(command);
    },
  };
}
