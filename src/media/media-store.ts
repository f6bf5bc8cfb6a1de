import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PlayerError } from '../lib/player-error';

/** A quality level of the stream (hls.js level). */
export interface QualityLevel {
  index: number;
  height: number;
  bitrate: number;
}

/**
 * An entry of the 'Аудио' menu: a source of the master playlist JSON (a voice-over with its own
 * stream) or an alternate audio rendition of the current stream.
 */
export interface AudioOption {
  /** 'source:<n>' or 'rendition:<n>'. */
  id: string;
  label: string;
  language: string;
}

/** A subtitle track: one of the stream's or a side-loaded WebVTT file. */
export interface SubtitleOption {
  id: string;
  label: string;
  language: string;
}

/** The state of the content video as its element and hls.js report it; components read slices. */
export interface MediaState {
  /**
   * idle: nothing loaded; standby: attached, but nothing of the stream loads before a play (the
   * viewer saves data); loading: a source is coming; ready: the first frame is decoded.
   */
  phase: 'idle' | 'standby' | 'loading' | 'ready' | 'failed';
  paused: boolean;
  ended: boolean;
  /** Playback stalled for data (the buffering spinner). */
  waiting: boolean;
  /** The element is moving to a new position (between its seeking and seeked events). */
  seeking: boolean;
  currentTime: number;
  duration: number;
  /** End of the buffered range around the current time. */
  bufferedEnd: number;
  volume: number;
  muted: boolean;
  playbackRate: number;
  levels: QualityLevel[];
  /** The level playing now, -1 when unknown. */
  currentLevel: number;
  /** Height of the frames the element decodes, 0 before the first (hls.js tells its level later). */
  videoHeight: number;
  /** Whether hls.js picks the level itself ('Auto'). */
  autoLevel: boolean;
  audioOptions: AudioOption[];
  /** Ids of the chosen audio options: the current source and, if offered, the current rendition. */
  currentAudio: string[];
  subtitleOptions: SubtitleOption[];
  /** The shown subtitle track, undefined when subtitles are off. */
  currentSubtitle: string | undefined;
  /** The active subtitle cues, for the captions area to draw. */
  cues: readonly TextTrackCue[];
  /** The URL of the seek bar's thumbnails track (WebVTT) of the media attached, if it has one. */
  thumbnails: string | undefined;
  pictureInPicture: boolean;
  pictureInPictureEnabled: boolean;
  airPlayAvailable: boolean;
  castAvailable: boolean;
  /** Language code of the audio playing, '' while unknown. */
  audioLanguage: string;
  /** hls.js's bandwidth estimate in bits/s, undefined before the first fragment (or on native HLS). */
  bandwidthEstimate: number | undefined;
  /**
   * The CDN (HLS content-steering pathway) the last fragment came from; undefined for a stream
   * on one CDN only (or on native HLS).
   */
  pathway: string | undefined;
  /** Why the stream cannot play (phase 'failed'): the error the engine stopped on. */
  failure: PlayerError | undefined;
}

export type MediaStore = StoreApi<MediaState>;

export const initialMediaState: MediaState = {
  phase: 'idle',
  paused: true,
  ended: false,
  waiting: false,
  seeking: false,
  currentTime: 0,
  duration: 0,
  bufferedEnd: 0,
  volume: 1,
  muted: false,
  playbackRate: 1,
  levels: [],
  currentLevel: -1,
  videoHeight: 0,
  autoLevel: true,
  audioOptions: [],
  currentAudio: [],
  subtitleOptions: [],
  currentSubtitle: undefined,
  cues: [],
  thumbnails: undefined,
  pictureInPicture: false,
  pictureInPictureEnabled: false,
  airPlayAvailable: false,
  castAvailable: false,
  audioLanguage: '',
  bandwidthEstimate: undefined,
  pathway: undefined,
  failure: undefined,
};

/** Creates an empty media store; only the media engine writes to it. */
export function createMediaStore(): MediaStore {
  return createStore<MediaState>()(() => initialMediaState);
}
