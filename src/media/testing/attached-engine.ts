import { createMediaEngine } from '../media-engine';
import type { AttachOptions, MediaSourceSet, PlayGate } from '../media-engine-types';
import { createMediaEvents, type MediaEvents } from '../media-events';
import { createMediaStore } from '../media-store';
import { FakeHls, fakeHlsModule } from './fake-hls';
import { queuedEventsVideo, type QueuedEventsVideoOptions } from './queued-events-video';

export { deferred, settle } from './promises';

export const filmUrl = 'https://media.test/film/master.m3u8';
export const englishUrl = 'https://media.test/film/english.m3u8';

/** One voice-over, no side-loaded subtitles. */
export const oneSource: MediaSourceSet = {
  sources: [{ url: filmUrl, label: 'Оригинал', isDefault: true }],
  sourceIndex: 0,
  subtitles: [],
};

/** Two voice-overs, each its own stream. */
export const twoSources: MediaSourceSet = {
  ...oneSource,
  sources: [...oneSource.sources, { url: englishUrl, label: 'English', isDefault: false }],
};

export interface EngineSetup {
  media?: MediaSourceSet;
  attach?: Partial<AttachOptions>;
  gate?: PlayGate;
  /** FakeHls arrives once this settles (fails to load if it rejects); at once by default. */
  hlsArrives?: Promise<void>;
  video?: QueuedEventsVideoOptions;
}

/**
 * An engine over FakeHls, attached to a video whose events stay queued: what the engine told
 * (its stream errors) is recorded, and `hls()` is the stream's instance now.
 */
export function attachedEngine(setup: EngineSetup = {}) {
  const { HlsClass } = fakeHlsModule();
  const store = createMediaStore();
  const events = createMediaEvents();
  const streamErrors: MediaEvents['streamError'][] = [];
  events.on('streamError', (error) => streamErrors.push(error));
  const arrives = setup.hlsArrives ?? Promise.resolve();
  const engine = createMediaEngine(store, () => arrives.then(() => HlsClass), events);
  if (setup.gate) engine.setPlayGate(setup.gate);
  const element = queuedEventsVideo(setup.video);
  engine.attach(element.video, setup.media ?? oneSource, {
    autoPlay: false,
    volume: 1,
    muted: false,
    ...setup.attach,
  });
  const hls = () => {
    const latest = FakeHls.instances.at(-1);
    if (!latest) throw new Error('no hls.js instance yet');
    return latest;
  };
  return { engine, store, events, element, video: element.video, streamErrors, hls };
}
