import type { PlayerError } from '../../lib/player-error';
import { attachHlsSource, type PreloadAmount, type StreamTracks } from '../hls-source';
import { createMediaStore } from '../media-store';
import type { TakenStream } from '../prepared-stream';
import type { StreamProtection } from '../stream-protection-types';
import { FakeHls, fakeHlsModule } from './fake-hls';

export const streamUrl = 'https://media.test/film/master.m3u8';

/** Fires a video's event with the state the browser would have set first (jsdom plays nothing). */
export function fire(video: HTMLVideoElement, type: string, state: Record<string, unknown> = {}) {
  for (const [key, value] of Object.entries(state))
    Object.defineProperty(video, key, { value, configurable: true });
  video.dispatchEvent(new Event(type));
}

/** What a stream told its engine: its failures, every error, and its tracks each time. */
export function streamReports() {
  const failures: PlayerError[] = [];
  const errors: PlayerError[] = [];
  const tracks: StreamTracks[] = [];
  const options = {
    store: createMediaStore(),
    onFailure: (error: PlayerError) => failures.push(error),
    onError: (error: PlayerError) => errors.push(error),
    onTracks: (told: StreamTracks) => tracks.push(told),
  };
  return { failures, errors, tracks, options };
}

/** attachHlsSource over FakeHls in a new video, as the engine calls it. */
export function attachedStream(
  setup: {
    preload?: PreloadAmount;
    startTime?: number;
    prepared?: TakenStream;
    protection?: StreamProtection;
  } = {},
) {
  const { HlsClass } = fakeHlsModule();
  const video = document.createElement('video');
  const reports = streamReports();
  const stream = attachHlsSource(
    HlsClass,
    video,
    streamUrl,
    {
      ...reports.options,
      startTime: setup.startTime,
      preload: setup.preload ?? 'start',
      protection: setup.protection,
    },
    setup.prepared,
  );
  const hls = (setup.prepared?.hls as unknown as FakeHls | undefined) ?? FakeHls.instances[0];
  if (!hls) throw new Error('no hls.js instance');
  return { ...reports, store: reports.options.store, stream, hls, video };
}
