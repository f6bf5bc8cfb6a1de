import { availableParallelism } from 'node:os';
import { HttpError } from '../http-error';

export interface HashQueueLimits {
  /** Jobs that run at once. */
  concurrency: number;
  /** Jobs that may wait, all clients together; past it a job is refused with a 503. */
  maxWaiting: number;
  /** Jobs one client may have waiting; past it that client's job is refused with a 429. */
  maxWaitingPerClient: number;
  /** What one job is taken to last, for a refusal's Retry-After. */
  jobSeconds: number;
}

/** Runs a job when its turn comes; `client` is the address it is done for. */
export type HashQueue = <T>(client: string, job: () => Promise<T>) => Promise<T>;

interface WaitingJob {
  client: string;
  turn: number;
  start: () => void;
}

/**
 * Runs password hashes a few at a time, off the event loop's way, taking turns between clients
 * (addresses). Each job is stamped with a turn: a client's next job one turn after its previous
 * one, a newcomer's at the turn now running; waiting jobs start by turn, then by arrival. So a
 * burst from one address delays another address's sign-in only by the jobs already running. The
 * queue is short: a job starts soon or is refused at once, with Retry-After, and a flood can
 * neither queue without end nor fill libuv's thread pool.
 */
export function createHashQueue(limits: HashQueueLimits): HashQueue {
  let running = 0;
  // The turn of the job that started last.
  let currentTurn = 0;
  // Each client's next turn, while it is ahead of the current one.
  const nextTurns = new Map<string, number>();
  // In the order they start: by turn, then by arrival.
  const waiting: WaitingJob[] = [];

  function stamp(client: string): number {
    const turn = Math.max(currentTurn, nextTurns.get(client) ?? 0);
    nextTurns.set(client, turn + 1);
    return turn;
  }

  function begin(turn: number) {
    running += 1;
    currentTurn = turn;
    // A client whose next turn has come needs no entry: it would be stamped the current turn anyway.
    for (const [client, next] of nextTurns) if (next <= currentTurn) nextTurns.delete(client);
  }

  function startNext() {
    const next = waiting.shift();
    if (!next) return;
    begin(next.turn);
    next.start();
  }

  function refusal(status: number, reason: string): HttpError {
    const seconds = Math.max(
      1,
      Math.ceil(((waiting.length + running) * limits.jobSeconds) / limits.concurrency),
    );
    return new HttpError(status, `${reason}: try again in ${seconds} s`, {
      'Retry-After': String(seconds),
    });
  }

  function waitForTurn(client: string): Promise<void> {
    const ofClient = waiting.filter((job) => job.client === client).length;
    if (ofClient >= limits.maxWaitingPerClient) {
      throw refusal(429, 'Too many passwords from this address are waiting to be checked');
    }
    if (waiting.length >= limits.maxWaiting) {
      throw refusal(503, 'The server is busy checking passwords');
    }
    const turn = stamp(client);
    return new Promise((start) => {
      const later = waiting.findIndex((job) => job.turn > turn);
      waiting.splice(later === -1 ? waiting.length : later, 0, { client, turn, start });
    });
  }

  return async (client, job) => {
    // Nothing waits while a slot is free: the job starts now.
    if (running < limits.concurrency) begin(stamp(client));
    else await waitForTurn(client);
    try {
      return await job();
    } finally {
      running -= 1;
      startNext();
    }
  };
}

const concurrency = Math.max(1, availableParallelism() - 1);

/**
 * The server's queue. One core stays free for the event loop (and the thread pool keeps threads
 * for file reads). Eight waiting jobs a slot: a job starts within about 8 hashes' time (2.5 to
 * 4 s on one slot) or is refused; four a client, a household's worth of sign-ins at once.
 */
export const passwordHashSlots = createHashQueue({
  concurrency,
  maxWaiting: 8 * concurrency,
  maxWaitingPerClient: 4,
  jobSeconds: 0.5,
});
