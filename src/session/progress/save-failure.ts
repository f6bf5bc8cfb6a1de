import { ApiError } from '../../api';

// Statuses where asking again later can succeed; any other 4xx will fail the same way forever.
const retryableStatuses = new Set([0, 408, 429]);

/** True when a failed save is worth keeping and retrying: anything but a 4xx other than 408/429. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || retryableStatuses.has(error.status);
  // A fetch TypeError (offline), a timeout or an abort by the browser: the server never answered.
  return true;
}

/** True when the error is an answer in the 2xx range the client could not read: the save arrived. */
export function isDelivered(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 200 && error.status < 300;
}

const firstRetryMs = 1000;
const maxRetryMs = 30_000;

/** The wait before retry number `attempt` (1, 2, 3…): 1 s, 2 s, 4 s… capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, attempt - 1), maxRetryMs);
}
