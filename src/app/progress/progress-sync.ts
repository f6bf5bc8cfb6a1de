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
}

type Outcome = 'done' | 'retry' | 'drop';

/** Sends progress writes to the server in order, one lane per write key, keeping them in the outbox. */
export interface ProgressSync {
  /** Keeps the write in the outbox and sends it after its lane's request in flight (keepalive: now). */
  send(write: ProgressWrite, options?: { keepalive?: boolean }): void;
  /** Retries every waiting write at once (the network is back). */
  retryNow(): void;
  /** Stops retries and sends; requests in flight finish, and what is unsent stays in the outbox. */
  dispose(): void;
}

/** Makes the sending half of the progress keeper. */
export function createProgressSync({
  sender,
  requestTimeoutMs,
}: {
  sender: ProgressSender;
  requestTimeoutMs: number;
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

  function clearRetry(lane: Lane) {
    clearTimeout(lane.retryTimer);
    lane.retryTimer = undefined;
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
    launch(lane, false);
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
      // The page is going away: no time to wait for the request in flight or for a retry.
      clearRetry(lane);
      lane.inFlight?.controller.abort();
      lane.inFlight = undefined;
      launch(lane, true);
    },
    retryNow() {
      for (const lane of lanes.values()) {
        clearRetry(lane);
        lane.failures = 0;
        pump(lane);
      }
    },
    dispose() {
      disposed = true;
      for (const lane of lanes.values()) clearRetry(lane);
    },
  };
}
