// How one sample is encrypted under the 'cenc' scheme: AES-128-CTR, a per-sample IV, and for
// video only the slice data protected, so that a player can still parse the NAL units.
import { createCipheriv } from 'node:crypto';
import { viewOf } from './boxes';

/** A run of clear bytes followed by a run of protected bytes, as senc lists them. */
export interface Subsample {
  clear: number;
  protected: number;
}

// BytesOfClearData is a 16-bit field in senc.
const maxClearRun = 0xffff;
// AVC NAL unit types whose payload is coded picture data: non-IDR and IDR slices.
const sliceTypes = new Set([1, 5]);

/**
 * The subsamples of an AVC sample (NAL units, each after a big-endian length prefix): a slice
 * keeps its prefix and its one-byte header clear and has the rest protected; any other NAL unit
 * (SPS, PPS, SEI, AUD…) stays clear, its bytes counted in the clear run of the next subsample.
 */
export function avcSubsamples(sample: Uint8Array, nalLengthSize: number): Subsample[] {
  const view = viewOf(sample);
  const subsamples: Subsample[] = [];
  let clear = 0;
  for (let at = 0; at < sample.length;) {
    const nalSize = readLength(view, at, nalLengthSize);
    const nalStart = at + nalLengthSize;
    if (nalSize < 1 || nalStart + nalSize > sample.length) {
      throw new Error(`bad NAL unit length ${nalSize} at ${at}`);
    }
    const nalType = (sample[nalStart] ?? 0) & 0x1f;
    if (sliceTypes.has(nalType) && nalSize > 1) {
      clear += nalLengthSize + 1;
      subsamples.push(...clearRuns(clear), { clear: clear % maxClearRun, protected: nalSize - 1 });
      clear = 0;
    } else {
      clear += nalLengthSize + nalSize;
    }
    at = nalStart + nalSize;
  }
  // Clear NAL units after the last slice: a last subsample with nothing protected.
  if (clear > 0) subsamples.push(...clearRuns(clear), { clear: clear % maxClearRun, protected: 0 });
  return subsamples.filter((subsample) => subsample.clear + subsample.protected > 0);
}

// The whole 65535-byte runs of a clear stretch too long for one subsample's 16-bit field.
function clearRuns(clear: number): Subsample[] {
  return Array.from({ length: Math.floor(clear / maxClearRun) }, () => ({
    clear: maxClearRun,
    protected: 0,
  }));
}

function readLength(view: DataView, at: number, size: number): number {
  let length = 0;
  for (let i = 0; i < size; i++) length = length * 256 + view.getUint8(at + i);
  return length;
}

/**
 * Encrypts a sample with AES-128-CTR: the counter block is the 8-byte IV then an 8-byte block
 * counter from 0. With subsamples, only the protected ranges are encrypted, and the keystream
 * runs on from one range to the next (the 'cenc' rule; 'cens' would restart it).
 */
export function encryptSample(
  sample: Uint8Array,
  key: Uint8Array,
  iv: Uint8Array,
  subsamples?: Subsample[],
): Uint8Array {
  const ranges = subsamples ?? [{ clear: 0, protected: sample.length }];
  const out = Uint8Array.from(sample);
  const protectedBytes: Uint8Array[] = [];
  let at = 0;
  for (const range of ranges) {
    at += range.clear;
    protectedBytes.push(sample.subarray(at, at + range.protected));
    at += range.protected;
  }
  if (at !== sample.length) throw new Error(`subsamples cover ${at} of ${sample.length} bytes`);
  const cipher = createCipheriv('aes-128-ctr', key, counterBlock(iv));
  const encrypted = Buffer.concat([cipher.update(Buffer.concat(protectedBytes)), cipher.final()]);
  // Put the encrypted bytes back where they came from.
  let from = 0;
  at = 0;
  for (const range of ranges) {
    at += range.clear;
    out.set(encrypted.subarray(from, from + range.protected), at);
    from += range.protected;
    at += range.protected;
  }
  return out;
}

/** The 16-byte initial counter block of an 8-byte IV. */
export function counterBlock(iv: Uint8Array): Uint8Array {
  const block = new Uint8Array(16);
  block.set(iv);
  return block;
}

/**
 * A sample's IV, made of where it is (stream, segment, sample) rather than drawn at random:
 * packaging again gives the same bytes, and no two samples under the one key share a counter.
 */
export function sampleIv(stream: number, segment: number, sample: number): Uint8Array {
  if (stream > 0xff || segment > 0xffffff) throw new Error('IV fields out of range');
  const iv = new Uint8Array(8);
  const view = new DataView(iv.buffer);
  view.setUint32(0, (stream << 24) | segment);
  view.setUint32(4, sample);
  return iv;
}
