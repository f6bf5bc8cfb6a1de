import type { ReactNode } from 'react';
import { useAdState } from '../ads/ad-context';
import { usePlayerContext } from '../player-context';
import { lazyPart } from '../lazy-part';
import type { EpisodesMenuProps } from './episodes-menu';

// A film never uses the series' navigation: its code is a chunk of its own, fetched for a series
// only (as the player renders, beside the stream), so a film's start carries none of it.
const loadSeriesParts = () => import('./series-parts');
const LazyEpisodesMenu = lazyPart(() => loadSeriesParts().then((parts) => parts.EpisodesMenu));
const LazyNextEpisodeButton = lazyPart(() =>
  loadSeriesParts().then((parts) => parts.NextEpisodeButton),
);
const LazyEpisodeEnd = lazyPart(() => loadSeriesParts().then((parts) => parts.EpisodeEnd));

function SeriesOnly({ children }: { children: ReactNode }) {
  const { isSeries } = usePlayerContext();
  return isSeries ? children : null;
}

/** 'Сезоны и серии', for a series. */
export function EpisodesMenu(props: EpisodesMenuProps) {
  return (
    <SeriesOnly>
      <LazyEpisodesMenu {...props} />
    </SeriesOnly>
  );
}

/** 'Следующая серия', for a series. */
export function NextEpisodeButton() {
  return (
    <SeriesOnly>
      <LazyNextEpisodeButton />
    </SeriesOnly>
  );
}

/** What follows the end of a series' episode: the next one, with autoplay after a countdown. */
export function EpisodeEnd() {
  // A post-roll still to come plays at the very end: the next episode follows it.
  const postrollDue = useAdState((state) => state.postrollDue);
  return (
    <SeriesOnly>
      <LazyEpisodeEnd postrollDue={postrollDue} />
    </SeriesOnly>
  );
}
