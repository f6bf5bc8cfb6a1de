import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmitter } from '../lib/emitter';
import { adPlayerError } from '../lib/player-error';
import { startAdStats, type StatAdEvents } from './ad-stats';
import type { StatAdItem } from './stat-ad-fields';

const preroll: StatAdItem = { id: 'ad-1', type: 'pre-roll', position: 0, duration: 8, perc: 0 };
const failed: StatAdItem = { id: 'ad-2', type: 'pre-roll', position: 0, duration: 15, perc: 0 };
const vastUrl = 'https://ads.test/vast.xml';

function startStats() {
  const adEvents = createEmitter<StatAdEvents & Record<string, unknown>>();
  const sent: { event: string; ad: StatAdItem | undefined; extra?: Record<string, unknown> }[] = [];
  const stats = startAdStats(
    adEvents,
    (event, ad, extra) => sent.push({ event, ad, ...(extra && { extra }) }),
    () => Date.now(),
  );
  return { adEvents, sent, stats, events: () => sent.map(({ event }) => event) };
}

describe('ad statistics', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the time updates of a playing ad at most once a second', () => {
    const { adEvents, events } = startStats();
    adEvents.emit('adStart', preroll);
    // The ad element's time updates, four a second for three seconds.
    for (let update = 0; update < 12; update++) {
      adEvents.emit('adTimeUpdate', { item: preroll });
      vi.advanceTimersByTime(250);
    }
    expect(events().filter((event) => event === 'adTimeUpdate')).toHaveLength(3);
    vi.advanceTimersByTime(700);
    adEvents.emit('adTimeUpdate', { item: preroll });
    adEvents.emit('adTimeUpdate', { item: preroll });
    expect(events().filter((event) => event === 'adTimeUpdate')).toHaveLength(4);
  });

  it('sends start, pause, resume, click and complete, each naming the ad', () => {
    const { adEvents, sent } = startStats();
    adEvents.emit('adStart', preroll);
    adEvents.emit('adPause', { item: preroll });
    adEvents.emit('adResume', { item: preroll });
    adEvents.emit('adClick', { item: preroll });
    adEvents.emit('adEnd', { item: preroll, phase: 'completed' });
    expect(sent).toEqual(
      ['adStart', 'adPause', 'adResume', 'adClick', 'adComplete'].map((event) => ({
        event,
        ad: preroll,
      })),
    );
  });

  it('sends a skip for a skipped ad, and nothing for one stopped because the viewer left', () => {
    const { adEvents, events } = startStats();
    adEvents.emit('adEnd', { item: preroll, phase: 'skipped' });
    adEvents.emit('adEnd', { item: preroll, phase: 'stopped' });
    expect(events()).toEqual(['adSkip']);
  });

  it('sends an error with the VAST code as error_type, naming the failed ad', () => {
    const { adEvents, sent } = startStats();
    adEvents.emit('adError', { ...adPlayerError(401, vastUrl), item: failed });
    adEvents.emit('adError', adPlayerError(303, vastUrl));
    expect(sent).toEqual([
      { event: 'adError', ad: failed, extra: { error_type: 401 } },
      { event: 'adError', ad: undefined, extra: { error_type: 303 } },
    ]);
  });

  it('remembers as the last ad only one that began to play', () => {
    const { adEvents, stats } = startStats();
    expect(stats.lastAd()).toBeUndefined();
    adEvents.emit('adStart', preroll);
    adEvents.emit('adError', { ...adPlayerError(401, vastUrl), item: failed });
    expect(stats.lastAd()).toBe(preroll);
  });

  it('sends nothing once disposed', () => {
    const { adEvents, stats, sent } = startStats();
    stats.dispose();
    adEvents.emit('adStart', preroll);
    expect(sent).toEqual([]);
  });
});
