import type Hls from 'hls.js';
import type { PlayerError } from '../lib/player-error';
import { holdBufferUntilPlay } from './buffer-hold';
import type { CmcdView } from './cmcd/cmcd';
import { createDeliveryRecovery } from './delivery-recovery';
import { restartStalledFirstFrame } from './first-frame-stall';
import { hlsConfig } from './hls-config';
import { playerErrorOfElement, playerErrorOfHls } from './hls-error';
import type { HlsConstructor } from './load-hls';
import type { MediaStore } from './media-store';
import type { TakenStream } from './prepared-stream';
import type { StreamProtection } from './stream-protection-types';

const maxMediaRecoveries = 2;

/** Tracks a stream offers beside its video: alternate audio renditions and subtitle playlists. */
export interface StreamTracks {
  renditions: { label: string; language: string }[];
  currentRendition: number;
  subtitles: { label: string; language: string }[];
}

/** Controls of one attached stream. */
export interface StreamHandle {
  setLevel(level: number | 'auto'): void;
  setRendition(index: number): void;
  /** A subtitle playlist of the stream, or -1 for none. */
  setSubtitleTrack(index: number): void;
  /** Lets a stream held to its start fill its buffer now: a play is on its way. */
  releaseBuffer(): void;
  destroy(): void;
}

/** How much of the stream to load before the first play. */
export type PreloadAmount =
  /** Everything the buffer goal asks for (autoplay, a source switch while playing). */
  | 'full'
  /** The fragment at the start position of each track, the rest once the element plays. */
  | 'start';

export interface StreamOptions {
  startTime: number | undefined;
  store: MediaStore;
  /** The stream cannot play: the error it stopped on (already told to onError). */
  onFailure(error: PlayerError): void;
  /** Every error the stream meets, the ones it recovers from included. */
  onError(error: PlayerError): void;
  onTracks(tracks: StreamTracks): void;
  preload: PreloadAmount;
  /** A protected stream's key systems and license requests. */
  protection?: StreamProtection;
  /** The episode view its requests tell the CDN of (CMCD); none when CMCD is off. */
  cmcd?: CmcdView;
}

/**
 * Plays url in video through hls.js (a prepared stream of url when given); publishes its levels
 * and tracks; recovers what it can.
 */
export function attachHlsSource(
  HlsClass: HlsConstructor,
  video: HTMLVideoElement,
  url: string,
  { startTime, store, onFailure, onError, onTracks, preload, protection, cmcd }: StreamOptions,
  prepared?: TakenStream,
): StreamHandle {
  const hls: Hls =
    prepared?.hls ??
    new HlsClass(hlsConfig({ startTime, protection: protection?.hlsConfig, cmcd }));
  // A stream the page's boot already shows in this element holds its buffer for its play.
  const shownHere = hls.media === video;
  if (!shownHere) prepared?.hold?.release();
  const bufferHold =
    (shownHere ? prepared?.hold : undefined) ??
    (preload === 'start' ? holdBufferUntilPlay(HlsClass, hls, video) : undefined);
  // A play is on its way (autoplay, a switch while playing): nothing to hold for.
  if (preload === 'full') bufferHold?.release();
  // The chosen subtitle track stays 'hidden': the player's captions area draws it.
  hls.subtitleDisplay = false;
  const { Events } = HlsClass;
  let mediaRecoveries = 0;

  const publishTracks = () => {
    store.setState({ audioLanguage: hls.audioTracks[hls.audioTrack]?.lang ?? '' });
    onTracks({
      renditions: hls.audioTracks.map((track) => ({
        label: track.name,
        language: track.lang ?? '',
      })),
      currentRendition: hls.audioTrack,
      subtitles: hls.subtitleTracks.map((track) => ({
        label: track.name,
        language: track.lang ?? '',
      })),
    });
  };

  const publishLevels = () => {
    store.setState({
      levels: hls.levels.map((level, index) => ({
        index,
        height: level.height,
        bitrate: level.bitrate,
      })),
      autoLevel: hls.autoLevelEnabled,
    });
    publishTracks();
  };
  hls.on(Events.MANIFEST_PARSED, publishLevels);
  hls.on(Events.LEVEL_SWITCHED, (_event, data) => store.setState({ currentLevel: data.level }));
  hls.on(Events.AUDIO_TRACKS_UPDATED, publishTracks);
  hls.on(Events.AUDIO_TRACK_SWITCHED, publishTracks);
  hls.on(Events.SUBTITLE_TRACKS_UPDATED, publishTracks);
  // A stream that failed loads nothing more, and what its parts still report is not told: one
  // failure (a protected stream's other key sessions would each fail again).
  let failed = false;
  const fail = (error: PlayerError) => {
    failed = true;
    recovery.stop();
    hls.stopLoad();
    onFailure(error);
  };
  // A protected stream that never decoded a frame did not get its key: told as the key's failure.
  const failMedia = (error: PlayerError) => {
    const failure = protection?.mediaFailure(error, video) ?? error;
    if (failure !== error) onError(failure);
    fail(failure);
  };
  // A media error hls.js cannot get past: a fresh MediaSource from the current time, twice at most.
  const recoverMedia = (error: PlayerError) => {
    if (mediaRecoveries >= maxMediaRecoveries) return failMedia(error);
    mediaRecoveries += 1;
    hls.recoverMediaError();
  };
  // A fatal network error is an outage the stream rides out (no CDN answered, the network is
  // gone): told as an error it got past, and as the stream's failure only if it gives up.
  let outageError: PlayerError | undefined;
  const recovery = createDeliveryRecovery({
    video,
    restart: () => hls.startLoad(),
    giveUp: () => {
      if (!outageError) return;
      onError(outageError);
      fail(outageError);
    },
  });
  const rideOutOutage = (error: PlayerError) => {
    outageError = error;
    onError({ ...error, fatal: false });
    recovery.failed();
  };
  // A master playlist that fails is the end at once; media errors get two fresh MediaSources.
  hls.on(Events.ERROR, (_event, data) => {
    if (failed) return;
    const error = protection?.errorOf(data) ?? playerErrorOfHls(data, url, HlsClass);
    if (error.fatal && error.kind === 'network') return rideOutOutage(error);
    onError(error);
    if (!error.fatal) return;
    if (error.kind === 'media') recoverMedia(error);
    else fail(error);
  });
  // Data that appended but does not decode stops the element, and hls.js only logs it: recover
  // here. (When hls.js resets the source itself first, the new source clears video.error.)
  const onDecodeError = () => {
    if (failed || video.error?.code !== MediaError.MEDIA_ERR_DECODE) return;
    const error = playerErrorOfElement(video.error);
    onError(error);
    recoverMedia(error);
  };
  video.addEventListener('error', onDecodeError);
  // A decoder that shows no frame of the data it holds gets a fresh MediaSource, and the start's
  // fragments again (a held buffer has stopped loading). Not a protected stream: it shows none
  // until its key comes, and the license's own deadline covers that wait.
  const restartDecoding = () => {
    if (failed) return;
    onError({ kind: 'media', detail: 'firstFrameStall', fatal: false });
    hls.recoverMediaError();
    hls.resumeBuffering();
  };
  const stopFirstFrameWatch = protection
    ? () => undefined
    : restartStalledFirstFrame(video, restartDecoding);
  // A fragment that arrived proves the delivery is back: later outages start afresh.
  hls.on(Events.FRAG_LOADED, (_event, { frag }) => {
    recovery.delivered();
    store.setState({ bandwidthEstimate: hls.bandwidthEstimate });
    // The CDN the picture comes from, where the stream has several (steering or redundant variants).
    const pathway = frag.type === 'main' ? hls.levels[frag.level]?.pathwayId : undefined;
    if (pathway !== undefined && hls.pathways.length > 1) store.setState({ pathway });
  });
  // What the prepared stream met before this element took it, told now as if it had just
  // happened; none of it stopped playback (a stream that failed gave way to this fresh one).
  for (const error of prepared?.earlierErrors ?? []) onError({ ...error, fatal: false });
  if (prepared?.hls) {
    if (hls.levels.length > 0) publishLevels();
    if (hls.currentLevel >= 0) store.setState({ currentLevel: hls.currentLevel });
  } else hls.loadSource(url);
  if (!shownHere) hls.attachMedia(video);

  return {
    setLevel(level) {
      // currentLevel switches at once (flushing the buffer), so the choice shows immediately.
      hls.currentLevel = level === 'auto' ? -1 : level;
      store.setState({ autoLevel: level === 'auto' });
    },
    setRendition(index) {
      hls.audioTrack = index;
    },
    setSubtitleTrack(index) {
      hls.subtitleTrack = index;
    },
    releaseBuffer() {
      bufferHold?.release();
    },
    destroy() {
      video.removeEventListener('error', onDecodeError);
      stopFirstFrameWatch();
      recovery.stop();
      bufferHold?.stop();
      hls.destroy();
    },
  };
}

/** Plays url through the browser's own HLS (Safari); a load error before any data is the manifest's. */
export function attachNativeSource(
  video: HTMLVideoElement,
  url: string,
  { startTime, onFailure, onError, preload, protection }: StreamOptions,
): StreamHandle {
  // The browser's own loader: metadata only until the first play.
  const loadAll = () => (video.preload = 'auto');
  if (preload === 'start') {
    video.preload = 'metadata';
    video.addEventListener('play', loadAll, { once: true });
  }
  const onElementError = () => {
    const error = playerErrorOfElement(video.error);
    const nothingCame = video.readyState === HTMLMediaElement.HAVE_NOTHING;
    const failure: PlayerError = nothingCame ? { ...error, kind: 'manifest', url } : error;
    onError(failure);
    onFailure(failure);
  };
  const onMetadata = () => {
    if (startTime) video.currentTime = startTime;
  };
  video.addEventListener('error', onElementError);
  video.addEventListener('loadedmetadata', onMetadata, { once: true });
  const stopKeys = protection?.attachNative(video, (error) => {
    onError(error);
    onFailure(error);
  });
  video.src = url;
  return {
    setLevel: () => undefined,
    setRendition: () => undefined,
    setSubtitleTrack: () => undefined,
    releaseBuffer: loadAll,
    destroy() {
      stopKeys?.();
      video.removeEventListener('error', onElementError);
      video.removeEventListener('play', loadAll);
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeAttribute('src');
      video.load();
    },
  };
}
