import { createErrorId } from '../lib/error-id';

/** Logs an unexpected error under a new id, which the error screen shows for support. */
export function reportError(error: unknown): string {
  const errorId = createErrorId();
  console.error(`[player] error ${errorId}`, error);
  return errorId;
}
