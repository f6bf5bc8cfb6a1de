import type Hls from 'hls.js';
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
  const earlierErrors: EarlierStreamError[] = [];
  const onError = (_event: unknown, data: { details: string; fatal: boolean }) => {
    earlierErrors.push({ details: data.details, fatal: data.fatal });
    if (data.fatal) failed = true;
  };

  const created: Promise<{ hls: Hls; stopListening(): void } | undefined> = loadHls().then(
    (HlsClass) => {
      if (settled || !HlsClass.isSupported()) return undefined;
      // The first fragment too: hls.js fetches it before a MediaSource exists.
      const hls = new HlsClass({ ...hlsConfig(startTime), startFragPrefetch: true });
      hls.on(HlsClass.Events.ERROR, onError);
      hls.loadSource(url);
      return { hls, stopListening: () => hls.off(HlsClass.Events.ERROR, onError) };
    },
    () => undefined,
  );

  return {
    url,
    startTime,
    async take() {
      const wasSettled = settled;
      settled = true;
      const prepared = await created;
      if (!prepared || wasSettled) return undefined;
      const { hls } = prepared;
      prepared.stopListening();
      // A stream that already failed for good is of no use: a fresh one tells the failure itself.
      if (failed) {
        hls.destroy();
        return undefined;
      }
      return { hls, earlierErrors: [...earlierErrors] };
    },
    dispose() {
      if (settled) return;
      settled = true;
      void created.then((prepared) => prepared?.hls.destroy());
    },
  };
}
