import { useEffect, useRef } from 'react';
import type { AdEventEmitter } from '../../ads/ad-events';
import { deviceType } from '../../analytics/device-type';
import {
  startPlayerAnalytics,
  type PlayerAnalytics,
  type StatContext,
} from '../../analytics/player-analytics';
import { createStatSender } from '../../analytics/send-stat';
import type { MediaEventEmitter } from '../../media/media-events';
import type { MediaStore } from '../../media/media-store';
import { playerEvents } from '../../session/player-events';

interface AnalyticsSources {
  media: MediaStore;
  mediaEvents: MediaEventEmitter;
  adEvents: AdEventEmitter;
}

type NavigatorWithConnection = Navigator & { connection?: { downlink?: number } };

/**
 * Reports the player's statistics to the page's sendStat for as long as the player shows; each
 * episode is a new episode view (its first play, its milestones and played time).
 */
export function usePlayerAnalytics(
  sources: AnalyticsSources,
  context: StatContext,
  episodeId: number,
): void {
  // Events read who watches what at the moment they happen.
  const contextRef = useRef(context);
  useEffect(() => {
    contextRef.current = context;
  });
  const analyticsRef = useRef<PlayerAnalytics>(undefined);
  const { media, mediaEvents, adEvents } = sources;

  useEffect(() => {
    const analytics = startPlayerAnalytics({
      media,
      mediaEvents,
      adEvents,
      playerEvents,
      context: () => contextRef.current,
      send: createStatSender(),
      deviceType: deviceType(navigator.userAgent),
      connection: (navigator as NavigatorWithConnection).connection,
    });
    analyticsRef.current = analytics;
    return () => {
      analytics.dispose();
      analyticsRef.current = undefined;
    };
  }, [media, mediaEvents, adEvents]);

  useEffect(() => {
    analyticsRef.current?.startEpisodeView();
  }, [episodeId]);
}
