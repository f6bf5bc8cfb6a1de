import { createMediaEngine } from '../media-engine';
import type { MediaEngine } from '../media-engine-types';
import { createMediaStore, type MediaStore } from '../media-store';
import { queuedEventsVideo, type QueuedEventsVideo } from './queued-events-video';

// hls.js never arrives: the toggles need the element only, not a stream.
const neverLoads = () => new Promise<never>(() => undefined);

/** Two side-loaded subtitle files, Russian then English. */
export const subtitleFiles = [
  { url: '/subs/ru.vtt', label: 'Русские', language: 'ru' },
  { url: '/subs/en.vtt', label: 'English', language: 'en' },
];

/**
 * An engine attached to a video whose events stay queued (their first ones delivered), with two
 * subtitle files and no stream: for the requests that need the element only. Tests that use it
 * stub the <track> elements (stubTrackElements).
 */
export function elementOnlyEngine(options: { volume?: number; muted?: boolean } = {}) {
  const store: MediaStore = createMediaStore();
  const engine: MediaEngine = createMediaEngine(store, neverLoads);
  const element: QueuedEventsVideo = queuedEventsVideo();
  engine.attach(
    element.video,
    {
      sources: [{ url: '/media/1/master.m3u8', label: 'Оригинал', isDefault: true }],
      sourceIndex: 0,
      subtitles: subtitleFiles,
    },
    { autoPlay: false, volume: options.volume ?? 0.6, muted: options.muted ?? false },
  );
  element.flush();
  return { store, engine, element, video: element.video };
}
