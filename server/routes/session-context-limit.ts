import type { onRequestHookHandler } from 'fastify';
import { HttpError } from '../http-error';

/**
 * Refuses an X-Session-Context header longer than api/openapi.yaml allows, on every call of the
 * API, not only those that declare it: the device id becomes a stored viewer key, and a header
 * the contract bounds is bounded wherever it is sent.
 */
export function sessionContextLimit(maxLength: number): onRequestHookHandler {
  return async (request) => {
    const device = String(request.headers['x-session-context'] ?? '');
    if (device.length > maxLength) {
      throw new HttpError(
        400,
        `headers/x-session-context must NOT have more than ${maxLength} characters`,
      );
    }
  };
}
