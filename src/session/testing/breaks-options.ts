import { createAdEvents } from '../../ads/ad-events';
import { createAdStore } from '../../ads/ad-view';
import type { Episode } from '../../api';
import type { MediaEngine } from '../../media/media-engine-types';
import { createMediaStore } from '../../media/media-store';
import type { AdBreaksOptions } from '../ad-breaks';
import type { AdPlan } from '../ad-plan';

/** The breaks of plan around a recording engine and no overlay box (a break that starts ends at once). */
export function breaksOptions(plan: AdPlan, engine: Partial<MediaEngine>): AdBreaksOptions {
  return {
    plan,
    engine: engine as MediaEngine,
    media: createMediaStore(),
    adStore: createAdStore(),
    events: createAdEvents(),
    episode: () => ({ id: 1 }) as Episode,
    container: () => null,
    isNativeFullscreen: () => false,
    vastHeaders: () => ({}),
    vpaidFrameUrl: 'http://player.test/vpaid-frame.html',
    contentId: () => '1/1',
    prerollAutoplayed: false,
  };
}
