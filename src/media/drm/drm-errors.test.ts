import type { ErrorData } from 'hls.js';
import { describe, expect, it } from 'vitest';
import { drmErrorOfHls, mediaFailureOf } from './drm-errors';
import { LicenseTimeout } from './license-attempts';

const keySystemError = (details: string, extra: Partial<ErrorData> = {}) =>
  ({ type: 'keySystemError', details, fatal: true, ...extra }) as unknown as ErrorData;

describe('hls.js’s key-system errors as the player’s', () => {
  it('leave every other error to the stream’s own mapping', () => {
    const network = { type: 'networkError', details: 'fragLoadError', fatal: true };
    expect(drmErrorOfHls(network as unknown as ErrorData)).toBeUndefined();
  });

  it('are unsupported when no key system is there or configured', () => {
    for (const details of ['keySystemNoAccess', 'keySystemNoConfiguredLicense']) {
      expect(drmErrorOfHls(keySystemError(details))).toMatchObject({
        kind: 'drm',
        failure: 'unsupported',
        detail: details,
        fatal: true,
      });
    }
  });

  it('are a refusal for a 401 or a 403, a license failure for any other status', () => {
    const failed = (code: number) =>
      drmErrorOfHls(
        keySystemError('keySystemLicenseRequestFailed', {
          response: { code, text: '', url: '', data: undefined },
        } as Partial<ErrorData>),
      )?.failure;
    expect([401, 403, 404, 500, 0].map(failed)).toEqual([
      'refused',
      'refused',
      'license',
      'license',
      'license',
    ]);
  });

  it('name a license that did not come in time', () => {
    const error = new LicenseTimeout('https://l', 15_000);
    expect(drmErrorOfHls(keySystemError('keySystemNoKeys', { error }))).toMatchObject({
      failure: 'license',
      detail: 'keySystemLicenseTimeout',
    });
  });

  it('carry hls.js’s details, whether fatal, and its data', () => {
    const data = keySystemError('keySystemSessionUpdateFailed', { fatal: false });
    expect(drmErrorOfHls(data)).toEqual({
      kind: 'drm',
      failure: 'license',
      detail: 'keySystemSessionUpdateFailed',
      fatal: false,
      cause: data,
    });
  });

  it('keep a key status error hls.js gets past (another rendition) not fatal', () => {
    const restricted = keySystemError('keySystemStatusOutputRestricted', { fatal: false });
    expect(drmErrorOfHls(restricted)).toMatchObject({ fatal: false, failure: 'license' });
  });
});

describe('a protected stream’s media failure', () => {
  const video = (frames: number) =>
    ({ getVideoPlaybackQuality: () => ({ totalVideoFrames: frames }) }) as HTMLVideoElement;
  const undecodable = { kind: 'media' as const, detail: 'mediaError3', fatal: true };

  it('is the key’s when no frame ever decoded', () => {
    expect(mediaFailureOf(undecodable, video(0))).toMatchObject({
      kind: 'drm',
      failure: 'license',
      detail: 'keySystemUndecryptable',
      cause: undecodable,
    });
  });

  it('stays the media’s once frames have decoded, as any other kind does', () => {
    expect(mediaFailureOf(undecodable, video(12))).toBe(undecodable);
    const network = { kind: 'network' as const, detail: 'fragLoadError', fatal: true };
    expect(mediaFailureOf(network, video(0))).toBe(network);
  });
});
