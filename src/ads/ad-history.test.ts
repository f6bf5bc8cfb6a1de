import { describe, expect, it } from 'vitest';
import { adAnalyticsFields, adHistoryItem, unknownAdDuration } from './ad-history';

describe('ad-history items and the analytics ad fields', () => {
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
    expect(unknownAdDuration).toBe(-2);
  });

  it('names the fields as the spec spells them', () => {
    const item = adHistoryItem('ad-7', 'mid-roll', 4, 20, 40);
    expect(adAnalyticsFields(item)).toEqual({
      ad_id: 'ad-7',
      ad_type: 'mid-roll',
      ad_duration_sec: 4,
      ad_position_perc: 50,
      ad_position: 20,
    });
    expect(adAnalyticsFields(undefined)).toEqual({
      ad_id: null,
      ad_type: null,
      ad_duration_sec: -2,
      ad_position_perc: null,
      ad_position: null,
    });
  });
});
