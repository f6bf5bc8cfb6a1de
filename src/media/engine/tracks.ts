import type { StreamHandle, StreamTracks } from '../hls-source';
import type { MediaSourceSet } from '../media-engine-types';
import type { AudioOption, MediaStore, SubtitleOption } from '../media-store';
import { addSideLoadedTracks } from '../text-tracks';

/** The subtitle track last shown, for a toggle that turns them back on; kept across episodes. */
export interface SubtitleMemory {
  last: string | undefined;
}

export interface TracksInputs {
  store: MediaStore;
  video: HTMLVideoElement;
  media: MediaSourceSet;
  /** The language (or label) to show once a track of it is offered, until the viewer chooses. */
  wantedSubtitle: string | undefined;
  memory: SubtitleMemory;
  /** Loads the chosen voice-over's stream in place of the one playing. */
  loadSource(startTime: number, resume: boolean): void;
}

const noTracks: StreamTracks = { renditions: [], currentRendition: -1, subtitles: [] };

/**
 * The choices of one attachment: the quality level, the voice-overs (a stream each) and the
 * stream's audio renditions, the stream's subtitle playlists and the side-loaded files.
 */
export function createTracks({
  store,
  video,
  media,
  wantedSubtitle,
  memory,
  loadSource,
}: TracksInputs) {
  let sourceIndex = media.sourceIndex;
  // The stream in the element and what it told it offers: none while a stream loads.
  let stream: StreamHandle | undefined;
  let told = noTracks;
  const sideLoaded = addSideLoadedTracks(video, media.subtitles);
  // The SubtitleOption id chosen; shown (and the store's currentSubtitle) while it is offered.
  let subtitle: string | undefined;
  let wanted = wantedSubtitle;

  // The 'Аудио' options: the sources when there are several, and the stream's renditions when several.
  function publishAudio() {
    const { sources } = media;
    const { renditions, currentRendition } = told;
    const options: AudioOption[] = [];
    const chosen: string[] = [];
    if (sources.length > 1) {
      sources.forEach((source, i) =>
        options.push({ id: `source:${i}`, label: source.label, language: '' }),
      );
      chosen.push(`source:${sourceIndex}`);
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
  function subtitleOptions(): SubtitleOption[] {
    return [
      ...told.subtitles.map((track, i) => ({ id: `stream:${i}`, ...track })),
      ...media.subtitles.map((track, i) => ({
        id: `file:${i}`,
        label: track.label,
        language: track.language,
      })),
    ];
  }

  // The choice while the tracks offer it. It outlives tracks that do not: hls.js tells a stream's
  // subtitles only after its manifest, and a voice-over switch starts a new stream.
  function shownSubtitle(): string | undefined {
    const offered = subtitleOptions().some((option) => option.id === subtitle);
    return offered ? subtitle : undefined;
  }

  function publishSubtitles() {
    const options = subtitleOptions();
    const match = options.find(
      (option) => wanted && [option.language, option.label].includes(wanted),
    );
    if (match && subtitle === undefined) {
      subtitle = match.id;
      wanted = undefined;
      applySubtitle(match.id);
    }
    store.setState({ subtitleOptions: options, currentSubtitle: shownSubtitle() });
  }

  function applySubtitle(id: string | undefined) {
    const [kind, index] = id?.split(':') ?? [];
    stream?.setSubtitleTrack(kind === 'stream' ? Number(index) : -1);
    sideLoaded.select(kind === 'file' ? Number(index) : undefined);
  }

  function setSubtitle(id: string | undefined) {
    applySubtitle(id);
    subtitle = id;
    wanted = undefined;
    if (id !== undefined) memory.last = id;
    store.setState({ currentSubtitle: id, ...(id === undefined ? { cues: [] } : {}) });
  }

  return {
    /** The URL of the voice-over chosen now. */
    chosenUrl: () => media.sources[sourceIndex]?.url,
    /** A new stream loads: the old one is gone, and what it offered with it. */
    streamLoading() {
      stream = undefined;
      told = noTracks;
    },
    streamAttached(attached: StreamHandle) {
      stream = attached;
      publishAudio();
      publishSubtitles();
    },
    tracksTold(tracks: StreamTracks) {
      told = tracks;
      publishAudio();
      publishSubtitles();
      // A subtitle chosen before a source switch carries over to the new stream.
      applySubtitle(shownSubtitle());
    },
    setLevel(level: number | 'auto') {
      stream?.setLevel(level);
    },
    setAudio(id: string) {
      const [kind, value] = id.split(':');
      const index = Number(value);
      if (kind === 'rendition') {
        stream?.setRendition(index);
      } else if (kind === 'source' && index !== sourceIndex && media.sources[index]) {
        // Another voice-over is another stream: reload it where the viewer is, playing if they were.
        const { currentTime, paused } = video;
        sourceIndex = index;
        publishAudio();
        loadSource(currentTime, !paused);
      }
    },
    setSubtitle,
    toggleSubtitles() {
      if (shownSubtitle() !== undefined) return setSubtitle(undefined);
      const ids = subtitleOptions().map((option) => option.id);
      if (ids.length > 0) setSubtitle(ids.find((id) => id === memory.last) ?? ids[0]);
    },
    dispose() {
      sideLoaded.remove();
    },
  };
}

export type TracksController = ReturnType<typeof createTracks>;
