import type Hls from 'hls.js';
import type { ErrorData } from 'hls.js';
import type { PlayerError } from '../lib/player-error';
import { holdBufferUntilPlay, type BufferHold } from './buffer-hold';
import { savesData } from './data-saver';
import type { CmcdView } from './cmcd/cmcd';
import { hlsConfig } from './hls-config';
import { playerErrorOfHls } from './hls-error';
import type { HlsConstructor } from './load-hls';
import type { StreamProtection } from './stream-protection-types';

/** A prepared stream handed over to the element that will play it. */
export interface TakenStream {
  /** None when the prepared stream failed: a fresh one starts, and tells its errors after these. */
  hls: Hls | undefined;
  /** The errors the stream met before a video took it, to be told once it is taken. */
  earlierErrors: PlayerError[];
  /** Set when the stream was shown early: its buffer waits for the element's first play. */
  hold: BufferHold | undefined;
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
  /** The element showIn attached the stream to, which the player then plays it in. */
  readonly video: HTMLVideoElement | undefined;
  /**
   * Attaches the stream to video before the player's UI exists, so that its first frame shows
   * while the UI loads; settles at that frame, on a failure, or at once when there is no stream.
   */
  showIn(video: HTMLVideoElement): Promise<void>;
  /**
   * Hands the hls.js instance over, once (with no instance when it failed, but its errors);
   * undefined when it was taken or let go, or never made.
   */
  take(): Promise<TakenStream | undefined>;
  /** Lets an untaken stream go (destroys its hls.js instance). */
  dispose(): void;
}

/**
 * Starts loading url through hls.js at startTime, before any element exists (MSE only); a
 * protected stream once its protection is known, and not at all when nothing here decrypts it.
 */
export function prepareStream(
  loadHls: () => Promise<HlsConstructor>,
  url: string,
  startTime: number | undefined,
  protection?: Promise<StreamProtection>,
  cmcd?: CmcdView,
): PreparedStream {
  let settled = false;
  let failed = false;
  let earlierErrors: PlayerError[] = [];
  // Held until taken or let go, and no longer: the page keeps this object for its lifetime.
  let instance: { hls: Hls; HlsClass: HlsConstructor; stopListening(): void } | undefined;
  let shownIn: HTMLVideoElement | undefined;
  let hold: BufferHold | undefined;
  // Tells showIn's wait that the stream failed for good.
  let onFailed: (() => void) | undefined;
  const recordError = (error: PlayerError) => {
    earlierErrors.push(error);
    if (!error.fatal) return;
    failed = true;
    onFailed?.();
  };

  const created: Promise<void> = Promise.all([loadHls(), protection]).then(
    ([HlsClass, keys]) => {
      // A viewer saving data gets nothing of the stream before the play asks for it.
      if (settled || !HlsClass.isSupported() || savesData() || keys?.unavailable) return;
      // The first fragment too: hls.js fetches it before a MediaSource exists.
      const hls = new HlsClass({
        ...hlsConfig({ startTime, protection: keys?.hlsConfig, cmcd }),
        startFragPrefetch: true,
      });
      const onError = (_event: unknown, data: ErrorData) =>
        recordError(keys?.errorOf(data) ?? playerErrorOfHls(data, url, HlsClass));
      hls.on(HlsClass.Events.ERROR, onError);
      hls.loadSource(url);
      instance = { hls, HlsClass, stopListening: () => hls.off(HlsClass.Events.ERROR, onError) };
    },
    () => undefined,
  );

  async function showIn(video: HTMLVideoElement): Promise<void> {
    await created;
    if (!instance || settled || failed || shownIn) return;
    shownIn = video;
    const { hls, HlsClass } = instance;
    // Only what the first frame needs until the element plays, as an attached stream loads.
    hold = holdBufferUntilPlay(HlsClass, hls, video);
    const listening = new AbortController();
    const shown = new Promise<void>((resolve) => {
      onFailed = resolve;
      video.addEventListener('loadeddata', () => resolve(), { signal: listening.signal });
      video.addEventListener('error', () => resolve(), { signal: listening.signal });
    });
    hls.attachMedia(video);
    await shown;
    listening.abort();
    onFailed = undefined;
  }

  // The instance, handed out once.
  const release = () => {
    const released = instance;
    instance = undefined;
    released?.stopListening();
    return released?.hls;
  };

  // The hold goes with the stream: whoever destroys it stops its listeners.
  const destroy = (hls: Hls) => {
    hold?.stop();
    hls.destroy();
  };

  return {
    url,
    startTime,
    requested: created,
    get video() {
      return shownIn;
    },
    showIn,
    async take() {
      const wasSettled = settled;
      settled = true;
      await created;
      const hls = release();
      const errors = earlierErrors;
      earlierErrors = [];
      if (!hls || wasSettled) {
        if (hls) destroy(hls);
        return undefined;
      }
      // A stream that already failed (in hls.js or in the element it was shown in) is of no use:
      // a fresh one starts, and what this one met is still told (a blip it would have got past).
      if (failed || shownIn?.error) {
        destroy(hls);
        return { hls: undefined, earlierErrors: errors, hold: undefined };
      }
      const heldUntilPlay = hold;
      // Handed over with the stream: this object, which the page keeps, holds no part of it.
      hold = undefined;
      return { hls, earlierErrors: errors, hold: heldUntilPlay };
    },
    dispose() {
      if (settled) return;
      settled = true;
      void created.then(() => {
        const hls = release();
        if (hls) destroy(hls);
      });
    },
  };
}
