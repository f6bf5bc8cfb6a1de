import {
  putInOutbox,
  sameWrite,
  takeFromOutbox,
  writeKey,
  type ProgressWrite,
} from './progress-outbox';
import type { ProgressSender } from './progress-types';
import { isDelivered, isRetryable, retryDelayMs } from './save-failure';

interface Flight {
  write: ProgressWrite;
  keepalive: boolean;
  controller: AbortController;
}

/** One content+episode+kind: at most one request in flight, so an older write never lands last. */
interface Lane {
  /** The newest write not sent yet; a failed write waits here for its retry unless a newer one came. */
  waiting?: ProgressWrite;
  inFlight?: Flight;
  /** The last write the server confirmed. */
  confirmed?: ProgressWrite;
  failures: number;
  retryTimer?: ReturnType<typeof setTimeout>;
  /** When the lane last sent a request, for the spec's 10 s rhythm of positions. */
  lastSentAt?: number;
  /** Wakes the lane when its rhythm lets the waiting position go. */
  rhythmTimer?: ReturnType<typeof setTimeout>;
  /** The waiting write goes as soon as the request in flight ends, past the rhythm. */
  urgent?: boolean;
}

type Outcome = 'done' | 'retry' | 'drop';

/**
 * Sends progress writes to the server in order, one lane per write key, keeping them in the outbox.
 * A lane of positions sends at most one request per interval; a newer position waits for the next.
 */
export interface ProgressSync {
  /** Keeps the write in the outbox and sends it when its lane may (keepalive: now). */
  send(write: ProgressWrite, options?: { keepalive?: boolean }): void;
  /** Sends now, past the rhythm, the waiting writes that match (the episode changing). */
  sendWaitingNow(matches: (write: ProgressWrite) => boolean): void;
  /** Retries every waiting write at once (the network is back). */
  retryNow(): void;
  /** Stops retries and sends; requests in flight finish, and what is unsent stays in the outbox. */
  dispose(): void;
}

/** Makes the sending half of the progress keeper. */
export function createProgressSync({
  sender,
  requestTimeoutMs,
  saveIntervalMs,
  now,
}: {
  sender: ProgressSender;
  requestTimeoutMs: number;
  /** The least time between two position requests of one lane (spec §5, §9: 10 s). */
  saveIntervalMs: number;
  now: () => number;
}): ProgressSync {
  const lanes = new Map<string, Lane>();
  let disposed = false;

  function laneOf(write: ProgressWrite): Lane {
    const key = writeKey(write);
    let lane = lanes.get(key);
    if (!lane) {
      lane = { failures: 0 };
      lanes.set(key, lane);
    }
    return lane;
  }

  // The newest write the lane already has, and whether it needs no keepalive resend on page exit.
  function latest(lane: Lane): { write: ProgressWrite; settled: boolean } | undefined {
    if (lane.waiting) return { write: lane.waiting, settled: false };
    if (lane.inFlight) return { write: lane.inFlight.write, settled: lane.inFlight.keepalive };
    return lane.confirmed && { write: lane.confirmed, settled: true };
  }

  function clearTimers(lane: Lane) {
    clearTimeout(lane.retryTimer);
    lane.retryTimer = undefined;
    clearTimeout(lane.rhythmTimer);
    lane.rhythmTimer = undefined;
  }

  // How long the waiting position must still wait; a retry follows its backoff instead.
  function rhythmWaitMs(lane: Lane): number {
    if (lane.waiting?.kind !== 'time' || lane.urgent || lane.failures > 0) return 0;
    if (lane.lastSentAt === undefined) return 0;
    const elapsed = now() - lane.lastSentAt;
    // A clock set back counts as time passed, so saving never stops.
    return elapsed >= 0 && elapsed < saveIntervalMs ? saveIntervalMs - elapsed : 0;
  }

  function request(write: ProgressWrite, options: { signal: AbortSignal; keepalive: boolean }) {
    const { contentId, episodeId } = write;
    try {
      return write.kind === 'time'
        ? sender.saveTimeProgress(contentId, episodeId, write.time ?? 0, options)
        : sender.markCompleted(contentId, episodeId, options);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  function launch(lane: Lane, keepalive: boolean) {
    const write = lane.waiting;
    if (!write) return;
    lane.waiting = undefined;
    lane.urgent = false;
    lane.lastSentAt = now();
    const controller = new AbortController();
    const flight: Flight = { write, keepalive, controller };
    lane.inFlight = flight;
    const timer = setTimeout(
      () => controller.abort(new DOMException('Progress save timed out', 'TimeoutError')),
      requestTimeoutMs,
    );
    request(write, { signal: controller.signal, keepalive }).then(
      () => settle(lane, flight, 'done', timer),
      (error: unknown) => {
        const outcome = isDelivered(error) ? 'done' : isRetryable(error) ? 'retry' : 'drop';
        if (outcome === 'drop') console.warn(`Progress save dropped (${writeKey(write)}):`, error);
        settle(lane, flight, outcome, timer);
      },
    );
  }

  function settle(
    lane: Lane,
    flight: Flight,
    outcome: Outcome,
    timer: ReturnType<typeof setTimeout>,
  ) {
    clearTimeout(timer);
    // Aborted for a newer keepalive write: that one decides what the lane does next.
    if (lane.inFlight !== flight) return;
    lane.inFlight = undefined;
    if (outcome === 'retry') {
      lane.waiting ??= flight.write;
      lane.failures += 1;
      if (!disposed) {
        lane.retryTimer = setTimeout(() => {
          lane.retryTimer = undefined;
          pump(lane);
        }, retryDelayMs(lane.failures));
      }
      return;
    }
    lane.failures = 0;
    if (outcome === 'done') lane.confirmed = flight.write;
    takeFromOutbox(flight.write);
    pump(lane);
  }

  function pump(lane: Lane) {
    if (disposed || lane.inFlight || lane.retryTimer !== undefined) return;
    if (lane.rhythmTimer !== undefined) return;
    const waitMs = rhythmWaitMs(lane);
    if (waitMs === 0) return launch(lane, false);
    lane.rhythmTimer = setTimeout(() => {
      lane.rhythmTimer = undefined;
      pump(lane);
    }, waitMs);
  }

  // Past the rhythm; with keepalive (the page going away) past the request in flight too.
  function launchNow(lane: Lane, keepalive: boolean) {
    clearTimers(lane);
    if (!keepalive && lane.inFlight) {
      lane.urgent = true;
      return;
    }
    lane.inFlight?.controller.abort();
    lane.inFlight = undefined;
    launch(lane, keepalive);
  }

  return {
    send(write, { keepalive = false } = {}) {
      // Too late to send: the outbox hands it to the next page.
      if (disposed) return putInOutbox(write);
      const lane = laneOf(write);
      const known = latest(lane);
      if (known && sameWrite(known.write, write) && (!keepalive || known.settled)) return;
      putInOutbox(write);
      lane.waiting = write;
      if (!keepalive) return pump(lane);
      // The page is going away: no time to wait for the request in flight, a retry or the rhythm.
      launchNow(lane, true);
    },
    sendWaitingNow(matches) {
      if (disposed) return;
      for (const lane of lanes.values()) {
        if (lane.waiting && matches(lane.waiting)) launchNow(lane, false);
      }
    },
    retryNow() {
      for (const lane of lanes.values()) {
        if (lane.retryTimer === undefined) continue;
        clearTimeout(lane.retryTimer);
        lane.retryTimer = undefined;
        lane.failures = 0;
        // A retry, not a new save: the rhythm does not hold it back.
        if (!disposed && !lane.inFlight) launch(lane, false);
      }
    },
    dispose() {
      disposed = true;
      for (const lane of lanes.values()) clearTimers(lane);
    },
  };
}
