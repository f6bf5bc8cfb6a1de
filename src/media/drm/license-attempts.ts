/** How long a license may take and how often it is asked again. */
export interface LicensePolicy {
  /** Asks after the first, for a 5xx or a network failure; a 4xx is never asked again. */
  retries: number;
  /** Waited before the nth retry: firstDelayMs * 2^(n-1), at most maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** From the first ask: a license not in by then is a failure, whatever retries remain. */
  deadlineMs: number;
}

export const licensePolicy: LicensePolicy = {
  retries: 3,
  firstDelayMs: 500,
  maxDelayMs: 4000,
  deadlineMs: 15_000,
};

/** The default policy with a license server's own deadline, where its master playlist JSON sets one. */
export function licensePolicyWith(deadlineMs: number | undefined): LicensePolicy {
  return deadlineMs === undefined ? licensePolicy : { ...licensePolicy, deadlineMs };
}

/**
 * The next ask of one license: how long to wait before it and how long it may take; or none,
 * past the deadline or once every retry is spent.
 */
export type LicenseAsk = { waitMs: number; timeoutMs: number } | 'too-late' | 'spent';

/** Thrown when a license is asked for again after every retry failed. */
export class LicenseRetriesSpent extends Error {
  constructor(url: string, retries: number) {
    super(`No license from ${url} after ${retries} retries`);
    this.name = 'LicenseRetriesSpent';
  }
}

/** Thrown when a license has not come within the policy's deadline. */
export class LicenseTimeout extends Error {
  constructor(url: string, deadlineMs: number) {
    super(`No license from ${url} within ${deadlineMs} ms`);
    this.name = 'LicenseTimeout';
  }
}

/**
 * The asks of one license: the first at once, each retry after an exponential wait, none past the
 * deadline or the retries; every ask's timeout is what remains of the deadline once its wait is over.
 */
export function createLicenseAttempts(policy: LicensePolicy, now: () => number = Date.now) {
  let asked = 0;
  let startedAt: number | undefined;
  return {
    next(): LicenseAsk {
      startedAt ??= now();
      if (asked > policy.retries) return 'spent';
      const waitMs =
        asked === 0 ? 0 : Math.min(policy.firstDelayMs * 2 ** (asked - 1), policy.maxDelayMs);
      const timeoutMs = startedAt + policy.deadlineMs - now() - waitMs;
      if (timeoutMs <= 0) return 'too-late';
      asked += 1;
      return { waitMs, timeoutMs };
    },
    /** Whether a failed ask may be asked again (the server's status; 0 for no answer). */
    mayRetry(status: number): boolean {
      return asked <= policy.retries && (status === 0 || status >= 500);
    },
  };
}

export type LicenseAttempts = ReturnType<typeof createLicenseAttempts>;

/**
 * Waits for the next ask of a license and gives how long it may take; throws when there is none
 * (past the deadline, or every retry spent).
 */
export async function nextAsk(
  attempts: LicenseAttempts,
  url: string,
  policy: LicensePolicy,
  sleep: (ms: number) => Promise<void>,
): Promise<number> {
  const ask = attempts.next();
  if (ask === 'too-late') throw new LicenseTimeout(url, policy.deadlineMs);
  if (ask === 'spent') throw new LicenseRetriesSpent(url, policy.retries);
  if (ask.waitMs > 0) await sleep(ask.waitMs);
  return ask.timeoutMs;
}

export const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
