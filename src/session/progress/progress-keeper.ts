import { readSavedTimes, writeSavedTime } from './local-progress';
import { readOutbox } from './progress-outbox';
import { createProgressSync } from './progress-sync';
import type { ProgressKeeper, ProgressKeeperOptions, ProgressSnapshot } from './progress-types';

export type {
  ProgressKeeper,
  ProgressKeeperOptions,
  ProgressSender,
  ProgressSnapshot,
} from './progress-types';

// The spec's rhythm (§5, §9): a position reaches the server at most this often per episode.
const defaultSaveIntervalMs = 10_000;
const defaultRequestTimeoutMs = 10_000;

// Whole seconds worth saving, or undefined: 0 (nothing watched yet), negative or not finite.
function wholeSeconds(seconds: number): number | undefined {
  const whole = Math.floor(seconds);
  return Number.isFinite(whole) && whole > 0 ? whole : undefined;
}

const isEpisodeId = (id: number) => Number.isInteger(id) && id > 0;

/**
 * Keeps a viewer's place in one content: saves positions locally and on the server, at most one
 * server save per episode every 10 s (pause, seek and end included), in order, retried after
 * failures and across reloads; never throws, whatever storage does. Only the page going away or
 * the episode changing sends the latest position past the rhythm.
 */
export function createProgressKeeper({
  contentId,
  sender,
  now = () => Date.now(),
  win = window,
  requestTimeoutMs = defaultRequestTimeoutMs,
  saveIntervalMs = defaultSaveIntervalMs,
}: ProgressKeeperOptions): ProgressKeeper {
  const sync = createProgressSync({ sender, requestTimeoutMs, saveIntervalMs, now });
  const lastSaveAt = new Map<number, number>();
  // The episode saved last: when another one starts, its waiting position goes at once.
  let activeEpisode: number | undefined;
  // This page's saves, so they hold even when storage refuses them.
  const pageTimes = new Map<number, number>();
  const listeners = new Set<() => void>();
  let snapshot: ProgressSnapshot = { times: readSavedTimes(), completed: [] };

  function publish(next: ProgressSnapshot) {
    snapshot = next;
    for (const listener of [...listeners]) listener();
  }

  function save(episodeId: number, seconds: number, keepalive: boolean) {
    const time = wholeSeconds(seconds);
    if (time === undefined || !isEpisodeId(episodeId)) return;
    lastSaveAt.set(episodeId, now());
    pageTimes.set(episodeId, time);
    writeSavedTime(episodeId, time);
    sync.send({ contentId, episodeId, kind: 'time', time }, { keepalive });
    if (snapshot.times[episodeId] !== time) {
      publish({ ...snapshot, times: { ...snapshot.times, [episodeId]: time } });
    }
  }

  function noteEpisode(episodeId: number) {
    const previous = activeEpisode;
    activeEpisode = episodeId;
    if (previous === undefined || previous === episodeId) return;
    sync.sendWaitingNow((write) => write.kind === 'time' && write.episodeId === previous);
  }

  const onOnline = () => sync.retryNow();
  win.addEventListener('online', onOnline);
  // A previous page may have died offline: its writes go first, to whichever content they belong.
  for (const write of readOutbox()) sync.send(write);

  return {
    track(episodeId, seconds) {
      noteEpisode(episodeId);
      const last = lastSaveAt.get(episodeId);
      const elapsed = last === undefined ? Infinity : now() - last;
      // A clock set back counts as time passed, so saving never stops.
      if (elapsed >= 0 && elapsed < saveIntervalMs) return;
      save(episodeId, seconds, false);
    },
    saveNow(episodeId, seconds, { keepalive = false } = {}) {
      noteEpisode(episodeId);
      save(episodeId, seconds, keepalive);
    },
    complete(episodeId) {
      if (!isEpisodeId(episodeId)) return;
      sync.send({ contentId, episodeId, kind: 'completed' });
      if (!snapshot.completed.includes(episodeId)) {
        publish({ ...snapshot, completed: [...snapshot.completed, episodeId] });
      }
    },
    savedTime(episodeId) {
      return pageTimes.get(episodeId) ?? readSavedTimes()[episodeId];
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    dispose() {
      win.removeEventListener('online', onOnline);
      sync.dispose();
    },
  };
}
