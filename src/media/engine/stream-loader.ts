import type { PlayerError } from '../../lib/player-error';
import type { CmcdView } from '../cmcd/cmcd';
import { savesData } from '../data-saver';
import {
  attachHlsSource,
  attachNativeSource,
  type StreamHandle,
  type StreamTracks,
} from '../hls-source';
import type { HlsConstructor } from '../load-hls';
import type { MediaEventEmitter } from '../media-events';
import type { MediaStore } from '../media-store';
import type { PreparedStream } from '../prepared-stream';
import { loadStreamProtection, type ViewerCredentials } from '../stream-protection';
import type { ProtectionSource } from '../../shared/master-playlist';
import type { PlayGateController } from './play-gate';

/** What the loader asks of the tracks (the voice-over to load) and tells them of each stream. */
export interface StreamTracksLink {
  chosenUrl(): string | undefined;
  streamLoading(): void;
  streamAttached(stream: StreamHandle): void;
  tracksTold(tracks: StreamTracks): void;
}

export interface StreamLoaderInputs {
  store: MediaStore;
  events: MediaEventEmitter;
  loadHls: () => Promise<HlsConstructor>;
  viewer: ViewerCredentials | undefined;
  video: HTMLVideoElement;
  /** The key systems of a protected stream. */
  protection: ProtectionSource | undefined;
  /** The first source's stream, loading since before the attach, until the first load takes it. */
  prepared: PreparedStream | undefined;
  /** The episode view its streams' requests tell the CDN of (CMCD). */
  cmcd: CmcdView | undefined;
  gate: PlayGateController;
  tracks: StreamTracksLink;
  /** The play that follows the load of a stream meant to play. */
  autoplay(): Promise<void>;
}

const hlsMimeType = 'application/vnd.apple.mpegurl';

/** Neither hls.js nor the browser can play the stream, or the episode has no source at all. */
const unsupported = (): PlayerError => ({
  kind: 'unsupported',
  detail: 'unsupported',
  fatal: true,
});

/**
 * Loads the chosen voice-over into the element, through hls.js wherever MSE exists, else the
 * browser's own HLS; one stream at a time, the last load's. Its failures go to the store and its
 * errors to the events.
 */
export function createStreamLoader(inputs: StreamLoaderInputs) {
  const { store, events, loadHls, viewer, video, protection: keySystems, cmcd } = inputs;
  const { gate, tracks, autoplay } = inputs;
  let { prepared } = inputs;
  let stream: StreamHandle | undefined;
  let disposed = false;
  // Bumped on every load, so late callbacks of an old stream are ignored.
  let generation = 0;
  // Where the stream will start, while a viewer saving data has loaded nothing before a play.
  let waitingForPlay: { startTime: number | undefined } | undefined;

  const fail = (error: PlayerError) => store.setState({ phase: 'failed', failure: error });
  // Failures no stream reported itself: nothing can play the source, or it could not be set up.
  const failUnreported = (error: PlayerError) => {
    events.emit('streamError', error);
    fail(error);
  };

  // The prepared stream when it is this very load's (same URL and start), else nothing; once only.
  async function takePrepared(url: string, startTime: number | undefined) {
    const taken = prepared;
    prepared = undefined;
    if (taken?.url === url && taken.startTime === startTime) return taken.take();
    taken?.dispose();
    return undefined;
  }

  async function load(startTime: number | undefined, resume: boolean) {
    generation += 1;
    const loading = generation;
    const isCurrent = () => !disposed && generation === loading;
    stream?.destroy();
    stream = undefined;
    tracks.streamLoading();
    waitingForPlay = undefined;
    const url = tracks.chosenUrl();
    if (!url) return failUnreported(unsupported());
    if (!resume && savesData()) {
      waitingForPlay = { startTime };
      store.setState({ phase: 'standby' });
      return;
    }
    // The first play's gate (a pre-roll) opens now, not once the film's stream has attached: the
    // ad starts while hls.js loads, and the play after the attach waits for that same break.
    if (resume) gate.openEarly();
    try {
      const HlsClass = await loadHls();
      const protection =
        keySystems && (await loadStreamProtection(keySystems, viewer, !HlsClass.isSupported()));
      const taken = await takePrepared(url, startTime);
      if (!isCurrent()) return taken?.hls?.destroy();
      if (protection?.unavailable) {
        taken?.hls?.destroy();
        return failUnreported(protection.unavailable);
      }
      const options = {
        startTime,
        store,
        protection,
        cmcd,
        // Without a play to come, only what a quick start needs; and while a gate (a pre-roll)
        // may hold the play, the film's bytes do not compete with the ad's: both until the play.
        preload: resume && !gate.isSet() ? ('full' as const) : ('start' as const),
        onFailure: (error: PlayerError) => isCurrent() && fail(error),
        onError: (error: PlayerError) => isCurrent() && events.emit('streamError', error),
        onTracks: (told: StreamTracks) => isCurrent() && tracks.tracksTold(told),
      };
      // hls.js wherever MSE exists: Chromium answers "maybe" for native HLS but loses audio and subtitle choice.
      if (HlsClass.isSupported()) {
        stream = attachHlsSource(HlsClass, video, url, options, taken);
      } else if (video.canPlayType(hlsMimeType)) {
        stream = attachNativeSource(video, url, options);
      } else return failUnreported(unsupported());
      tracks.streamAttached(stream);
      // play() right after attaching: the element starts as soon as it has a frame.
      if (resume) void autoplay();
    } catch (error) {
      if (isCurrent())
        failUnreported({ kind: 'other', detail: String(error), fatal: true, cause: error });
    }
  }

  return {
    /** Loads the chosen source from startTime; resume: a play follows (autoplay, a switch while playing). */
    load,
    /** The first play of a viewer saving data loads the stream, and plays once it is attached. */
    loadOnPlay(): boolean {
      if (!waitingForPlay) return false;
      store.setState({ phase: 'loading' });
      void load(waitingForPlay.startTime, true);
      return true;
    },
    /** A seek before anything is loaded: the stream will start there. */
    moveStart(seconds: number) {
      if (waitingForPlay) waitingForPlay.startTime = Math.max(0, seconds);
    },
    /** A film held to its start while the gate might keep the play (a pre-roll) fills now. */
    releaseBuffer() {
      stream?.releaseBuffer();
    },
    dispose() {
      disposed = true;
      prepared?.dispose();
      stream?.destroy();
    },
  };
}

export type StreamLoader = ReturnType<typeof createStreamLoader>;
