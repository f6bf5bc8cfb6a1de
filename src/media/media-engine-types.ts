import type { CmcdView } from './cmcd/cmcd';
import type { ProtectionSource, StreamSource, SubtitleSource } from '../shared/master-playlist';
import type { PreparedStream } from './prepared-stream';

/** What to play: the voice-over sources (one for a plain HLS URL) and side-loaded subtitles. */
export interface MediaSourceSet {
  sources: StreamSource[];
  /** Index into sources of the one to start with. */
  sourceIndex: number;
  subtitles: SubtitleSource[];
  /** The URL of the seek bar's thumbnails track (WebVTT), when the master playlist JSON names one. */
  thumbnails?: string;
  /** The key systems of a protected stream, as its master playlist JSON names them. */
  protection?: ProtectionSource;
}

export interface AttachOptions {
  autoPlay: boolean;
  /** Seconds to start at (t, episode_time or a resume point). */
  startTime?: number;
  volume: number;
  muted: boolean;
  /** 1 unless given; kept for the next streams of the element. */
  playbackRate?: number;
  /** A subtitle language (or track label) to show as soon as a track of it is offered. */
  subtitleLanguage?: string;
  /** The first source, already loading: taken when it is the source to play, let go otherwise. */
  prepared?: PreparedStream;
  /** The episode view its streams' requests tell the CDN of (CMCD); none when CMCD is off. */
  cmcd?: CmcdView;
}

/** Runs before content playback starts (a pre-roll, a running ad break); playback waits for it. */
export type PlayGate = () => Promise<void>;

/** The requests the UI may make of the content video; nothing else touches the element or hls.js. */
export interface MediaEngine {
  /** Takes the element and starts loading the sources into it; call detach before attaching again. */
  attach(video: HTMLVideoElement, media: MediaSourceSet, options: AttachOptions): void;
  detach(): void;
  play(): Promise<void>;
  /** Starts playback without a gesture, muted if the browser allows nothing else. */
  autoplay(): Promise<void>;
  pause(): void;
  /** Plays when the element is paused (or ended) now, else pauses it. */
  togglePlay(): Promise<void>;
  seek(seconds: number): void;
  seekBy(deltaSeconds: number): void;
  /** 0 to 1; also unmutes when raised above 0. */
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  /**
   * The volume now as the element plays it (muted is the element's own flag): the store learns of
   * a change only once the element's volumechange event has run. Undefined before an attach.
   */
  volumeNow(): { volume: number; muted: boolean } | undefined;
  /** Mutes when sound is heard, else unmutes (raising a volume of 0 to 1), as the element is now. */
  toggleMuted(): void;
  /** Raises or lowers the volume from the element's volume now (0 while muted); above 0 unmutes. */
  volumeBy(delta: number): void;
  setPlaybackRate(rate: number): void;
  /** A level index, or 'auto' to let hls.js choose. */
  setLevel(level: number | 'auto'): void;
  /** An AudioOption id: another source reloads at the same position and playing state. */
  setAudio(id: string): void;
  /** A SubtitleOption id, or undefined for off. */
  setSubtitle(id: string | undefined): void;
  /** Subtitles off when shown, else the track last shown (the first one before any). */
  toggleSubtitles(): void;
  /** Leaves picture-in-picture when the document shows this video there now, else enters it. */
  togglePictureInPicture(): Promise<void>;
  showAirPlayPicker(): void;
  /** Opens the browser's cast device picker (Remote Playback API). */
  promptCast(): Promise<void>;
  /** Every later play request, the autoplay of an attach included, waits for the gate first. */
  setPlayGate(gate: PlayGate | undefined): void;
}
