import type { PlayerError } from '../lib/player-error';
import type { CmcdView } from './cmcd/cmcd';
import { savesData } from './data-saver';
import { showAirPlayPicker, watchDeviceFeatures } from './device-features';
import {
  attachHlsSource,
  attachNativeSource,
  type StreamHandle,
  type StreamTracks,
} from './hls-source';
import type { HlsConstructor } from './load-hls';
import { createMediaEvents, type MediaEventEmitter } from './media-events';
import type { AttachOptions, MediaEngine, MediaSourceSet, PlayGate } from './media-engine-types';
import type { PreparedStream } from './prepared-stream';
import { loadStreamProtection, type ViewerCredentials } from './stream-protection';
import {
  initialMediaState,
  type AudioOption,
  type MediaStore,
  type SubtitleOption,
} from './media-store';
import { addSideLoadedTracks, mirrorCues } from './text-tracks';
import { mirrorVideoEvents } from './video-events';
import { endStalledStreams } from './end-stall';
import { createVolumeOutput } from './volume-output';

export type { MediaEngine } from './media-engine-types';

const hlsMimeType = 'application/vnd.apple.mpegurl';

/** Everything that belongs to one attach() and ends with detach(). */
interface Attachment {
  video: HTMLVideoElement;
  media: MediaSourceSet;
  sourceIndex: number;
  stream: StreamHandle | undefined;
  tracks: StreamTracks;
  sideLoaded: ReturnType<typeof addSideLoadedTracks>;
  volume: ReturnType<typeof createVolumeOutput>;
  cleanups: (() => void)[];
  /** The first source's stream, loading since before the attach, until the first load takes it. */
  prepared: PreparedStream | undefined;
  /** Bumped on every source load, so late callbacks of an old stream are ignored. */
  generation: number;
  /** Where the stream will start, while a viewer saving data has loaded nothing before a play. */
  waitingForPlay: { startTime: number | undefined } | undefined;
  /** The SubtitleOption id chosen; shown (and the store's currentSubtitle) while it is offered. */
  subtitle: string | undefined;
  /** The language (or label) to show once a track of it is offered, until the viewer chooses. */
  wantedSubtitle: string | undefined;
  /** The episode view its streams' requests tell the CDN of (CMCD). */
  cmcd: CmcdView | undefined;
}

const noTracks: StreamTracks = { renditions: [], currentRendition: -1, subtitles: [] };

/** Neither hls.js nor the browser can play the stream, or the episode has no source at all. */
const unsupported = (): PlayerError => ({
  kind: 'unsupported',
  detail: 'unsupported',
  fatal: true,
});

/**
 * Creates the engine that feeds store and tells events of the stream's errors; hls.js comes from
 * loadHls, native HLS only without MSE; a protected stream's licenses name the viewer.
 */
export function createMediaEngine(
  store: MediaStore,
  loadHls: () => Promise<HlsConstructor>,
  events: MediaEventEmitter = createMediaEvents(),
  viewer?: ViewerCredentials,
): MediaEngine {
  let current: Attachment | undefined;
  let gate: PlayGate | undefined;
  // The subtitle track last shown, for a toggle that turns them back on; kept across episodes.
  let lastSubtitle: string | undefined;

  const fail = (error: PlayerError) => store.setState({ phase: 'failed', failure: error });
  // Failures no stream reported itself: nothing can play the source, or it could not be set up.
  const failUnreported = (error: PlayerError) => {
    events.emit('streamError', error);
    fail(error);
  };

  // The 'Аудио' options: the sources when there are several, and the stream's renditions when several.
  function publishAudio(attachment: Attachment) {
    const { sources } = attachment.media;
    const { renditions, currentRendition } = attachment.tracks;
    const options: AudioOption[] = [];
    const chosen: string[] = [];
    if (sources.length > 1) {
      sources.forEach((source, i) =>
        options.push({ id: `source:${i}`, label: source.label, language: '' }),
      );
      chosen.push(`source:${attachment.sourceIndex}`);
    }
    if (renditions.length > 1) {
      renditions.forEach((rendition, i) =>
        options.push({
          id: `rendition:${i}`,
          label: rendition.label,
          language: rendition.language,
        }),
      );
      chosen.push(`rendition:${currentRendition}`);
    }
    store.setState({ audioOptions: options, currentAudio: chosen });
  }

  // The stream's subtitle playlists, then the side-loaded files.
  function subtitleOptions(attachment: Attachment): SubtitleOption[] {
    return [
      ...attachment.tracks.subtitles.map((track, i) => ({ id: `stream:${i}`, ...track })),
      ...attachment.media.subtitles.map((track, i) => ({
        id: `file:${i}`,
        label: track.label,
        language: track.language,
      })),
    ];
  }

  // The choice while the tracks offer it. It outlives tracks that do not: hls.js tells a stream's
  // subtitles only after its manifest, and a voice-over switch starts a new stream.
  function shownSubtitle(attachment: Attachment): string | undefined {
    const { subtitle } = attachment;
    const offered = subtitleOptions(attachment).some((option) => option.id === subtitle);
    return offered ? subtitle : undefined;
  }

  function publishSubtitles(attachment: Attachment) {
    const options = subtitleOptions(attachment);
    const { wantedSubtitle: wanted } = attachment;
    const match = options.find(
      (option) => wanted && [option.language, option.label].includes(wanted),
    );
    if (match && attachment.subtitle === undefined) {
      attachment.subtitle = match.id;
      attachment.wantedSubtitle = undefined;
      applySubtitle(attachment, match.id);
    }
    store.setState({ subtitleOptions: options, currentSubtitle: shownSubtitle(attachment) });
  }

  function applySubtitle(attachment: Attachment, id: string | undefined) {
    const [kind, index] = id?.split(':') ?? [];
    attachment.stream?.setSubtitleTrack(kind === 'stream' ? Number(index) : -1);
    attachment.sideLoaded.select(kind === 'file' ? Number(index) : undefined);
  }

  // The prepared stream when it is this very load's (same URL and start), else nothing; once only.
  async function takePrepared(attachment: Attachment, url: string, startTime: number | undefined) {
    const { prepared } = attachment;
    attachment.prepared = undefined;
    if (prepared?.url === url && prepared.startTime === startTime) return prepared.take();
    prepared?.dispose();
    return undefined;
  }

  async function loadSource(
    attachment: Attachment,
    startTime: number | undefined,
    resume: boolean,
  ) {
    attachment.generation += 1;
    const generation = attachment.generation;
    const isCurrent = () => current === attachment && attachment.generation === generation;
    attachment.stream?.destroy();
    attachment.stream = undefined;
    attachment.tracks = noTracks;
    attachment.waitingForPlay = undefined;
    const url = attachment.media.sources[attachment.sourceIndex]?.url;
    if (!url) return failUnreported(unsupported());
    if (!resume && savesData()) {
      attachment.waitingForPlay = { startTime };
      store.setState({ phase: 'standby' });
      return;
    }
    // The first play's gate (a pre-roll) opens now, not once the film's stream has attached: the
    // ad starts while hls.js loads, and the play after the attach waits for that same break.
    if (resume && gate) void gate().catch(() => undefined);
    try {
      const HlsClass = await loadHls();
      const { protection: keySystems } = attachment.media;
      const protection =
        keySystems && (await loadStreamProtection(keySystems, viewer, !HlsClass.isSupported()));
      const taken = await takePrepared(attachment, url, startTime);
      if (!isCurrent()) return taken?.hls?.destroy();
      if (protection?.unavailable) {
        taken?.hls?.destroy();
        return failUnreported(protection.unavailable);
      }
      const options = {
        startTime,
        store,
        protection,
        cmcd: attachment.cmcd,
        // Without a play to come, only what a quick start needs; and while a gate (a pre-roll)
        // may hold the play, the film's bytes do not compete with the ad's: both until the play.
        preload: resume && !gate ? ('full' as const) : ('start' as const),
        onFailure: (error: PlayerError) => isCurrent() && fail(error),
        onError: (error: PlayerError) => isCurrent() && events.emit('streamError', error),
        onTracks: (tracks: StreamTracks) => {
          if (!isCurrent()) return;
          attachment.tracks = tracks;
          publishAudio(attachment);
          publishSubtitles(attachment);
          // A subtitle chosen before a source switch carries over to the new stream.
          applySubtitle(attachment, shownSubtitle(attachment));
        },
      };
      // hls.js wherever MSE exists: Chromium answers "maybe" for native HLS but loses audio and subtitle choice.
      if (HlsClass.isSupported()) {
        attachment.stream = attachHlsSource(HlsClass, attachment.video, url, options, taken);
      } else if (attachment.video.canPlayType(hlsMimeType)) {
        attachment.stream = attachNativeSource(attachment.video, url, options);
      } else return failUnreported(unsupported());
      publishAudio(attachment);
      publishSubtitles(attachment);
      // play() right after attaching: the element starts as soon as it has a frame.
      if (resume) void autoplay();
    } catch (error) {
      if (isCurrent())
        failUnreported({ kind: 'other', detail: String(error), fatal: true, cause: error });
    }
  }

  // The first play of a viewer saving data loads the stream, and plays once it is attached.
  function startLoadOnPlay(): boolean {
    const waiting = current?.waitingForPlay;
    if (!current || !waiting) return false;
    store.setState({ phase: 'loading' });
    void loadSource(current, waiting.startTime, true);
    return true;
  }

  // Resolves with the reason play() was refused, if it was.
  async function tryPlay(): Promise<unknown> {
    if (startLoadOnPlay()) return undefined;
    try {
      await gate?.();
      // A film held to its start while the gate might keep the play (a pre-roll) fills now.
      current?.stream?.releaseBuffer();
      current?.volume.resume();
      await current?.video.play();
      return undefined;
    } catch (error) {
      return error;
    }
  }

  async function play(): Promise<void> {
    const refusal = await tryPlay();
    // An AbortError only says a pause or a new source overtook this play(): nothing went wrong.
    if (refusal && !isDomError(refusal, 'AbortError')) console.warn('play() was refused', refusal);
  }

  async function autoplay(): Promise<void> {
    const refusal = await tryPlay();
    if (!isDomError(refusal, 'NotAllowedError') || !current) return;
    // Browsers allow muted autoplay where they refuse it with sound.
    current.video.muted = true;
    await play();
  }

  function seek(seconds: number) {
    const video = current?.video;
    if (!video) return;
    // Nothing loaded yet: the stream will start there.
    if (current?.waitingForPlay) current.waitingForPlay.startTime = Math.max(0, seconds);
    const limit = Number.isFinite(video.duration) ? video.duration : seconds;
    const to = Math.min(Math.max(0, seconds), limit);
    video.currentTime = to;
  }

  function setVolume(volume: number) {
    if (!current) return;
    const clamped = Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
    current.volume.set(clamped);
    if (clamped > 0 && current.video.muted) current.video.muted = false;
    store.setState({ volume: clamped });
  }

  function volumeNow() {
    if (!current) return undefined;
    return { volume: current.volume.get(), muted: current.video.muted };
  }

  // The default rate too: a new stream's load resets the element's rate to it.
  function setPlaybackRate(rate: number) {
    if (!current) return;
    current.video.defaultPlaybackRate = rate;
    current.video.playbackRate = rate;
  }

  function setSubtitle(id: string | undefined) {
    if (!current) return;
    applySubtitle(current, id);
    current.subtitle = id;
    current.wantedSubtitle = undefined;
    if (id !== undefined) lastSubtitle = id;
    store.setState({ currentSubtitle: id, ...(id === undefined ? { cues: [] } : {}) });
  }

  return {
    attach(video, media, options: AttachOptions) {
      const attachment: Attachment = {
        video,
        media,
        sourceIndex: media.sourceIndex,
        stream: undefined,
        tracks: noTracks,
        sideLoaded: addSideLoadedTracks(video, media.subtitles),
        volume: createVolumeOutput(video),
        cleanups: [],
        prepared: options.prepared,
        generation: 0,
        waitingForPlay: undefined,
        subtitle: undefined,
        wantedSubtitle: options.subtitleLanguage,
        cmcd: options.cmcd,
      };
      current = attachment;
      store.setState({ ...initialMediaState, phase: 'loading', thumbnails: media.thumbnails });
      attachment.cleanups.push(
        mirrorVideoEvents(video, store),
        endStalledStreams(video),
        mirrorCues(video, store),
        watchDeviceFeatures(video, store),
      );
      video.muted = options.muted;
      setVolume(options.volume);
      setPlaybackRate(options.playbackRate ?? 1);
      void loadSource(attachment, options.startTime, options.autoPlay);
    },
    detach() {
      const attachment = current;
      current = undefined;
      if (!attachment) return;
      attachment.prepared?.dispose();
      attachment.stream?.destroy();
      attachment.sideLoaded.remove();
      attachment.volume.close();
      for (const cleanup of attachment.cleanups) cleanup();
      store.setState(initialMediaState);
    },
    play,
    autoplay,
    pause() {
      current?.video.pause();
    },
    async togglePlay() {
      const video = current?.video;
      if (!video) return;
      if (video.paused || video.ended) await play();
      else video.pause();
    },
    seek,
    seekBy(delta) {
      if (current) seek(current.video.currentTime + delta);
    },
    setVolume,
    setMuted(muted) {
      if (current) current.video.muted = muted;
    },
    volumeNow,
    // Read from the element, not the store: a second press may come before the first one's
    // volumechange event has reached the store.
    toggleMuted() {
      const now = volumeNow();
      if (!current || !now) return;
      if (now.muted || now.volume === 0) {
        if (now.volume === 0) setVolume(1);
        current.video.muted = false;
      } else current.video.muted = true;
    },
    volumeBy(delta) {
      const now = volumeNow();
      if (now) setVolume((now.muted ? 0 : now.volume) + delta);
    },
    setPlaybackRate,
    setLevel(level) {
      current?.stream?.setLevel(level);
    },
    setAudio(id) {
      const attachment = current;
      if (!attachment) return;
      const [kind, value] = id.split(':');
      const index = Number(value);
      if (kind === 'rendition') {
        attachment.stream?.setRendition(index);
      } else if (
        kind === 'source' &&
        index !== attachment.sourceIndex &&
        attachment.media.sources[index]
      ) {
        // Another voice-over is another stream: reload it where the viewer is, playing if they were.
        const { currentTime, paused } = attachment.video;
        attachment.sourceIndex = index;
        publishAudio(attachment);
        void loadSource(attachment, currentTime, !paused);
      }
    },
    setSubtitle,
    toggleSubtitles() {
      const attachment = current;
      if (!attachment) return;
      if (shownSubtitle(attachment) !== undefined) return setSubtitle(undefined);
      const ids = subtitleOptions(attachment).map((option) => option.id);
      if (ids.length > 0) setSubtitle(ids.find((id) => id === lastSubtitle) ?? ids[0]);
    },
    async togglePictureInPicture() {
      const video = current?.video;
      if (!video) return;
      try {
        if (document.pictureInPictureElement === video) await document.exitPictureInPicture();
        else await video.requestPictureInPicture();
      } catch (error) {
        console.warn('[player] picture-in-picture refused', error);
      }
    },
    showAirPlayPicker() {
      if (current) showAirPlayPicker(current.video);
    },
    async promptCast() {
      try {
        await current?.video.remote.prompt();
      } catch (error) {
        // The viewer closed the picker, or no device answered: nothing to report.
        if (!isDomError(error, 'NotAllowedError') && !isDomError(error, 'AbortError')) {
          console.warn('[player] cast prompt failed', error);
        }
      }
    },
    setPlayGate(next) {
      gate = next;
    },
  };
}

function isDomError(error: unknown, name: string): boolean {
  return error instanceof DOMException && error.name === name;
}
