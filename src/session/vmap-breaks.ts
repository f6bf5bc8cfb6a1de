import { loadBreakVast, type BreakVast } from '../ads/vmap/break-vast';
import { loadVmap } from '../ads/vmap/load-vmap';
import type { VmapBreak } from '../ads/vmap/vmap-document';
import { trackVmapBreak } from '../ads/vmap/vmap-tracking';
import type { AdKind } from '../ads/ad-view';
import type { Episode } from '../api';
import type { MediaState } from '../media/media-store';
import type { AdBreaksOptions } from './ad-breaks-options';
import type { BreakRunner } from './break-runner';
import {
  adOpportunities,
  createBreakTimeline,
  placeOf,
  type BreakTimeline,
  type FilmTimes,
} from './vmap-timeline';

/** A break's VAST is requested this long before the film reaches it. */
export const vmapPrefetchSeconds = 5;

/** One episode view's breaks, and the VAST of those requested so far. */
interface EpisodeView {
  episode: Episode;
  timeline: BreakTimeline<VmapBreak>;
  vast: Map<VmapBreak, BreakVast>;
  abort: AbortController;
}

const isPlaying = (state: MediaState) =>
  state.phase === 'ready' && !state.paused && !state.seeking && !state.ended;

/**
 * Plays the breaks of a VMAP schedule. Its pre-roll holds the page's first play, as the ad list's
 * does (the first play waits for the VMAP); every episode view then has its mid-rolls, each once,
 * and its post-roll at the film's end, before the next episode. A break's VAST is requested a few
 * seconds before the film reaches it. A schedule or a break that fails leaves the film as it was.
 * Returns the stop.
 */
export function startVmapBreaks(
  options: AdBreaksOptions,
  breaks: BreakRunner,
  vmapUrl: string,
): () => void {
  const { engine, media, adStore } = options;
  const abort = new AbortController();
  let schedule: VmapBreak[] | undefined;
  let view: EpisodeView | undefined;
  let prerollDue = true;

  const film = (): FilmTimes => ({
    duration: media.getState().duration,
    opportunities: view ? adOpportunities(view.episode) : [],
  });

  // The breaks start over with each episode; the VAST requested for the last one is dropped.
  function currentView(): EpisodeView | undefined {
    const episode = options.episode();
    if (!schedule || view?.episode.id === episode.id) return view;
    view?.abort.abort();
    view = {
      episode,
      timeline: createBreakTimeline(schedule),
      vast: new Map(),
      abort: new AbortController(),
    };
    return view;
  }

  function vastOf(adBreak: VmapBreak, { vast, abort: viewAbort }: EpisodeView): BreakVast {
    const requested = vast.get(adBreak);
    if (requested) return requested;
    const headers = options.vastHeaders();
    const loading = loadBreakVast(adBreak, { vmapUrl, headers, signal: viewAbort.signal });
    vast.set(adBreak, loading);
    return loading;
  }

  // The post-roll holds the next episode's countdown back; told only when it changes.
  function tellPostrollDue(): void {
    const due = view?.timeline.endDue(film()) ?? false;
    if (adStore.getState().postrollDue !== due) adStore.setState({ postrollDue: due });
  }

  async function play(kind: AdKind, due: VmapBreak[], at: EpisodeView): Promise<void> {
    for (const adBreak of due) {
      const { url, answer } = vastOf(adBreak, at);
      const stopTracking = trackVmapBreak(adBreak, options.events);
      const answers = new Map([[url, answer]]);
      await breaks.run({
        kind,
        vastUrls: [url],
        ahead: Promise.resolve({ answers, media: undefined }),
      });
      stopTracking();
    }
  }

  const loaded = loadVmap(vmapUrl, { headers: options.vastHeaders(), signal: abort.signal }).then(
    (list) => {
      schedule = list;
      const first = currentView();
      // The pre-roll is due at the first play: its VAST is requested now.
      if (first && prerollDue) {
        for (const adBreak of list)
          if (placeOf(adBreak.offset, film()) === 'start') vastOf(adBreak, first);
      }
      tellPostrollDue();
    },
  );

  engine.setPlayGate(async () => {
    if (breaks.running) return breaks.running;
    if (!prerollDue) return;
    prerollDue = false;
    return breaks.hold(
      loaded.then(async () => {
        const at = currentView();
        const due = at?.timeline.take('start', film()) ?? [];
        if (!at || due.length === 0 || breaks.stopped) return;
        engine.pause();
        await play('pre-roll', due, at);
      }),
    );
  });

  const unsubscribe = media.subscribe((state, previous) => {
    const at = currentView();
    if (!at || breaks.running) return;
    const times = film();
    for (const adBreak of at.timeline.upcoming(state.currentTime, vmapPrefetchSeconds, times)) {
      vastOf(adBreak, at);
    }
    tellPostrollDue();
    if (state.ended && !previous.ended) {
      const due = at.timeline.take('end', times);
      // The film stays at its end: the next episode (or the viewer's play) follows the break.
      void breaks.hold(play('post-roll', due, at)).finally(tellPostrollDue);
      return;
    }
    if (!isPlaying(state)) return;
    const due = at.timeline.playingAt(state.currentTime, times);
    if (due.length === 0) return;
    engine.pause();
    void breaks.hold(play('mid-roll', due, at)).then(() => {
      if (!breaks.stopped) void engine.autoplay();
    });
  });

  return () => {
    breaks.stop();
    abort.abort();
    view?.abort.abort();
    unsubscribe();
    engine.setPlayGate(undefined);
  };
}
