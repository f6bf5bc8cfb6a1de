// A media segment (styp, sidx, moof, mdat) encrypted in place: mdat keeps its size, each traf
// gains the sample auxiliary information (senc, saiz, saio), and every offset the growth of moof
// moves is corrected (trun data_offset, sidx referenced_size).
import {
  boxSize,
  child,
  concat,
  find,
  leaf,
  parseBoxes,
  uint16,
  uint32,
  versionAndFlags,
  viewOf,
  writeBoxes,
  type Box,
} from './boxes';
import { perSampleIvSize } from './init-segment';
import { avcSubsamples, encryptSample, type Subsample } from './sample-encryption';

/** What the encryption of a track's samples needs to know. */
export interface TrackProtection {
  key: Uint8Array;
  /** The AVC NAL length size for video (subsample encryption), absent for audio (whole samples). */
  nalLengthSize?: number;
  /** The IV of the segment's nth sample. */
  ivOf: (sampleIndex: number) => Uint8Array;
}

// tfhd flags.
const baseDataOffsetPresent = 0x000001;
const sampleDescriptionIndexPresent = 0x000002;
const defaultSampleDurationPresent = 0x000008;
const defaultSampleSizePresent = 0x000010;
const defaultBaseIsMoof = 0x020000;
// trun flags, and the per-sample fields they announce, in their order.
const dataOffsetPresent = 0x000001;
const firstSampleFlagsPresent = 0x000004;
const sampleDurationPresent = 0x000100;
const sampleSizePresent = 0x000200;
const sampleFields = [sampleDurationPresent, sampleSizePresent, 0x000400, 0x000800];
// senc flag: the samples have subsamples.
const useSubsamples = 0x000002;

export function protectMediaSegment(segment: Uint8Array, track: TrackProtection): Uint8Array {
  const boxes = parseBoxes(segment);
  const moof = find(boxes, 'moof');
  const mdat = find(boxes, 'mdat');
  const moofStart = offsetOf(boxes, moof);
  // Offsets in trun are from the start of moof; mdat's payload starts 8 bytes after its own.
  const payloadStart = offsetOf(boxes, mdat) + 8 - moofStart;
  const payload = Uint8Array.from(mdat.head);
  const oldMoofSize = boxSize(moof);
  let sampleIndex = 0;
  const trafs = (moof.children ?? []).filter((box) => box.type === 'traf');
  for (const traf of trafs) {
    const samples = trafSamples(traf);
    const auxiliary: Uint8Array[] = samples.map(({ offset, size }) => {
      const at = offset - payloadStart;
      const sample = payload.subarray(at, at + size);
      const iv = track.ivOf(sampleIndex++);
      const subsamples =
        track.nalLengthSize === undefined ? undefined : avcSubsamples(sample, track.nalLengthSize);
      payload.set(encryptSample(sample, track.key, iv, subsamples), at);
      return subsamples ? concat(iv, subsampleTable(subsamples)) : iv;
    });
    const flags = track.nalLengthSize === undefined ? 0 : useSubsamples;
    traf.children = [
      ...(traf.children ?? []),
      sampleSizes(auxiliary),
      // The offset is set below, once moof's new layout is known.
      leaf('saio', versionAndFlags(0, 0), uint32(1), uint32(0)),
      leaf('senc', versionAndFlags(0, flags), uint32(auxiliary.length), ...auxiliary),
    ];
  }
  mdat.head = payload;
  const growth = boxSize(moof) - oldMoofSize;
  for (const traf of trafs) {
    // saio: where the first IV is, from the start of moof (default-base-is-moof), past senc's
    // header, version and flags, and sample count.
    const senc = child(traf, 'senc');
    child(traf, 'saio').head = concat(
      versionAndFlags(0, 0),
      uint32(1),
      uint32(offsetOf([moof], senc) + 16),
    );
    for (const trun of traf.children ?? []) {
      if (trun.type === 'trun') moveDataOffset(trun, growth);
    }
  }
  // sidx gives the size of the moof + mdat it indexes: it grows with moof.
  for (const sidx of boxes.filter((box) => box.type === 'sidx')) growReferences(sidx, growth);
  return writeBoxes(boxes);
}

/** Where each sample of a traf is, as offsets from the start of moof and sizes. */
export function trafSamples(traf: Box): { offset: number; size: number }[] {
  const tfhd = viewOf(child(traf, 'tfhd').head);
  const tfhdFlags = tfhd.getUint32(0) & 0xffffff;
  if (!(tfhdFlags & defaultBaseIsMoof) || tfhdFlags & baseDataOffsetPresent) {
    throw new Error('only default-base-is-moof fragments (as ffmpeg writes them) are supported');
  }
  // The optional tfhd fields before default_sample_size, each present by its flag.
  let at = 8;
  for (const flag of [sampleDescriptionIndexPresent, defaultSampleDurationPresent]) {
    if (tfhdFlags & flag) at += 4;
  }
  const defaultSize = tfhdFlags & defaultSampleSizePresent ? tfhd.getUint32(at) : undefined;
  const samples: { offset: number; size: number }[] = [];
  for (const trun of (traf.children ?? []).filter((box) => box.type === 'trun')) {
    const { flags, count, dataOffset, fieldsAt, perSample } = trunLayout(trun);
    const view = viewOf(trun.head);
    let offset = dataOffset;
    for (let i = 0; i < count; i++) {
      const size =
        flags & sampleSizePresent
          ? view.getUint32(fieldsAt + i * perSample + (flags & sampleDurationPresent ? 4 : 0))
          : defaultSize;
      if (size === undefined) throw new Error('no sample size in trun or tfhd');
      samples.push({ offset, size });
      offset += size;
    }
  }
  return samples;
}

// The fixed fields of a trun and the stride of its per-sample table.
function trunLayout(trun: Box) {
  const view = viewOf(trun.head);
  const flags = view.getUint32(0) & 0xffffff;
  if (!(flags & dataOffsetPresent)) throw new Error('trun without data_offset');
  const count = view.getUint32(4);
  const dataOffset = view.getInt32(8);
  const fieldsAt = 12 + (flags & firstSampleFlagsPresent ? 4 : 0);
  const perSample = sampleFields.filter((flag) => flags & flag).length * 4;
  return { flags, count, dataOffset, fieldsAt, perSample };
}

function moveDataOffset(trun: Box, growth: number): void {
  const head = Uint8Array.from(trun.head);
  viewOf(head).setInt32(8, trunLayout(trun).dataOffset + growth);
  trun.head = head;
}

// senc's subsample table: a count, then (clear: 16 bits, protected: 32 bits) pairs.
function subsampleTable(subsamples: Subsample[]): Uint8Array {
  return concat(
    uint16(subsamples.length),
    ...subsamples.flatMap((subsample) => [uint16(subsample.clear), uint32(subsample.protected)]),
  );
}

// saiz: the size of each sample's auxiliary information (IV + subsamples): one default size when
// they are all the same (audio), else a table (video).
function sampleSizes(auxiliary: Uint8Array[]): Box {
  const sizes = auxiliary.map((info) => info.length);
  if (sizes.some((size) => size > 0xff)) throw new Error('sample auxiliary info over 255 bytes');
  const allSame = sizes.every((size) => size === sizes[0]);
  return leaf(
    'saiz',
    versionAndFlags(0, 0),
    Uint8Array.of(allSame ? (sizes[0] ?? perSampleIvSize) : 0),
    uint32(sizes.length),
    allSame ? new Uint8Array() : Uint8Array.from(sizes),
  );
}

// sidx v0/v1: after the fixed fields, each reference is 12 bytes starting with
// reference_type (1 bit) and referenced_size (31 bits).
function growReferences(sidx: Box, growth: number): void {
  const head = Uint8Array.from(sidx.head);
  const view = viewOf(head);
  const version = view.getUint8(0);
  const countAt = version === 0 ? 22 : 30;
  const count = view.getUint16(countAt);
  if (count !== 1) throw new Error(`sidx with ${count} references: expected 1 (moof + mdat)`);
  const first = view.getUint32(countAt + 2);
  view.setUint32(countAt + 2, (first & 0x80000000) | ((first & 0x7fffffff) + growth));
  sidx.head = head;
}

/** The offset of a box among a run of sibling boxes (searching their descendants too). */
export function offsetOf(boxes: Box[], target: Box): number {
  const found = findOffset(boxes, target);
  if (found === undefined) throw new Error(`no ${target.type} there`);
  return found;
}

function findOffset(boxes: Box[], target: Box): number | undefined {
  let at = 0;
  for (const box of boxes) {
    if (box === target) return at;
    const inside = box.children && findOffset(box.children, target);
    if (inside !== undefined) return at + 8 + box.head.length + inside;
    at += boxSize(box);
  }
  return undefined;
}
