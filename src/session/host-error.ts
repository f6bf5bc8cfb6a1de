import type { PlayerErrorInfo } from '../host-embed/protocol/host-api';
import { isDrmError, type PlayerError } from '../lib/player-error';

/** An error as the host hears it: what failed and how, never the underlying object. */
export function hostError(error: PlayerError): PlayerErrorInfo {
  const { kind, detail, fatal, url } = error;
  const info: PlayerErrorInfo =
    url === undefined ? { kind, detail, fatal } : { kind, detail, fatal, url };
  return isDrmError(error) ? { ...info, failure: error.failure } : info;
}
