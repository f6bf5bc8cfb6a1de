// The init segment of an encrypted track: the same boxes, with the sample entry marked as
// protected ('cenc' scheme, the key id) and the DRM systems' pssh boxes in moov.
import { concat, find, leaf, parseBoxes, versionAndFlags, writeBoxes, type Box } from './boxes';
import { clearKeyPssh, widevinePssh } from './pssh';

/** Every sample carries an 8-byte IV: 16 would be allowed, 8 leaves the CTR counter 8 bytes. */
export const perSampleIvSize = 8;

// The protected sample entry's type, for each clear one we package.
const protectedEntry: Record<string, string> = { avc1: 'encv', mp4a: 'enca' };

/** Encrypts the description of an init segment's one track; the bytes of the rest are kept. */
export function protectInitSegment(init: Uint8Array, kid: Uint8Array): Uint8Array {
  const boxes = parseBoxes(init);
  const moov = find(boxes, 'moov');
  const stsd = find(boxes, 'moov', 'trak', 'mdia', 'minf', 'stbl', 'stsd');
  for (const entry of stsd.children ?? []) {
    const encrypted = protectedEntry[entry.type];
    if (!encrypted) throw new Error(`cannot protect a ${entry.type} sample entry`);
    entry.children = [...(entry.children ?? []), schemeInformation(entry.type, kid)];
    entry.type = encrypted;
  }
  moov.children = [...(moov.children ?? []), clearKeyPssh(kid), widevinePssh(kid)];
  return writeBoxes(boxes);
}

/** sinf: what the clear format was, the scheme, and the track's default protection. */
function schemeInformation(originalFormat: string, kid: Uint8Array): Box {
  const ascii = (text: string) => new TextEncoder().encode(text);
  return {
    type: 'sinf',
    head: new Uint8Array(),
    children: [
      leaf('frma', ascii(originalFormat)),
      // 'cenc' 1.0: AES-CTR over the whole sample or its subsamples' protected ranges.
      leaf('schm', versionAndFlags(0, 0), ascii('cenc'), Uint8Array.of(0, 1, 0, 0)),
      {
        type: 'schi',
        head: new Uint8Array(),
        children: [
          // tenc v0: two reserved bytes, then isProtected, the IV size and the default key id.
          leaf('tenc', versionAndFlags(0, 0), concat(Uint8Array.of(0, 0, 1, perSampleIvSize), kid)),
        ],
      },
    ],
  };
}

/** The AVC NAL length size (avcC lengthSizeMinusOne + 1) of a video track, none for audio. */
export function nalLengthSizeOf(init: Uint8Array): number | undefined {
  const stsd = find(parseBoxes(init), 'moov', 'trak', 'mdia', 'minf', 'stbl', 'stsd');
  const entry = stsd.children?.[0];
  if (entry?.type !== 'avc1') return undefined;
  const avcC = find(entry.children ?? [], 'avcC');
  return ((avcC.head[4] ?? 0) & 0x03) + 1;
}
