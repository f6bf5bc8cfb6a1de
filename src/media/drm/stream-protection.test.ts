import { afterEach, describe, expect, it, vi } from 'vitest';
import { credentialHeaders, streamProtection } from './stream-protection';

const source = (keySystems: unknown) => ({
  keySystems,
  masterUrl: 'https://cdn.example/media/films/film-6/master.json',
});
const noHeaders = () => Promise.resolve({});
const clearKey = { 'org.w3.clearkey': { licenseUrl: '/drm/clearkey/license' } };
const fairPlay = { 'com.apple.fps': { licenseUrl: '/fps', certificateUrl: '/fps.cer' } };

afterEach(() => vi.unstubAllGlobals());

/** A navigator with EME, as every browser that can play protected streams has. */
function withEme() {
  vi.stubGlobal('navigator', { ...navigator, requestMediaKeySystemAccess: vi.fn() });
}

describe('a stream’s protection', () => {
  it('gives hls.js EME with the JSON’s key systems and starts the CDM with the manifest', () => {
    withEme();
    const protection = streamProtection(source(clearKey), noHeaders, false);
    expect(protection.unavailable).toBeUndefined();
    expect(protection.hlsConfig).toMatchObject({
      emeEnabled: true,
      requireKeySystemAccessOnStart: true,
      drmSystems: {
        'org.w3.clearkey': { licenseUrl: 'https://cdn.example/drm/clearkey/license' },
      },
    });
  });

  it('is unavailable without EME (an insecure context, an old browser)', () => {
    vi.stubGlobal('navigator', { ...navigator, requestMediaKeySystemAccess: undefined });
    expect(streamProtection(source(clearKey), noHeaders, false).unavailable).toMatchObject({
      kind: 'drm',
      failure: 'unsupported',
      detail: 'keySystemUnavailable',
    });
  });

  it('is unavailable when the JSON names no key system this way of playing has', () => {
    withEme();
    const unknownOnly = source({ 'com.example.drm': { licenseUrl: '/x' } });
    expect(streamProtection(unknownOnly, noHeaders, false).unavailable?.detail).toBe(
      'keySystemNoConfiguredLicense',
    );
    // The browser's own HLS (Safari without MSE) has FairPlay alone.
    expect(streamProtection(source(clearKey), noHeaders, true).unavailable).toMatchObject({
      failure: 'unsupported',
    });
    expect(streamProtection(source(fairPlay), noHeaders, true).unavailable).toBeUndefined();
  });
});

describe('a license ask’s time', () => {
  /** The timeout the protection's setup gives a Clear Key license request. */
  async function firstAskTimeout(keySystems: unknown): Promise<number> {
    withEme();
    const { licenseXhrSetup } = streamProtection(source(keySystems), noHeaders, false).hlsConfig;
    const xhr = { timeout: 0, open: vi.fn(), setRequestHeader: vi.fn() };
    const context = { keySystem: 'org.w3.clearkey', decryptdata: { uri: 'data:key' } };
    const setup = licenseXhrSetup as unknown as (...args: unknown[]) => Promise<void>;
    await setup.call(undefined, xhr, 'https://cdn.example/drm/clearkey/license', context);
    return xhr.timeout;
  }

  it('is 15 s by default, and the license server’s own deadline where the JSON sets one', async () => {
    expect(await firstAskTimeout(clearKey)).toBe(15_000);
    const withDeadline = {
      'org.w3.clearkey': { licenseUrl: '/drm/clearkey/license', licenseDeadlineMs: 4000 },
    };
    expect(await firstAskTimeout(withDeadline)).toBe(4000);
  });
});

describe('the credentials of a license request', () => {
  it('are the session header, and the bearer token of a signed-in viewer, refreshed first', async () => {
    const freshAccessToken = vi.fn(() => Promise.resolve('fresh-token'));
    const viewer = { session: { deviceId: () => 'device-1' }, refresher: { freshAccessToken } };
    expect(await credentialHeaders(viewer)()).toEqual({
      'X-Session-Context': 'device-1',
      Authorization: 'Bearer fresh-token',
    });
    expect(freshAccessToken).toHaveBeenCalledOnce();
  });

  it('name no token for an anonymous viewer, and an empty device before the cookie exists', async () => {
    const anonymous = {
      session: { deviceId: () => undefined },
      refresher: { freshAccessToken: () => Promise.resolve(undefined) },
    };
    expect(await credentialHeaders(anonymous)()).toEqual({ 'X-Session-Context': '' });
    expect(await credentialHeaders(undefined)()).toEqual({ 'X-Session-Context': '' });
  });
});
