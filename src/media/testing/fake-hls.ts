import type { HlsConstructor } from '../load-hls';

type Listener = (event: string, data: unknown) => void;

/**
 * A stand-in for hls.js in jsdom (which has no MediaSource): it records what the player asks of
 * it and lets the test fire its events.
 */
export class FakeHls {
  static readonly instances: FakeHls[] = [];
  static isSupported = () => true;
  static readonly Events = {
    ERROR: 'hlsError',
    FRAG_BUFFERED: 'hlsFragBuffered',
    FRAG_LOADED: 'hlsFragLoaded',
    MANIFEST_PARSED: 'hlsManifestParsed',
    LEVEL_SWITCHED: 'hlsLevelSwitched',
    AUDIO_TRACKS_UPDATED: 'hlsAudioTracksUpdated',
    AUDIO_TRACK_SWITCHED: 'hlsAudioTrackSwitched',
    SUBTITLE_TRACKS_UPDATED: 'hlsSubtitleTracksUpdated',
  };
  static readonly ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' };
  static readonly ErrorDetails = {
    MANIFEST_LOAD_ERROR: 'manifestLoadError',
    MANIFEST_LOAD_TIMEOUT: 'manifestLoadTimeOut',
    MANIFEST_PARSING_ERROR: 'manifestParsingError',
  };

  readonly config = { maxBufferLength: 30, maxMaxBufferLength: 600 };
  media: HTMLVideoElement | null = null;
  source: string | undefined;
  attachCount = 0;
  destroyed = false;
  buffering = true;
  levels: { height: number; bitrate: number; pathwayId?: string }[] = [];
  /** The stream's CDNs (content-steering pathways, or '.', '..' for redundant variants). */
  pathways: string[] = ['.'];
  audioTracks: { name: string; lang?: string }[] = [];
  audioTrack = -1;
  subtitleTracks: { name: string; lang?: string }[] = [];
  subtitleTrack = -1;
  subtitleDisplay = true;
  currentLevel = -1;
  autoLevelEnabled = true;
  bandwidthEstimate = 0;
  /** How often the player restarted loading (after a network error). */
  startLoads = 0;
  /** How often the player asked for a fresh MediaSource (after a media error). */
  mediaRecoveries = 0;
  /** Whether the player stopped all loading (a stream that failed). */
  loadStopped = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(readonly options: Record<string, unknown>) {
    FakeHls.instances.push(this);
  }

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)?.add(listener);
  }
  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
  }
  emit(event: string, data: unknown) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(event, data);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(video: HTMLVideoElement) {
    this.media = video;
    this.attachCount += 1;
  }
  pauseBuffering() {
    this.buffering = false;
  }
  resumeBuffering() {
    this.buffering = true;
  }
  startLoad() {
    this.startLoads += 1;
    this.loadStopped = false;
  }
  stopLoad() {
    this.loadStopped = true;
  }
  recoverMediaError() {
    this.mediaRecoveries += 1;
  }
  destroy() {
    this.destroyed = true;
    this.media = null;
  }
}

/** FakeHls as the player's code takes hls.js, and a loadHls that gives it. */
export function fakeHlsModule() {
  FakeHls.instances.length = 0;
  const HlsClass = FakeHls as unknown as HlsConstructor;
  return { HlsClass, loadHls: () => Promise.resolve(HlsClass) };
}
