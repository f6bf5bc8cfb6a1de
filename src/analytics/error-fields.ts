import type { PlayerError } from '../lib/player-error';
import { estimatedBandwidth, networkClass, type NetworkClass } from './network-class';

/** The fields every error event carries besides the payload (spec section 7). */
export type ErrorFields = {
  error_type: string;
  /** What part met it: network, media, manifest, drm… (PlayerErrorKind). */
  error_kind: PlayerError['kind'];
  /** The network class of the estimated bandwidth; null while nothing estimates it. */
  network_type: NetworkClass | null;
  /** Seconds buffered ahead of the current time. */
  buffer_length: number;
};

/** The fields of an error, its detail as error_type, read with the video's state and the connection. */
export function errorFields(
  error: PlayerError,
  state: { currentTime: number; bufferedEnd: number; bandwidthEstimate: number | undefined },
  connection: { downlink?: number } | undefined,
): ErrorFields {
  const bandwidth = estimatedBandwidth(state.bandwidthEstimate, connection);
  const ahead = Math.max(0, state.bufferedEnd - state.currentTime);
  return {
    error_type: error.detail,
    error_kind: error.kind,
    network_type: bandwidth === undefined ? null : networkClass(bandwidth),
    buffer_length: Math.round(ahead * 100) / 100,
  };
}
