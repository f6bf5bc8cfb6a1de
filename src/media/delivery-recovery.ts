/**
 * How long a viewer may watch a spinner for data no CDN delivers before being told. It counts from
 * hls.js's own giving up, when its retries and the failover to every other pathway are behind,
 * and a viewer who has waited this long wants an answer (docs/reliability.md).
 */
export const giveUpAfterStarvedMs = 20_000;

/** The waits between restarts of a failed stream's loading: soon at first, then every 4 s. */
export function restartDelayMs(attempt: number): number {
  return Math.min(1_000 * 2 ** attempt, 4_000);
}

/** How often the starvation clock is read. */
const clockTickMs = 250;

export interface DeliveryRecoveryOptions {
  video: HTMLVideoElement;
  /** Starts the stream's loading again (hls.js stops it on a fatal error). */
  restart(): void;
  /** Every CDN stayed silent while the viewer waited giveUpAfterStarvedMs: the stream fails. */
  giveUp(): void;
}

/** Rides out a stream's outage: restarts its loading until data comes back or the viewer has waited too long. */
export interface DeliveryRecovery {
  /** A failure hls.js could not retry or route around (a fatal network error). */
  failed(): void;
  /** Data arrived: the outage, if any, is over. */
  delivered(): void;
  stop(): void;
}

/**
 * A lost network is a stall, not an error: after each failure the stream's loading restarts (at
 * once when the browser says it is back online), and it only gives up once the film has waited
 * for data giveUpAfterStarvedMs in all. Only starved time counts: not a pause (a viewer's, or an
 * ad break's), not the film playing what it buffered, not a browser that says it is offline
 * (the wait for the network has no end then; hls.js itself waits for `online` too).
 */
export function createDeliveryRecovery({
  video,
  restart,
  giveUp,
}: DeliveryRecoveryOptions): DeliveryRecovery {
  let inOutage = false;
  let attempt = 0;
  let starvedMs = 0;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;
  let clock: ReturnType<typeof setInterval> | undefined;

  const offline = () => navigator.onLine === false;
  const starved = () =>
    !video.paused && video.readyState < HTMLMediaElement.HAVE_FUTURE_DATA && !offline();

  const end = () => {
    if (inOutage) window.removeEventListener('online', restartNow);
    inOutage = false;
    attempt = 0;
    starvedMs = 0;
    clearTimeout(restartTimer);
    restartTimer = undefined;
    clearInterval(clock);
    clock = undefined;
  };

  function restartNow() {
    clearTimeout(restartTimer);
    restartTimer = undefined;
    restart();
  }

  const readClock = () => {
    if (starved()) starvedMs += clockTickMs;
    if (starvedMs < giveUpAfterStarvedMs) return;
    end();
    giveUp();
  };

  return {
    failed() {
      if (!inOutage) {
        inOutage = true;
        clock = setInterval(readClock, clockTickMs);
        window.addEventListener('online', restartNow);
      }
      // Two failures of one restart (the video's and the audio's) schedule one restart, and an
      // offline browser's restart waits for its `online`.
      if (restartTimer !== undefined || offline()) return;
      restartTimer = setTimeout(
        () => (offline() ? (restartTimer = undefined) : restartNow()),
        restartDelayMs(attempt),
      );
      attempt += 1;
    },
    delivered() {
      if (inOutage) end();
    },
    stop: end,
  };
}
