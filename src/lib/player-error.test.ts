import { describe, expect, it } from 'vitest';
import {
  adPlayerError,
  availabilityCheckError,
  contentBlockedError,
  isBufferingError,
  type PlayerError,
  type PlayerErrorKind,
} from './player-error';

const error = (kind: PlayerErrorKind, detail: string): PlayerError => ({
  kind,
  detail,
  fatal: false,
});

describe('isBufferingError', () => {
  // Spec section 8: an error whose type contains 'buffer', whatever its kind, in any case.
  it.each<[PlayerError, boolean]>([
    [error('media', 'bufferStalledError'), true],
    [error('media', 'bufferNudgeOnStall'), true],
    [error('media', 'bufferAppendError'), true],
    [error('media', 'bufferFullError'), true],
    [error('other', 'BufferSomething'), true],
    [error('media', 'mediaError3'), false],
    [error('network', 'fragLoadError'), false],
    [error('manifest', 'manifestLoadError'), false],
    [error('unsupported', 'unsupported'), false],
    [contentBlockedError(), false],
    [availabilityCheckError(new Error('500')), false],
    [adPlayerError(405, 'https://ads.test/vast.xml'), false],
  ])('%o: %s', (playerError, buffering) => {
    expect(isBufferingError(playerError)).toBe(buffering);
  });
});

describe("the player's own errors", () => {
  // Their details are what the statistics send as error_type: they must not change.
  it('names blocked content Video blocked, fatal', () => {
    expect(contentBlockedError()).toEqual({
      kind: 'blocked',
      detail: 'Video blocked',
      fatal: true,
    });
  });

  it('names a failed availability check, not fatal (the content plays), with its error', () => {
    const cause = new Error('HTTP 500');
    expect(availabilityCheckError(cause)).toEqual({
      kind: 'availability',
      detail: 'Availability check failed',
      fatal: false,
      cause,
    });
  });

  it('keeps an ad error’s VAST code as a number beside its detail, with the tag’s URL', () => {
    expect(adPlayerError(303, 'https://ads.test/vast.xml', 'no ad')).toEqual({
      kind: 'ad',
      detail: '303',
      code: 303,
      fatal: true,
      url: 'https://ads.test/vast.xml',
      cause: 'no ad',
    });
  });
});
