import type { SimidErrorCode } from '../ad-types';

const code = (value: number) => value as SimidErrorCode;

/** The SIMID 1.2 error codes the player reports or answers with (section 9). */
export const simidError = {
  /** The creative's catch-all, for a failure it gave no code of its own for. */
  creativeUnspecified: code(1100),
  /** More functionality than the player supports (a resize, fullscreen, the wrong skip). */
  unsupportedRequest: code(1203),
  /** More time than the player allows (an ad lengthened past its limit). */
  tooMuchTime: code(1202),
  /** A message whose args the specification does not allow. */
  malformedMessage: code(1211),
  /** No answer to SIMID:Player:init before the ad's media ended (or, nonlinear, in time). */
  initUnanswered: code(1212),
  /** No answer to SIMID:Player:startCreative before the ad's media ended (or, nonlinear, in time). */
  startUnanswered: code(1213),
  /** A click-through or navigation the player cannot open: no valid http(s) address. */
  navigationUnsupported: code(1214),
  /** A navigation request to an address that is not http(s). */
  invalidNavigationUrl: code(1217),
  /** The creative never created its session. */
  sessionNotCreated: code(1223),
} as const;

/**
 * The code a creative gave with a reject or a fatalError, as the Error URLs get it: one of the
 * creative's own (1100-1199), else its catch-all, so that nothing it sends reaches the URLs but a
 * code from its range.
 */
export function creativeErrorCode(value: unknown): SimidErrorCode {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1100 && value <= 1199
    ? code(value)
    : simidError.creativeUnspecified;
}
