import { useMemo } from 'react';
import type { FullscreenMode } from '../embed/fullscreen-bridge';
import type { PlayerContextValue } from '../player/player-context';
import { PlayerView } from '../player/player-view';
import type { EpisodeLoad } from '../session/episode-load';
import { isSeries, nextEpisodeOf, playerTitle } from '../session/episode-order';
import type { BootedView } from '../session/player-view';

interface EpisodePlayerProps {
  booted: BootedView;
  /** The episode playing and how it started. */
  load: EpisodeLoad;
  /** Whether the next episode follows by itself. */
  autoplay: boolean;
  fullscreenMode: FullscreenMode;
}

/** The player of one content: the episode its session plays, and the series' navigation. */
export function EpisodePlayer({ booted, load, autoplay, fullscreenMode }: EpisodePlayerProps) {
  const { catalogue, query, session } = booted;
  const { episode } = load;

  const context = useMemo<PlayerContextValue>(
    () => ({
      ...catalogue,
      episode,
      userId: query.userId,
      isAutoplay: autoplay,
      advHistoryItems: [],
      title: playerTitle(catalogue.content, catalogue.episodes, episode),
      isSeries: isSeries(catalogue.content, catalogue.episodes),
      nextEpisode: nextEpisodeOf(catalogue.episodes, episode),
      disabledShare: query.disabledShare,
      progress: session.progress,
      selectEpisode: session.selectEpisode,
      setAutoplay: session.episodes.setAutoplay,
    }),
    [catalogue, episode, query, autoplay, session],
  );

  return (
    <PlayerView context={context} session={session} load={load} fullscreenMode={fullscreenMode} />
  );
}
