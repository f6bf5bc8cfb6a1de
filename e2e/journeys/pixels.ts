import { expect } from '../expect';
import { PNG } from 'pngjs';

/** A driver's screenshot, decoded to read its pixels. */
export function readScreenshot(png: Buffer): PNG {
  return PNG.sync.read(png);
}

/** The colour of a viewport pixel in a decoded screenshot. */
export function pixelAt(png: PNG, x: number, y: number): [number, number, number] {
  const at = (Math.round(y) * png.width + Math.round(x)) * 4;
  return [png.data[at] ?? 0, png.data[at + 1] ?? 0, png.data[at + 2] ?? 0];
}

/** The pixel is this colour, give or take the edges' smoothing. */
export function expectColour(actual: number[], expected: number[], what: string): void {
  const near = actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= 40);
  expect(near, `${what}: rgb(${actual.join(', ')}), not rgb(${expected.join(', ')})`).toBe(true);
}
