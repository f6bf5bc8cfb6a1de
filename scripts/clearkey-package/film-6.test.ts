// The committed Clear Key film, read back independently of the packager: it decrypts to film 1's
// samples, its boxes say what a CDM needs, its offsets point where they claim, and packaging
// film 1 again gives the same bytes.
import { createDecipheriv } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoPath } from '../../server/paths';
import { boxSize, find, parseBoxes, viewOf, type Box } from './boxes';
import { packageFilm } from './film';
import { demoKey } from './keys';

const clearFilm = repoPath('media', 'films', 'film-1');
const protectedFilm = repoPath('media', 'films', 'film-6');
const { kid, key } = demoKey('film-6');
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
// Byte equality without a megabyte-long diff when it fails.
const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(b);

// The item at an index, which the test expects to be there.
function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

function read(film: string, path: string): Uint8Array {
  return new Uint8Array(readFileSync(join(film, path)));
}

// A media segment's samples, as trun says (sizes from trun, else from tfhd), and its raw parts.
function segmentParts(bytes: Uint8Array) {
  const boxes = parseBoxes(bytes);
  const offsetOf = (type: string) => {
    const index = boxes.findIndex((box) => box.type === type);
    return boxes.slice(0, index).reduce((at, box) => at + boxSize(box), 0);
  };
  const moofStart = offsetOf('moof');
  const mdatPayload = offsetOf('mdat') + 8;
  const traf = find(boxes, 'moof', 'traf');
  const tfhd = viewOf(find(traf.children ?? [], 'tfhd').head);
  const tfhdFlags = tfhd.getUint32(0) & 0xffffff;
  const defaultSize = tfhd.getUint32(8 + (tfhdFlags & 0x2 ? 4 : 0) + (tfhdFlags & 0x8 ? 4 : 0));
  const trun = viewOf(find(traf.children ?? [], 'trun').head);
  const flags = trun.getUint32(0) & 0xffffff;
  const count = trun.getUint32(4);
  const dataOffset = trun.getInt32(8);
  const stride = [0x100, 0x200, 0x400, 0x800].filter((flag) => flags & flag).length * 4;
  const tableAt = 12 + (flags & 0x4 ? 4 : 0);
  const samples: Uint8Array[] = [];
  let at = moofStart + dataOffset;
  for (let i = 0; i < count; i++) {
    const size =
      flags & 0x200 ? trun.getUint32(tableAt + i * stride + (flags & 0x100 ? 4 : 0)) : defaultSize;
    samples.push(bytes.subarray(at, at + size));
    at += size;
  }
  return { boxes, traf, moofStart, mdatPayload, dataOffset, samples };
}

// senc, read with the IV size of tenc (8): each sample's IV and (clear, protected) ranges.
function sampleEncryption(traf: Box) {
  const senc = find(traf.children ?? [], 'senc').head;
  const view = viewOf(senc);
  const withSubsamples = (view.getUint32(0) & 0x2) !== 0;
  const entries: { iv: Uint8Array; ranges: [number, number][] | null }[] = [];
  let at = 8;
  for (let i = 0; i < view.getUint32(4); i++) {
    const iv = senc.subarray(at, at + 8);
    at += 8;
    let ranges: [number, number][] | null = null;
    if (withSubsamples) {
      ranges = [];
      const count = view.getUint16(at);
      at += 2;
      for (let j = 0; j < count; j++, at += 6) {
        ranges.push([view.getUint16(at), view.getUint32(at + 2)]);
      }
    }
    entries.push({ iv, ranges });
  }
  return entries;
}

// AES-128-CTR over the protected ranges, one keystream from the sample's IV.
function decryptSample(sample: Uint8Array, iv: Uint8Array, ranges: [number, number][] | null) {
  const spans = ranges ?? [[0, sample.length]];
  const out = Uint8Array.from(sample);
  const counter = new Uint8Array(16);
  counter.set(iv);
  const decipher = createDecipheriv('aes-128-ctr', key, counter);
  let at = 0;
  for (const [clear, protectedBytes] of spans) {
    at += clear;
    out.set(decipher.update(sample.subarray(at, at + protectedBytes)), at);
    at += protectedBytes;
  }
  expect(at).toBe(sample.length);
  return out;
}

describe.each([
  ['360p', 'seg_000.m4s', 'video'],
  ['720p', 'seg_005.m4s', 'video'],
  ['audio_ru', 'seg_003.m4s', 'audio'],
])('%s/%s of film 6', (rendition, segment, kind) => {
  const clear = segmentParts(read(clearFilm, `${rendition}/${segment}`));
  const encrypted = segmentParts(read(protectedFilm, `${rendition}/${segment}`));
  const encryption = sampleEncryption(encrypted.traf);

  it('decrypts with the key to film 1’s samples, the clear ranges untouched', () => {
    expect(encrypted.samples.length).toBe(clear.samples.length);
    expect(encryption.length).toBe(clear.samples.length);
    encrypted.samples.forEach((sample, i) => {
      const { iv, ranges } = nth(encryption, i);
      const original = nth(clear.samples, i);
      expect(same(decryptSample(sample, iv, ranges), original), `sample ${i}`).toBe(true);
      // Encrypted for real: the protected bytes differ from the clear ones.
      expect(same(sample, original), `sample ${i}`).toBe(false);
      let at = 0;
      for (const [clearBytes, protectedBytes] of ranges ?? []) {
        const range = [at, at + clearBytes] as const;
        expect(same(sample.subarray(...range), original.subarray(...range))).toBe(true);
        at += clearBytes + protectedBytes;
      }
    });
  });

  it(kind === 'video' ? 'protects only slice data' : 'protects whole samples', () => {
    encryption.forEach(({ ranges }, i) => {
      if (kind === 'audio') return expect(ranges).toBeNull();
      const sample = nth(clear.samples, i);
      // Every NAL unit: its 4-byte length and header byte clear; only slices (1, 5) protected.
      const protectedSpans: string[] = [];
      let at = 0;
      for (const [clearBytes, protectedBytes] of ranges ?? []) {
        at += clearBytes;
        if (protectedBytes) protectedSpans.push(`${at}+${protectedBytes}`);
        at += protectedBytes;
      }
      const slices: string[] = [];
      const view = viewOf(sample);
      for (let nal = 0; nal < sample.length;) {
        const size = view.getUint32(nal);
        if ([1, 5].includes(view.getUint8(nal + 4) & 0x1f)) slices.push(`${nal + 5}+${size - 1}`);
        nal += 4 + size;
      }
      expect(protectedSpans).toEqual(slices);
    });
  });

  it('has saio pointing at the first IV, trun at the first sample byte, sidx the right size', () => {
    const { boxes, traf, moofStart, mdatPayload, dataOffset } = encrypted;
    const bytes = read(protectedFilm, `${rendition}/${segment}`);
    const saio = viewOf(find(traf.children ?? [], 'saio').head);
    expect(saio.getUint32(4)).toBe(1);
    const ivAt = moofStart + saio.getUint32(8);
    expect(hex(bytes.subarray(ivAt, ivAt + 8))).toBe(hex(nth(encryption, 0).iv));
    // …and that is senc's first IV: past its box header, version and flags, and sample count.
    expect(String.fromCharCode(...bytes.subarray(ivAt - 12, ivAt - 8))).toBe('senc');
    expect(moofStart + dataOffset).toBe(mdatPayload);
    const sampleBytes = encrypted.samples.reduce((sum, sample) => sum + sample.length, 0);
    expect(mdatPayload + sampleBytes).toBe(bytes.length);
    // sidx (version 1) indexes one reference, moof + mdat: to the end of the segment.
    const sidx = viewOf(find(boxes, 'sidx').head);
    expect(sidx.getUint16(30)).toBe(1);
    expect(sidx.getUint32(32) & 0x7fffffff).toBe(bytes.length - moofStart);
    const saiz = viewOf(find(traf.children ?? [], 'saiz').head);
    expect(saiz.getUint32(5)).toBe(encryption.length);
  });
});

describe.each([
  ['360p/init_0.mp4', 'encv', 'avc1'],
  ['720p/init_1.mp4', 'encv', 'avc1'],
  ['audio_ru/init_2.mp4', 'enca', 'mp4a'],
])('init segment %s', (path, entryType, originalFormat) => {
  const boxes = parseBoxes(read(protectedFilm, path));
  const moov = find(boxes, 'moov');

  it(`describes ${entryType} samples, 'cenc' with the key id`, () => {
    const entry = find(boxes, 'moov', 'trak', 'mdia', 'minf', 'stbl', 'stsd').children?.[0];
    expect(entry?.type).toBe(entryType);
    const sinf = find(entry?.children ?? [], 'sinf');
    expect(String.fromCharCode(...find(sinf.children ?? [], 'frma').head)).toBe(originalFormat);
    const schm = find(sinf.children ?? [], 'schm').head;
    expect(String.fromCharCode(...schm.subarray(4, 8))).toBe('cenc');
    expect(viewOf(schm).getUint32(8)).toBe(0x00010000);
    const tenc = find(sinf.children ?? [], 'schi', 'tenc').head;
    // Version 0, two reserved bytes, isProtected 1, IV size 8, the key id.
    expect(hex(tenc)).toBe(`00000000 0000 01 08 ${hex(kid)}`.replaceAll(' ', ''));
  });

  it('carries the Clear Key (common system) and Widevine pssh boxes', () => {
    const pssh = (moov.children ?? [])
      .filter((box) => box.type === 'pssh')
      .map((box) => hex(box.head));
    expect(pssh).toEqual([
      `01000000 1077efecc0b24d02ace33c1e52e2fb4b 00000001 ${hex(kid)} 00000000`.replaceAll(' ', ''),
      `00000000 edef8ba979d64acea3c827dcd51d21ed 00000012 1210${hex(kid)}`.replaceAll(' ', ''),
    ]);
  });
});

describe('film 6 playlists', () => {
  it.each(['360p', '720p', 'audio_ru'])(
    '%s names the key for Clear Key and Widevine',
    (rendition) => {
      const playlist = readFileSync(join(protectedFilm, rendition, 'index.m3u8'), 'utf8');
      const keys = [...playlist.matchAll(/^#EXT-X-KEY:(.*)$/gm)].map((match) => nth(match, 1));
      expect(keys).toHaveLength(2);
      expect(playlist.indexOf('#EXT-X-KEY')).toBeLessThan(playlist.indexOf('#EXT-X-MAP'));
      const uriBytes = (attributes: string) =>
        Buffer.from(
          nth(/URI="data:text\/plain;base64,([^"]+)"/.exec(attributes) ?? [], 1),
          'base64',
        );
      expect(keys[0]).toContain('METHOD=SAMPLE-AES-CTR,KEYFORMAT="org.w3.clearkey"');
      expect(uriBytes(nth(keys, 0)).toString('hex')).toBe(hex(kid));
      expect(keys[1]).toContain('KEYFORMAT="urn:uuid:edef8ba9-79d6-4ace-a3c8-27dcd51d21ed"');
      // The Widevine URI is the whole pssh box, as in the init segments.
      const moov = find(parseBoxes(read(protectedFilm, '360p/init_0.mp4')), 'moov');
      const widevine = (moov.children ?? []).filter((box) => box.type === 'pssh');
      expect(uriBytes(nth(keys, 1)).subarray(8).toString('hex')).toBe(hex(nth(widevine, 1).head));
    },
  );
});

describe('packaging film 1 again', () => {
  const out = mkdtempSync(join(tmpdir(), 'film-6-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('gives the committed film 6 byte for byte', () => {
    packageFilm({
      from: clearFilm,
      to: out,
      master: 'voice-ru.m3u8',
      mediaPath: '/media/films/film-6',
      key: { kid, key },
    });
    const files = (dir: string) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
        .sort();
    expect(files(out)).toEqual(files(protectedFilm));
    for (const file of files(protectedFilm)) {
      expect(same(read(out, file), read(protectedFilm, file)), file).toBe(true);
    }
  });
});
