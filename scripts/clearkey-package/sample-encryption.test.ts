// The packager's pieces on made-up input: the cases film 1 does not have (a clear run over the
// 16-bit limit, clear NAL units after the last slice), and the box tree's round trip.
import { createCipheriv } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../../server/paths';
import { parseBoxes, writeBoxes } from './boxes';
import { avcSubsamples, counterBlock, encryptSample, sampleIv } from './sample-encryption';

// An AVC sample of NAL units (type, total size), each after a 4-byte length.
function avcSample(...nalUnits: [type: number, size: number][]): Uint8Array {
  const parts = nalUnits.map(([type, size]) => {
    const nal = Buffer.alloc(4 + size, 0xab);
    nal.writeUInt32BE(size, 0);
    nal[4] = 0x60 | type;
    return nal;
  });
  return new Uint8Array(Buffer.concat(parts));
}

describe('avcSubsamples', () => {
  it('keeps non-slice NAL units clear, counted into the next slice’s clear bytes', () => {
    // AUD (9), SPS (7), PPS (8), SEI (6), IDR slice (5), non-IDR slice (1).
    const sample = avcSample([9, 2], [7, 25], [8, 4], [6, 700], [5, 5000], [1, 300]);
    expect(avcSubsamples(sample, 4)).toEqual([
      { clear: 6 + 29 + 8 + 704 + 5, protected: 4999 },
      { clear: 5, protected: 299 },
    ]);
  });

  it('ends with a subsample of clear bytes alone after the last slice', () => {
    expect(avcSubsamples(avcSample([1, 100], [12, 10]), 4)).toEqual([
      { clear: 5, protected: 99 },
      { clear: 14, protected: 0 },
    ]);
  });

  it('splits a clear run longer than 65535 bytes (the field is 16 bits)', () => {
    const subsamples = avcSubsamples(avcSample([6, 70_000], [5, 1000]), 4);
    expect(subsamples).toEqual([
      { clear: 65535, protected: 0 },
      { clear: 70_004 + 5 - 65535, protected: 999 },
    ]);
  });

  it('reads 2-byte NAL lengths too', () => {
    const sample = Uint8Array.of(0, 3, 0x65, 1, 2);
    expect(avcSubsamples(sample, 2)).toEqual([{ clear: 3, protected: 2 }]);
  });

  it('refuses a sample whose NAL lengths overrun it', () => {
    expect(() => avcSubsamples(Uint8Array.of(0, 0, 0, 9, 0x65), 4)).toThrow(/NAL unit length/);
  });
});

describe('encryptSample', () => {
  const key = Buffer.from('000102030405060708090a0b0c0d0e0f', 'hex');
  const iv = sampleIv(1, 2, 3);
  const ctr = (bytes: Uint8Array) =>
    createCipheriv('aes-128-ctr', key, counterBlock(iv)).update(bytes);

  it('runs one keystream across the protected ranges of a sample (the cenc rule)', () => {
    const sample = Uint8Array.from({ length: 100 }, (_, i) => i);
    const ranges = [
      { clear: 5, protected: 20 },
      { clear: 10, protected: 65 },
    ];
    const encrypted = encryptSample(sample, key, iv, ranges);
    const keystreamed = ctr(Buffer.concat([sample.subarray(5, 25), sample.subarray(35, 100)]));
    expect(Buffer.from(encrypted.subarray(0, 5))).toEqual(Buffer.from(sample.subarray(0, 5)));
    expect(Buffer.from(encrypted.subarray(5, 25))).toEqual(keystreamed.subarray(0, 20));
    expect(Buffer.from(encrypted.subarray(25, 35))).toEqual(Buffer.from(sample.subarray(25, 35)));
    expect(Buffer.from(encrypted.subarray(35))).toEqual(keystreamed.subarray(20));
  });

  it('encrypts a whole sample without subsamples', () => {
    const sample = Uint8Array.from({ length: 40 }, (_, i) => 255 - i);
    expect(Buffer.from(encryptSample(sample, key, iv))).toEqual(ctr(sample));
  });

  it('refuses subsamples that do not cover the sample', () => {
    expect(() => encryptSample(new Uint8Array(10), key, iv, [{ clear: 2, protected: 3 }])).toThrow(
      /cover 5 of 10/,
    );
  });
});

describe('sampleIv', () => {
  it('differs for every stream, segment and sample, and is the same when asked again', () => {
    const ivs = new Set<string>();
    for (let stream = 0; stream < 3; stream++)
      for (let segment = 0; segment < 8; segment++)
        for (let sample = 0; sample < 300; sample++)
          ivs.add(Buffer.from(sampleIv(stream, segment, sample)).toString('hex'));
    expect(ivs.size).toBe(3 * 8 * 300);
    expect(sampleIv(2, 7, 299)).toEqual(sampleIv(2, 7, 299));
  });
});

describe('the box tree', () => {
  it.each(['360p/init_0.mp4', '360p/seg_003.m4s', 'audio_ru/init_2.mp4', 'audio_ru/seg_007.m4s'])(
    'writes film 1’s %s back byte for byte',
    (path) => {
      const bytes = readFileSync(repoPath('media', 'films', 'film-1', path));
      expect(Buffer.from(writeBoxes(parseBoxes(bytes))).equals(bytes)).toBe(true);
    },
  );
});
