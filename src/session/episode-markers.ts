import type { Episode } from '../api/types';

/** An episode's intro and credits as the player may act on them, in seconds. */
export interface EpisodeMarkers {
  /** From start to end, 'Пропустить заставку' offers to jump to end. */
  intro?: { start: number; end: number };
  /** From here, the next episode's card and countdown show (rather than at the very end). */
  creditsStart?: number;
}

type MarkedEpisode = Pick<Episode, 'duration' | 'introStart' | 'introEnd' | 'creditsStart'>;

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The catalogue's markers of an episode, each one dropped when it cannot be right (not a finite
 * time, negative, an intro that ends before it starts, a marker past the episode's end): a wrong
 * marker would hide the start of the story or cut the end short, so none is better.
 */
export function episodeMarkers(episode: MarkedEpisode): EpisodeMarkers {
  const { introStart, introEnd, creditsStart } = episode;
  const duration = isTime(episode.duration) && episode.duration > 0 ? episode.duration : Infinity;
  const markers: EpisodeMarkers = {};
  if (isTime(introStart) && isTime(introEnd) && introStart < introEnd && introEnd < duration) {
    markers.intro = { start: introStart, end: introEnd };
  }
  // Credits cannot start before the intro is over, nor at the very start: the next episode's
  // countdown would cut the episode short from its first second.
  const afterIntro = markers.intro?.end ?? 0;
  if (isTime(creditsStart) && creditsStart > afterIntro && creditsStart < duration) {
    markers.creditsStart = creditsStart;
  }
  return markers;
}
