// The Protection System Specific Header boxes of the film: one per DRM system that may play it.
import { concat, leaf, uint32, versionAndFlags, type Box } from './boxes';

/** W3C "Common PSSH" system: the one the Clear Key CDMs of Chromium and Firefox read. */
export const commonSystemId = hex('1077efecc0b24d02ace33c1e52e2fb4b');
/** Widevine: not playable here (no license server), but shapes the stream like a multi-DRM one. */
export const widevineSystemId = hex('edef8ba979d64acea3c827dcd51d21ed');

/** Version 1 lists the key ids in the box itself, which is all a Clear Key CDM looks at. */
export function clearKeyPssh(kid: Uint8Array): Box {
  return leaf('pssh', versionAndFlags(1, 0), commonSystemId, uint32(1), kid, uint32(0));
}

/**
 * Version 0 with Widevine's own header as data: the smallest valid WidevinePsshData protobuf,
 * field 2 (key_id, length-delimited: tag 0x12) holding the 16-byte key id.
 */
export function widevinePssh(kid: Uint8Array): Box {
  const data = concat(Uint8Array.of(0x12, kid.length), kid);
  return leaf('pssh', versionAndFlags(0, 0), widevineSystemId, uint32(data.length), data);
}

export function hex(text: string): Uint8Array {
  return Uint8Array.from(Buffer.from(text, 'hex'));
}
