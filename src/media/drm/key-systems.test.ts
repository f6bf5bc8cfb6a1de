import { describe, expect, it } from 'vitest';
import {
  hlsDrmSystems,
  keyIdsWhenMissing,
  licenseOf,
  nativeFairPlay,
  readKeySystems,
} from './key-systems';

const master = 'https://cdn.example/media/films/film-6/master.json';

describe('the master playlist JSON’s key systems', () => {
  it('reads each system’s license (and FairPlay’s certificate), relative links from the master’s origin', () => {
    const licenses = readKeySystems(
      {
        'com.widevine.alpha': { licenseUrl: 'https://license.example/wv' },
        'com.microsoft.playready': { licenseUrl: '/pr' },
        'org.w3.clearkey': { licenseUrl: '/drm/clearkey/license' },
        'com.apple.fps': { licenseUrl: '/fps', certificateUrl: '/fps.cer' },
      },
      master,
    );
    expect(licenses).toEqual({
      'com.widevine.alpha': { licenseUrl: 'https://license.example/wv' },
      'com.microsoft.playready': { licenseUrl: 'https://cdn.example/pr' },
      'org.w3.clearkey': { licenseUrl: 'https://cdn.example/drm/clearkey/license' },
      'com.apple.fps': {
        licenseUrl: 'https://cdn.example/fps',
        certificateUrl: 'https://cdn.example/fps.cer',
      },
    });
  });

  it('skips unknown systems, entries without a license URL, and a drm that is no object', () => {
    expect(
      readKeySystems(
        {
          'com.example.drm': { licenseUrl: '/x' },
          'com.widevine.alpha': {},
          'org.w3.clearkey': { licenseUrl: 42 },
        },
        master,
      ),
    ).toEqual({});
    expect(readKeySystems(['org.w3.clearkey'], master)).toEqual({});
    expect(readKeySystems('org.w3.clearkey', master)).toEqual({});
    expect(readKeySystems(null, master)).toEqual({});
    expect(readKeySystems(undefined, master)).toEqual({});
  });

  it('reads a license server’s own deadline, whole ms from 1 s to 60 s; any other is left out', () => {
    const deadlineOf = (licenseDeadlineMs: unknown) =>
      readKeySystems({ 'org.w3.clearkey': { licenseUrl: '/ck', licenseDeadlineMs } }, master)[
        'org.w3.clearkey'
      ]?.deadlineMs;
    expect([1000, 5000, 60_000].map(deadlineOf)).toEqual([1000, 5000, 60_000]);
    expect([999, 60_001, 2500.5, '5000', null, undefined].map(deadlineOf)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('finds a system’s license by the name hls.js gives it', () => {
    const licenses = readKeySystems({ 'org.w3.clearkey': { licenseUrl: '/ck' } }, master);
    expect(licenseOf(licenses, 'org.w3.clearkey')).toEqual({
      licenseUrl: 'https://cdn.example/ck',
    });
    expect(licenseOf(licenses, 'com.widevine.alpha')).toBeUndefined();
    expect(licenseOf(licenses, 'toString')).toBeUndefined();
  });

  it('puts a link without a leading slash at the origin’s root, as the sources’ links are', () => {
    expect(readKeySystems({ 'org.w3.clearkey': { licenseUrl: 'ck' } }, master)).toEqual({
      'org.w3.clearkey': { licenseUrl: 'https://cdn.example/ck' },
    });
  });
});

describe('hls.js’s drmSystems', () => {
  it('carry each license, FairPlay’s certificate as serverCertificateUrl, FairPlay without one left out', () => {
    const systems = hlsDrmSystems({
      'com.widevine.alpha': { licenseUrl: 'https://l/wv' },
      'com.microsoft.playready': { licenseUrl: 'https://l/pr' },
      'com.apple.fps': { licenseUrl: 'https://l/fps', certificateUrl: 'https://l/fps.cer' },
    });
    expect(systems).toEqual({
      'com.widevine.alpha': { licenseUrl: 'https://l/wv' },
      'com.microsoft.playready': { licenseUrl: 'https://l/pr' },
      'com.apple.fps': { licenseUrl: 'https://l/fps', serverCertificateUrl: 'https://l/fps.cer' },
    });
    expect(hlsDrmSystems({ 'com.apple.fps': { licenseUrl: 'https://l/fps' } })).toEqual({});
  });

  it('list Widevine, PlayReady, Clear Key then FairPlay, whatever the licenses’ order', () => {
    const systems = hlsDrmSystems({
      'com.apple.fps': { licenseUrl: 'https://l/fps', certificateUrl: 'https://l/fps.cer' },
      'org.w3.clearkey': { licenseUrl: 'https://l/ck' },
      'com.microsoft.playready': { licenseUrl: 'https://l/pr' },
      'com.widevine.alpha': { licenseUrl: 'https://l/wv' },
    });
    expect(Object.keys(systems)).toEqual([
      'com.widevine.alpha',
      'com.microsoft.playready',
      'org.w3.clearkey',
      'com.apple.fps',
    ]);
  });

  it('give Clear Key the key id as keyids init data where hls.js has none, and keep any it has', () => {
    const clearKey = hlsDrmSystems({ 'org.w3.clearkey': { licenseUrl: 'https://l/ck' } })[
      'org.w3.clearkey'
    ];
    expect(clearKey?.licenseUrl).toBe('https://l/ck');
    expect(clearKey?.generateRequest).toBe(keyIdsWhenMissing);
    const keyId = Uint8Array.from(Buffer.from('b49851b6e3f17b8ed1aa46442f484767', 'hex'));
    const made = keyIdsWhenMissing('cenc', null, { decryptdata: { keyId } });
    expect(made.initDataType).toBe('keyids');
    expect(JSON.parse(new TextDecoder().decode(made.initData ?? undefined))).toEqual({
      kids: ['tJhRtuPxe47RqkZEL0hHZw'],
    });
    const pssh = new ArrayBuffer(8);
    expect(keyIdsWhenMissing('cenc', pssh, { decryptdata: { keyId } })).toEqual({
      initDataType: 'cenc',
      initData: pssh,
    });
  });
});

describe('FairPlay on the browser’s own HLS', () => {
  it('is there only with its license and its certificate', () => {
    expect(
      nativeFairPlay({
        'com.apple.fps': { licenseUrl: 'https://l/fps', certificateUrl: 'https://l/c' },
      }),
    ).toEqual({ licenseUrl: 'https://l/fps', certificateUrl: 'https://l/c' });
    expect(
      nativeFairPlay({
        'com.apple.fps': {
          licenseUrl: 'https://l/fps',
          certificateUrl: 'https://l/c',
          deadlineMs: 5000,
        },
      })?.deadlineMs,
    ).toBe(5000);
    expect(nativeFairPlay({ 'com.apple.fps': { licenseUrl: 'https://l/fps' } })).toBeUndefined();
    expect(nativeFairPlay({ 'org.w3.clearkey': { licenseUrl: 'https://l/ck' } })).toBeUndefined();
  });
});
