import type { Episode } from '../api';
import type { PlayerEpisode } from '../host-embed/protocol/player-episode';
import { episodeMarkers } from './episode-markers';

/**
 * The episode as the host hears it: the catalogue's fields, and its intro and credits markers as
 * the player acts on them (a marker the player drops as wrong, the host never hears of).
 */
export function hostEpisode(episode: Episode): PlayerEpisode {
  const { intro, creditsStart } = episodeMarkers(episode);
  return {
    id: episode.id,
    contentId: episode.contentId,
    order: episode.order,
    season: episode.season && { id: episode.season.id, order: episode.season.order },
    title: episode.title,
    description: episode.description,
    posterPath: episode.posterPath,
    duration: episode.duration,
    watchProgress: episode.watchProgress,
    watchedAt: episode.watchedAt,
    isCompleted: episode.isCompleted,
    m3u8MasterFilePath: episode.m3u8MasterFilePath,
    ...(intro && { introStart: intro.start, introEnd: intro.end }),
    ...(creditsStart !== undefined && { creditsStart }),
  };
}
