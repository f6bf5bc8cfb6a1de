import { useSyncExternalStore } from 'react';
import type { Episode } from '../../api';
import { usePlayerContext } from '../player-context';

/** An episode's watched share (0–1) and completed mark: this page's saves over the catalogue's. */
export function useEpisodeProgress(): (episode: Episode) => { share: number; completed: boolean } {
  const { progress } = usePlayerContext();
  const snapshot = useSyncExternalStore(progress.subscribe, progress.getSnapshot);
  return (episode) => {
    const time = snapshot.times[episode.id] ?? episode.watchProgress ?? 0;
    const completed = episode.isCompleted || snapshot.completed.includes(episode.id);
    const share = episode.duration ? Math.min(1, time / episode.duration) : 0;
    return { share: completed ? 1 : share, completed };
  };
}
