import type Hls from 'hls.js';
import { savesData } from './data-saver';
import { hlsConfig } from './hls-source';
import type { HlsConstructor } from './load-hls';

/** An error the prepared stream met before a video took it, to be told once it is taken. */
export interface EarlierStreamError {
  details: string;
  fatal: boolean;
}

/** A prepared stream handed over to the element that will play it. */
export interface TakenStream {
  hls: Hls;
  earlierErrors: EarlierStreamError[];
}

/**
 * A stream whose manifest, playlists and first fragment load before there is a video to play it
 * in, so that the start does not wait for the player's controls to render.
 */
export interface PreparedStream {
  readonly url: string;
  readonly startTime: number | undefined;
  /** Settles once hls.js is in and has asked for the manifest (or will not: no MSE, saving data). */
  readonly requested: Promise<void>;
  /** Hands the hls.js instance over, once; undefined when it failed, was taken or let go. */
  take(): Promise<TakenStream | undefined>;
  /** Lets an untaken stream go (destroys its hls.js instance). */
  dispose(): void;
}

/** Starts loading url through hls.js at startTime, before any element exists (MSE only). */
export function prepareStream(
  loadHls: () => Promise<HlsConstructor>,
  url: string,
  startTime: number | undefined,
): PreparedStream {
  let settled = false;
  let failed = false;
  let earlierErrors: EarlierStreamError[] = [];
  // Held until taken or let go, and no longer: the page keeps this object for its lifetime.
  let instance: { hls: Hls; stopListening(): void } | undefined;
  const onError = (_event: unknown, data: { details: string; fatal: boolean }) => {
    earlierErrors.push({ details: data.details, fatal: data.fatal });
    if (data.fatal) failed = true;
  };

  const created: Promise<void> = loadHls().then(
    (HlsClass) => {
      // A viewer saving data gets nothing of the stream before the play asks for it.
      if (settled || !HlsClass.isSupported() || savesData()) return;
      // The first fragment too: hls.js fetches it before a MediaSource exists.
      const hls = new HlsClass({ ...hlsConfig(startTime), startFragPrefetch: true });
      hls.on(HlsClass.Events.ERROR, onError);
      hls.loadSource(url);
      instance = { hls, stopListening: () => hls.off(HlsClass.Events.ERROR, onError) };
    },
    () => undefined,
  );

  // The instance, handed out once.
  const release = () => {
    const released = instance;
    instance = undefined;
    released?.stopListening();
    return released?.hls;
  };

  return {
    url,
    startTime,
    requested: created,
    async take() {
      const wasSettled = settled;
      settled = true;
      await created;
      const hls = release();
      const errors = earlierErrors;
      earlierErrors = [];
      if (!hls) return undefined;
      // A stream that already failed for good is of no use: a fresh one tells the failure itself.
      if (wasSettled || failed) {
        hls.destroy();
        return undefined;
      }
      return { hls, earlierErrors: errors };
    },
    dispose() {
      if (settled) return;
      settled = true;
      void created.then(() => release()?.destroy());
    },
  };
}
