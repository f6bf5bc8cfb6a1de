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
  /** This license server's own deadline (the JSON's `licenseDeadlineMs`); the player's default without it. */
  deadlineMs?: number;
}

/** The deadlines a master playlist JSON may set, in ms: a license's round trip at least, a minute at most. */
export const licenseDeadlineBounds = { min: 1000, max: 60_000 };

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
    const deadlineMs = readDeadline(entry.licenseDeadlineMs);
    licenses[name] = {
      licenseUrl,
      ...(certificateUrl ? { certificateUrl } : {}),
      ...(deadlineMs ? { deadlineMs } : {}),
    };
  }
  return licenses;
}

/** A whole number of ms within the bounds; anything else leaves the default deadline. */
function readDeadline(value: unknown): number | undefined {
  const { min, max } = licenseDeadlineBounds;
  const valid =
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
  return valid ? value : undefined;
}

/** The license of a key system as hls.js names it (the same names), where the JSON gives one. */
export function licenseOf(
  licenses: KeySystemLicenses,
  keySystem: string,
): KeySystemLicense | undefined {
  const name = keySystemNames.find((known) => known === keySystem);
  return name && licenses[name];
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
export function nativeFairPlay(licenses: KeySystemLicenses): FairPlayLicense | undefined {
  const fairPlay = licenses['com.apple.fps'];
  return fairPlay?.certificateUrl
    ? { ...fairPlay, certificateUrl: fairPlay.certificateUrl }
    : undefined;
}

/** FairPlay's license, whose certificate it cannot start without. */
export type FairPlayLicense = KeySystemLicense & { certificateUrl: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
