import { isVpaidEvent, type VpaidEvent } from './vpaid-events';

/** What the player asks of the frame; each command but init is one VPAID method call. */
export type HostCommand =
  | {
      type: 'init';
      creativeUrl: string;
      adParameters: string;
      /** The VAST ClickThrough, for a creative that leaves the click to the player without a URL. */
      clickThroughUrl: string | undefined;
      width: number;
      height: number;
      volume: number;
    }
  | { type: 'start' | 'stop' | 'skip' | 'pause' | 'resume' }
  | { type: 'volume'; volume: number }
  | { type: 'resize'; width: number; height: number };

/** What the frame tells the player: it listens now, or the creative fired an event. */
export type FrameReport = { type: 'ready' } | { type: 'event'; event: VpaidEvent };

/** A message on the wire: its payload and the session's channel id. */
export type ChannelMessage<Payload> = Payload & { channel: string };

type Fields = Record<string, unknown>;

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const onChannel = (data: unknown, channel: string): data is Fields =>
  typeof data === 'object' && data !== null && (data as Fields).channel === channel;

/** Whether a message is a well-formed command of this session (the frame's check). */
export function isHostMessage(data: unknown, channel: string): data is ChannelMessage<HostCommand> {
  if (!onChannel(data, channel)) return false;
  switch (data.type) {
    case 'init':
      return (
        typeof data.creativeUrl === 'string' &&
        typeof data.adParameters === 'string' &&
        (data.clickThroughUrl === undefined || typeof data.clickThroughUrl === 'string') &&
        isNumber(data.width) &&
        isNumber(data.height) &&
        isNumber(data.volume)
      );
    case 'start':
    case 'stop':
    case 'skip':
    case 'pause':
    case 'resume':
      return true;
    case 'volume':
      return isNumber(data.volume);
    case 'resize':
      return isNumber(data.width) && isNumber(data.height);
    default:
      return false;
  }
}

/** Whether a message is a well-formed report of this session (the player's check). */
export function isFrameMessage(
  data: unknown,
  channel: string,
): data is ChannelMessage<FrameReport> {
  if (!onChannel(data, channel)) return false;
  return data.type === 'ready' || (data.type === 'event' && isVpaidEvent(data.event));
}

/** A random channel id; getRandomValues, unlike randomUUID, works on plain-http origins too. */
export function createChannelId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
