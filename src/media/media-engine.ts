import { endStalledStreams } from './end-stall';
import type { HlsConstructor } from './load-hls';
import { createMediaEvents, type MediaEventEmitter } from './media-events';
import type { AttachOptions, MediaEngine, MediaSourceSet } from './media-engine-types';
import { initialMediaState, type MediaStore } from './media-store';
import type { ViewerCredentials } from './stream-protection';
import { mirrorCues } from './text-tracks';
import { mirrorVideoEvents } from './video-events';
import { createVolumeOutput, type VolumeOutput } from './volume-output';
import {
  createPictureInPicture,
  publishPictureInPictureSupport,
} from './engine/picture-in-picture';
import { createPlayGate } from './engine/play-gate';
import { createPlayback, type PlaybackTarget } from './engine/playback';
import { createRemotePlayback, watchRemoteTargets } from './engine/remote-playback';
import { createStreamLoader } from './engine/stream-loader';
import { createTracks, type SubtitleMemory, type TracksController } from './engine/tracks';
import { createVolume, type VolumeTarget } from './engine/volume';

export type { MediaEngine } from './media-engine-types';

/** What one attach() made, all ended by detach(). */
interface Attachment extends PlaybackTarget, VolumeTarget {
  output: VolumeOutput;
  tracks: TracksController;
  dispose(): void;
}

/**
 * Creates the engine that feeds store and tells events of the stream's errors; hls.js comes from
 * loadHls, native HLS only without MSE; a protected stream's licenses name the viewer.
 *
 * Each concern is a controller of engine/. The stream and the tracks hold one attach's state: an
 * attach makes them, the detach ends them. The others act on the element attached now.
 */
export function createMediaEngine(
  store: MediaStore,
  loadHls: () => Promise<HlsConstructor>,
  events: MediaEventEmitter = createMediaEvents(),
  viewer?: ViewerCredentials,
): MediaEngine {
  let current: Attachment | undefined;
  const attached = () => current;
  const attachedVideo = () => current?.video;
  const gate = createPlayGate();
  const playback = createPlayback(gate, attached, (reason) =>
    events.emit('playRefused', { reason }),
  );
  const volume = createVolume(store, attached);
  // The subtitle track last shown, for a toggle that turns them back on; kept across episodes.
  const subtitleMemory: SubtitleMemory = { last: undefined };

  function attach(video: HTMLVideoElement, media: MediaSourceSet, options: AttachOptions) {
    const tracks = createTracks({
      store,
      video,
      media,
      wantedSubtitle: options.subtitleLanguage,
      memory: subtitleMemory,
      loadSource: (startTime, resume) => void stream.load(startTime, resume),
    });
    const output = createVolumeOutput(video);
    const stream = createStreamLoader({
      store,
      events,
      loadHls,
      viewer,
      video,
      protection: media.protection,
      prepared: options.prepared,
      cmcd: options.cmcd,
      gate,
      tracks,
      autoplay: playback.autoplay,
    });
    const watches: (() => void)[] = [];
    // Current before the store's first change: what that change sets off may already ask for more.
    current = {
      video,
      output,
      stream,
      tracks,
      dispose() {
        stream.dispose();
        tracks.dispose();
        output.close();
        for (const stop of watches) stop();
      },
    };
    store.setState({ ...initialMediaState, phase: 'loading', thumbnails: media.thumbnails });
    watches.push(
      mirrorVideoEvents(video, store),
      endStalledStreams(video),
      mirrorCues(video, store),
    );
    publishPictureInPictureSupport(video, store);
    watches.push(watchRemoteTargets(video, store));
    video.muted = options.muted;
    volume.setVolume(options.volume);
    playback.setPlaybackRate(options.playbackRate ?? 1);
    void stream.load(options.startTime, options.autoPlay);
  }

  return {
    attach,
    detach() {
      const attachment = current;
      current = undefined;
      if (!attachment) return;
      attachment.dispose();
      store.setState(initialMediaState);
    },
    ...playback,
    ...volume,
    setLevel: (level) => current?.tracks.setLevel(level),
    setAudio: (id) => current?.tracks.setAudio(id),
    setSubtitle: (id) => current?.tracks.setSubtitle(id),
    toggleSubtitles: () => current?.tracks.toggleSubtitles(),
    ...createPictureInPicture(attachedVideo),
    ...createRemotePlayback(attachedVideo),
    setPlayGate: gate.set,
  };
}
