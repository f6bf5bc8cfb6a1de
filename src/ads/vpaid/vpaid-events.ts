import { AdErrorCode } from '../ad-types';

/** The VPAID 2.0 events that carry nothing but their name. */
const plainEventNames = [
  'AdLoaded',
  'AdStarted',
  'AdStopped',
  'AdSkipped',
  'AdImpression',
  'AdVideoStart',
  'AdVideoFirstQuartile',
  'AdVideoMidpoint',
  'AdVideoThirdQuartile',
  'AdVideoComplete',
  'AdPaused',
  'AdPlaying',
  'AdUserAcceptInvitation',
  'AdUserMinimize',
  'AdUserClose',
  'AdSizeChange',
  'AdLinearChange',
  'AdExpandedChange',
] as const;

type PlainVpaidEventName = (typeof plainEventNames)[number];

/**
 * A VPAID 2.0 event as the host delivers it. The change events carry the getters' answers,
 * read in the frame when the creative fires them; a number is -1 when the creative does not tell.
 */
export type VpaidEvent =
  | { name: PlainVpaidEventName }
  | { name: 'AdSkippableStateChange'; skippable: boolean }
  /** Seconds, from getAdRemainingTime() and getAdDuration(). */
  | { name: 'AdRemainingTimeChange' | 'AdDurationChange'; remaining: number; duration: number }
  /** 0 to 1, from getAdVolume(). */
  | { name: 'AdVolumeChange'; volume: number }
  /** url: an http(s) address only; when playerHandles is true the frame has already opened it. */
  | { name: 'AdClickThru'; url: string | undefined; playerHandles: boolean }
  | { name: 'AdInteraction'; id: string }
  | { name: 'AdLog'; message: string }
  /** Always the general VPAID error, 901: the creative's own, or the host's (timeouts, handshake). */
  | { name: 'AdError'; code: AdErrorCode; message: string };

export type VpaidEventName = VpaidEvent['name'];

/** Every VPAID 2.0 event name: the frame subscribes to each of them. */
export const vpaidEventNames: readonly VpaidEventName[] = [
  ...plainEventNames,
  'AdSkippableStateChange',
  'AdRemainingTimeChange',
  'AdDurationChange',
  'AdVolumeChange',
  'AdClickThru',
  'AdInteraction',
  'AdLog',
  'AdError',
];

/** The events after which the creative is over: the host tears the frame down after one. */
export const endingVpaidEvents: readonly VpaidEventName[] = ['AdStopped', 'AdSkipped', 'AdError'];

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Whether a value is a well-formed VpaidEvent (the frame runs foreign code: never trust it). */
export function isVpaidEvent(value: unknown): value is VpaidEvent {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as Record<string, unknown>;
  switch (event.name) {
    case 'AdSkippableStateChange':
      return typeof event.skippable === 'boolean';
    case 'AdRemainingTimeChange':
    case 'AdDurationChange':
      return isNumber(event.remaining) && isNumber(event.duration);
    case 'AdVolumeChange':
      return isNumber(event.volume);
    case 'AdClickThru':
      return (
        (event.url === undefined || typeof event.url === 'string') &&
        typeof event.playerHandles === 'boolean'
      );
    case 'AdInteraction':
      return typeof event.id === 'string';
    case 'AdLog':
      return typeof event.message === 'string';
    case 'AdError':
      return event.code === AdErrorCode.vpaidOrEmpty && typeof event.message === 'string';
    default:
      return plainEventNames.includes(event.name as PlainVpaidEventName);
  }
}
