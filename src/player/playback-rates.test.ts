import { describe, expect, it } from 'vitest';
import { playbackRates, steppedRate } from './playback-rates';

describe('steppedRate', () => {
  it('steps up and down the speeds the settings menu offers', () => {
    expect(playbackRates).toEqual([0.5, 0.75, 1, 1.25, 1.5, 2]);
    expect(steppedRate(1, 1)).toBe(1.25);
    expect(steppedRate(1.25, 1)).toBe(1.5);
    expect(steppedRate(1, -1)).toBe(0.75);
    expect(steppedRate(0.75, -1)).toBe(0.5);
  });

  it('stays at either end', () => {
    expect(steppedRate(2, 1)).toBe(2);
    expect(steppedRate(0.5, -1)).toBe(0.5);
  });

  it('from a speed off the list (a host set 1.1), goes to the nearest one that way', () => {
    expect(steppedRate(1.1, 1)).toBe(1.25);
    expect(steppedRate(1.1, -1)).toBe(1);
    expect(steppedRate(3, -1)).toBe(2);
    expect(steppedRate(3, 1)).toBe(3);
    expect(steppedRate(0.25, 1)).toBe(0.5);
  });
});
