import { describe, expect, it } from 'vitest';
import { adHistoryItem } from './ad-history';

describe('ad-history items', () => {
  it('records a mid-roll by its place in the content', () => {
    expect(adHistoryItem('ad-7', 'mid-roll', 15.2, 10.4, 30)).toEqual({
      id: 'ad-7',
      type: 'mid-roll',
      position: 10,
      duration: 15,
      perc: 34.67,
    });
  });

  it('reports an unknown ad duration as -2 and a position in unknown content as 0 %', () => {
    const item = adHistoryItem('ad-1', 'pre-roll', undefined, 0, Number.NaN);
    expect(item).toEqual({ id: 'ad-1', type: 'pre-roll', position: 0, duration: -2, perc: 0 });
  });
});
