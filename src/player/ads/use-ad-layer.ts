import { useEffect, useRef, useState, type RefObject } from 'react';
import type { AdPlan } from '../../session/ad-plan';
import { createAdEvents } from '../../ads/ad-events';
import type { AdHistoryItem } from '../../ads/ad-history';
import { createAdStore } from '../../ads/ad-view';
import { cookieSessionStore } from '../../api';
import type { MediaHandle } from '../hooks/media-context';
import type { AdHandle } from './ad-context';
import { startAdBreaks } from '../../session/ad-breaks';

// The page's headers of spec section 7, which VAST requests carry too.
const vastHeaders = () => ({ 'X-Session-Context': cookieSessionStore().deviceId() ?? '' });

// The platform's own video fullscreen (iOS), where no overlay can show.
function isNativeFullscreen(video: HTMLVideoElement | null): boolean {
  if (!video) return false;
  const webkit = video as HTMLVideoElement & { webkitDisplayingFullscreen?: boolean };
  return document.fullscreenElement === video || webkit.webkitDisplayingFullscreen === true;
}

/**
 * The ad layer of a player: its store, its events, the ads played so far, and the breaks
 * scheduled around the content for as long as the player shows.
 */
export function useAdLayer(
  plan: AdPlan,
  media: MediaHandle,
  video: RefObject<HTMLVideoElement | null>,
) {
  const container = useRef<HTMLDivElement>(null);
  const [handle] = useState<AdHandle>(() => ({ store: createAdStore(), container }));
  const [events] = useState(createAdEvents);
  const [history, setHistory] = useState<AdHistoryItem[]>([]);

  useEffect(
    () => events.on('adStart', (item) => setHistory((items) => [...items, item])),
    [events],
  );

  useEffect(
    () =>
      startAdBreaks({
        plan,
        engine: media.engine,
        media: media.store,
        adStore: handle.store,
        events,
        container: () => container.current,
        isNativeFullscreen: () => isNativeFullscreen(video.current),
        vastHeaders,
        vpaidFrameUrl: new URL('vpaid-frame.html', document.baseURI).href,
      }),
    [plan, media, handle, events, video],
  );

  return { handle, events, history };
}
