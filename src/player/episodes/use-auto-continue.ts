import { useEffect, useMemo, useState } from 'react';
import type { Episode } from '../../api';
import type { MediaState } from '../../media/media-store';
import { episodeMarkers } from '../../session/episode-markers';
import { usePlayerContext } from '../player-context';
import { useMediaStoreApi } from '../hooks/media-context';

/** Seconds the viewer has to cancel before the next episode starts by itself. */
export const autoplayCountdownSeconds = 5;

/** The next episode's countdown, and the viewer's 'Отмена' of it. */
export interface NextEpisodeOffer {
  next: Episode;
  /** No countdown for this episode any more: the next one waits for play at its end. */
  cancel(): void;
}

// Playing through the credits: a pause (or the resume prompt waiting there) holds the offer back.
const inCredits = (state: MediaState, creditsStart: number | undefined) =>
  creditsStart !== undefined && !state.paused && state.currentTime >= creditsStart;

/**
 * The end of an episode with a next one: its credits, where the catalogue marks them, else its
 * very end; while a post-roll is due (it plays at the very end), the end of that post-roll. With
 * autoplay on this returns the next episode there, for the countdown to start it; at the very
 * end, with autoplay off or the countdown cancelled, the next episode is selected (waiting for
 * play). Use it keyed by the episode: only what is seen while mounted counts, not the
 * last episode's stale state.
 */
export function useEpisodeEnd(postrollDue: boolean): NextEpisodeOffer | undefined {
  const { episode, nextEpisode, isAutoplay, selectEpisode } = usePlayerContext();
  const store = useMediaStoreApi();
  const creditsStart = useMemo(() => episodeMarkers(episode).creditsStart, [episode]);
  const [ended, setEnded] = useState(false);
  const [credits, setCredits] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.ended !== previous.ended) setEnded(state.ended);
        setCredits(inCredits(state, creditsStart));
      }),
    [store, creditsStart],
  );
  const over = ended && !postrollDue;
  const waitsAtEnd = over && nextEpisode !== undefined && (!isAutoplay || cancelled);

  useEffect(() => {
    if (waitsAtEnd && nextEpisode) {
      selectEpisode(nextEpisode, { play: false, offerResume: false });
    }
  }, [waitsAtEnd, nextEpisode, selectEpisode]);

  const offered =
    (over || (credits && !postrollDue)) && nextEpisode !== undefined && isAutoplay && !cancelled;
  return offered ? { next: nextEpisode, cancel: () => setCancelled(true) } : undefined;
}

/**
 * Counts down from autoplayCountdownSeconds, then starts the next episode. Once the viewer has
 * chosen to play now, the countdown stops for good, even while the next episode still loads.
 */
export function useCountdown(next: Episode) {
  const { selectEpisode } = usePlayerContext();
  const [secondsLeft, setSecondsLeft] = useState(autoplayCountdownSeconds);
  const [answered, setAnswered] = useState(false);

  useEffect(() => {
    if (answered) return;
    let left = autoplayCountdownSeconds;
    const timer = window.setInterval(() => {
      left -= 1;
      if (left > 0) return setSecondsLeft(left);
      window.clearInterval(timer);
      selectEpisode(next, { play: true, offerResume: false });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [answered, next, selectEpisode]);

  return {
    /** Undefined once the viewer has answered. */
    secondsLeft: answered ? undefined : secondsLeft,
    playNow: () => {
      setAnswered(true);
      selectEpisode(next, { play: true, offerResume: false });
    },
  };
}
