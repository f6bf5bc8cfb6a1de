/** The SIMID version this player speaks (environmentData.version). */
export const simidVersion = '1.2';

/** One message of SIMID's data layer (section 8.1), either way. */
export interface SimidMessage {
  sessionId: string;
  messageId: number;
  timestamp: number;
  type: string;
  args?: unknown;
}

/** The protocol's own message types, outside the SIMID: namespace (section 8). */
export const protocolType = {
  createSession: 'createSession',
  resolve: 'resolve',
  reject: 'reject',
} as const;

/** What the player tells the creative (section 4.3). */
export const playerMessage = {
  init: 'SIMID:Player:init',
  startCreative: 'SIMID:Player:startCreative',
  adSkipped: 'SIMID:Player:adSkipped',
  adStopped: 'SIMID:Player:adStopped',
  fatalError: 'SIMID:Player:fatalError',
  appBackgrounded: 'SIMID:Player:appBackgrounded',
  appForegrounded: 'SIMID:Player:appForegrounded',
  collapseNonlinear: 'SIMID:Player:collapseNonlinear',
  resize: 'SIMID:Player:resize',
  log: 'SIMID:Player:log',
} as const;

/** The namespace of the ad media's events (section 4.2), followed by the element's event type. */
export const mediaMessagePrefix = 'SIMID:Media:';

/**
 * What the creative asks or tells (section 4.4), by the name after `SIMID:Creative:`, matched
 * without regard to case: the IAB's own example library spells some of them differently
 * (`requestFullScreen`, `requestVolume`) from the specification.
 */
export const creativeRequest = {
  clickThru: 'clickthru',
  collapseNonlinear: 'collapsenonlinear',
  expandNonlinear: 'expandnonlinear',
  fatalError: 'fatalerror',
  getMediaState: 'getmediastate',
  log: 'log',
  reportTracking: 'reporttracking',
  requestChangeAdDuration: 'requestchangeadduration',
  requestChangeVolume: 'requestchangevolume',
  requestVolume: 'requestvolume',
  requestFullscreen: 'requestfullscreen',
  requestExitFullscreen: 'requestexitfullscreen',
  requestNavigation: 'requestnavigation',
  requestPause: 'requestpause',
  requestPlay: 'requestplay',
  requestResize: 'requestresize',
  requestSkip: 'requestskip',
  requestStop: 'requeststop',
} as const;

const creativePrefix = 'simid:creative:';

/** The creative's request name, lower case (see creativeRequest), or undefined for another type. */
export function creativeRequestName(type: string): string | undefined {
  const lower = type.toLowerCase();
  return lower.startsWith(creativePrefix) ? lower.slice(creativePrefix.length) : undefined;
}

/** Why the player ended the ad (SIMID:Player:adStopped's code, section 4.3.2). */
export const simidStopCode = {
  unspecified: 0,
  userClosed: 1,
  mediaCompleted: 2,
  playerClosed: 3,
  creativeClosed: 4,
  nonlinearDurationComplete: 5,
} as const;

/** A rectangle in the player's box, in CSS pixels (section 4.3.7's Dimensions). */
export interface SimidDimensions {
  x: number;
  y: number;
  width: number;
  height: number;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A session id is the creative's choice; anything longer than a UUID by far is not one.
const maxSessionIdLength = 256;

/**
 * A message from the creative's frame as SIMID's data layer defines it: JSON text (section 8.3.2),
 * or the same object structured-cloned by a creative that skips the serialisation. Anything else
 * is no SIMID message: undefined.
 */
export function parseSimidMessage(data: unknown): SimidMessage | undefined {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  if (!isFields(value)) return undefined;
  const { sessionId, messageId, timestamp, type, args } = value;
  if (typeof sessionId !== 'string' || sessionId.length > maxSessionIdLength) return undefined;
  if (typeof messageId !== 'number' || !Number.isInteger(messageId) || messageId < 0)
    return undefined;
  if (typeof type !== 'string' || type === '') return undefined;
  return {
    sessionId,
    messageId,
    timestamp: typeof timestamp === 'number' ? timestamp : 0,
    type,
    args,
  };
}

/** The fields of a message's args (an empty object when it has none or not an object). */
export const argsOf = (message: Pick<SimidMessage, 'args'>): Fields =>
  isFields(message.args) ? message.args : {};

/** A finite number, or undefined. */
export const numberField = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** A rectangle the creative sent, in whole pixels; undefined unless every side is a number. */
export function dimensionsField(value: unknown): SimidDimensions | undefined {
  if (!isFields(value)) return undefined;
  // The IAB's examples send the numbers of text inputs as strings.
  const [x, y, width, height] = [value.x, value.y, value.width, value.height].map((side) =>
    typeof side === 'string' && side.trim() !== '' ? Number(side) : side,
  );
  const sides = [x, y, width, height].map(numberField);
  if (sides.some((side) => side === undefined)) return undefined;
  const [left = 0, top = 0, w = 0, h = 0] = sides.map((side) => Math.round(side ?? 0));
  return { x: left, y: top, width: w, height: h };
}
