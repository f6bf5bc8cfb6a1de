import type { DRMSystemsConfiguration } from 'hls.js';
import { optionalLink } from '../../shared/master-playlist';

/** The key systems a master playlist JSON may name, in the order the page asks the browser for them. */
export const keySystemNames = [
  'com.widevine.alpha',
  'com.microsoft.playready',
  'org.w3.clearkey',
  'com.apple.fps',
] as const;

export type KeySystemName = (typeof keySystemNames)[number];

/** Where one key system's licenses (and, for FairPlay, its certificate) come from. */
export interface KeySystemLicense {
  licenseUrl: string;
  certificateUrl?: string;
}

export type KeySystemLicenses = Partial<Record<KeySystemName, KeySystemLicense>>;

/**
 * The JSON's `drm` as the key systems it licenses: unknown systems and entries without a license
 * URL are skipped; relative links start from the master playlist's origin, as its sources' do.
 */
export function readKeySystems(keySystems: unknown, masterUrl: string): KeySystemLicenses {
  const origin = new URL(masterUrl).origin;
  const licenses: KeySystemLicenses = {};
  if (!isRecord(keySystems)) return licenses;
  for (const name of keySystemNames) {
    const entry = keySystems[name];
    const licenseUrl = isRecord(entry) ? optionalLink(entry.licenseUrl, origin) : undefined;
    if (!isRecord(entry) || !licenseUrl) continue;
    const certificateUrl = optionalLink(entry.certificateUrl, origin);
    licenses[name] = certificateUrl ? { licenseUrl, certificateUrl } : { licenseUrl };
  }
  return licenses;
}

/**
 * hls.js's drmSystems for these licenses; FairPlay needs its certificate to be of use. Clear Key
 * asks for its license as soon as the playlist names the key, from the key id, rather than once
 * the init segment is in the element (hls.js waits for its `encrypted` event otherwise).
 */
export function hlsDrmSystems(licenses: KeySystemLicenses): DRMSystemsConfiguration {
  const systems: DRMSystemsConfiguration = {};
  for (const name of keySystemNames) {
    const license = licenses[name];
    if (!license || (name === 'com.apple.fps' && !license.certificateUrl)) continue;
    systems[name] = license.certificateUrl
      ? { licenseUrl: license.licenseUrl, serverCertificateUrl: license.certificateUrl }
      : { licenseUrl: license.licenseUrl };
  }
  const clearKey = systems['org.w3.clearkey'];
  if (clearKey) clearKey.generateRequest = keyIdsWhenMissing;
  return systems;
}

/** The W3C `keyids` init data of the key the playlist names, where hls.js has no init data yet. */
export function keyIdsWhenMissing(
  initDataType: string,
  initData: ArrayBuffer | null,
  { decryptdata }: { decryptdata: { keyId?: Uint8Array | null } },
): { initDataType: string; initData: ArrayBuffer | null } {
  const { keyId } = decryptdata;
  if (initData || !keyId) return { initDataType, initData };
  const kid = btoa(String.fromCharCode(...keyId))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  const keyIds = new TextEncoder().encode(JSON.stringify({ kids: [kid] }));
  return { initDataType: 'keyids', initData: keyIds.buffer };
}

/** FairPlay's license and certificate, the only key system of the browser's own HLS (Safari). */
export function nativeFairPlay(
  licenses: KeySystemLicenses,
): Required<KeySystemLicense> | undefined {
  const fairPlay = licenses['com.apple.fps'];
  return fairPlay?.certificateUrl
    ? { licenseUrl: fairPlay.licenseUrl, certificateUrl: fairPlay.certificateUrl }
    : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
