import { ApiError, type PlayerApiClient } from '../../api';
import { reportError } from '../../errors/error-reporting';
import { availabilityCheckError, type PlayerError } from '../../lib/player-error';

/** What the availability check came to: blocked only when the server said so. */
export interface Availability {
  available: boolean;
  /** Why the check gave no answer, when it did not; the content then counts as available. */
  failure?: PlayerError;
}

/** How long the check may take before the content counts as available. */
export const availabilityTimeoutMs = 5000;

/**
 * Asks whether the content may play on this domain. Spec §9's "Availability default: true": a
 * failed or timed-out check counts as available and is reported; only `available: false` blocks.
 * Rejects only when `signal` ends the load or the content does not exist (404).
 */
export async function checkAvailability(
  client: Pick<PlayerApiClient, 'checkAvailable'>,
  movieId: number,
  domain: string,
  { signal, timeoutMs = availabilityTimeoutMs }: { signal: AbortSignal; timeoutMs?: number },
): Promise<Availability> {
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException('Availability check timed out', 'TimeoutError')),
    timeoutMs,
  );
  const onAbort = () => timeout.abort(signal.reason);
  signal.addEventListener('abort', onAbort);
  try {
    const { available } = await client.checkAvailable(movieId, domain, { signal: timeout.signal });
    return { available: available !== false };
  } catch (error) {
    // The load was ended, or the content does not exist (the page says so): no failure of the check.
    if (signal.aborted || (error instanceof ApiError && error.isNotFound)) throw error;
    reportError(error);
    return { available: true, failure: availabilityCheckError(error) };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
  }
}
