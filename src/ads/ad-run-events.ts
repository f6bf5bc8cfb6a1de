import type { AdEventEmitter } from './ad-events';
import type { AdHistoryItem } from './ad-history';
import { hasAdStarted } from './ad-lifecycle';
import type { AdStore } from './ad-view';

/**
 * Tells the events of one ad from its view in the store: adStart once it plays, then its time
 * updates, pauses and resumes. Nothing is told of an ad that never started: it is nobody's ad.
 */
export function reportAdRunEvents(store: AdStore, item: AdHistoryItem, events: AdEventEmitter) {
  let started = false;
  const unsubscribe = store.subscribe(({ ad }, previous) => {
    if (!ad) return;
    if (!started) {
      // Only the phases of a playing ad count: an error or a stop before the start is no start.
      if (!hasAdStarted(ad.phase)) return;
      started = true;
      events.emit('adStart', item);
    }
    const before = previous.ad?.phase;
    if (ad.phase === 'paused' && before !== 'paused') events.emit('adPause', { item });
    if (ad.phase === 'playing' && before === 'paused') events.emit('adResume', { item });
    if (ad.phase === 'playing' && ad.currentTime !== previous.ad?.currentTime)
      events.emit('adTimeUpdate', { item, currentTime: ad.currentTime, duration: ad.duration });
  });
  return {
    /** Whether the ad began to play: only then is it named in later events. */
    get started() {
      return started;
    },
    stop: unsubscribe,
  };
}
