import { useEffect, useState } from 'react';
import type { Episode } from '../../api';
import { usePlayerContext } from '../player-context';
import { useMediaStoreApi } from '../hooks/media-context';

/** Seconds the viewer has to cancel before the next episode starts by itself. */
export const autoplayCountdownSeconds = 5;

/**
 * The end of an episode with a next one: with autoplay off the next episode is selected at once
 * (waiting for play); with autoplay on this returns it, for the countdown to start it. Use it keyed
 * by the episode: only an end seen while mounted counts, not the last episode's stale state.
 */
export function useEpisodeEnd(): Episode | undefined {
  const { nextEpisode, isAutoplay, selectEpisode } = usePlayerContext();
  const store = useMediaStoreApi();
  const [ended, setEnded] = useState(false);
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.ended !== previous.ended) setEnded(state.ended);
      }),
    [store],
  );
  const waiting = ended && nextEpisode !== undefined;

  useEffect(() => {
    if (waiting && nextEpisode && !isAutoplay) {
      selectEpisode(nextEpisode, { play: false, offerResume: false });
    }
  }, [waiting, nextEpisode, isAutoplay, selectEpisode]);

  return waiting && isAutoplay ? nextEpisode : undefined;
}

/**
 * Counts down from autoplayCountdownSeconds, then starts the next episode. Once the viewer answers
 * (play now, cancel) the countdown stops for good, even while the next episode still loads.
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

  const answer = (play: boolean) => {
    setAnswered(true);
    selectEpisode(next, { play, offerResume: false });
  };
  return {
    /** Undefined once the viewer has answered. */
    secondsLeft: answered ? undefined : secondsLeft,
    playNow: () => answer(true),
    /** The next episode is still selected, but waits for the viewer to press play. */
    cancel: () => answer(false),
  };
}
