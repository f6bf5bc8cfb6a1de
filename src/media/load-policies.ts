import type { HlsConfig, LoadPolicy } from 'hls.js';

/**
 * How hls.js loads and retries each kind of request, chosen for a catalogue on real networks
 * (docs/reliability.md). hls.js's own retries are short on purpose: a request that fails twice is
 * handed to the next pathway (another CDN) or rendition at once, and the stream's recovery
 * (delivery-recovery.ts) keeps trying for as long as a viewer would wait, so nothing is lost by
 * giving up early here, while a dead CDN costs a second instead of hls.js's default quarter minute.
 */
export type LoadPolicies = Pick<
  HlsConfig,
  | 'manifestLoadPolicy'
  | 'playlistLoadPolicy'
  | 'fragLoadPolicy'
  | 'keyLoadPolicy'
  | 'steeringManifestLoadPolicy'
  | 'errorPenaltyExpireMs'
>;

/**
 * One loader's rules: how long to wait for the first byte and for the last, how often to retry
 * after an error (the first retry after errorDelayMs, the next after twice that) and after a
 * timeout (at once).
 */
function policy(
  firstByteMs: number,
  lastByteMs: number,
  errorRetries: number,
  errorDelayMs: number,
  timeoutRetries: number,
): LoadPolicy {
  return {
    default: {
      maxTimeToFirstByteMs: firstByteMs,
      maxLoadTimeMs: lastByteMs,
      timeoutRetry: { maxNumRetry: timeoutRetries, retryDelayMs: 0, maxRetryDelayMs: 0 },
      errorRetry: {
        maxNumRetry: errorRetries,
        retryDelayMs: errorDelayMs,
        maxRetryDelayMs: 2 * errorDelayMs,
      },
    },
  };
}

export const loadPolicies: LoadPolicies = {
  // The stream's master, on the catalogue's origin: its failure is the error screen, so it gets
  // three tries a second apart, and a server that accepted but says nothing 8 s is not answering.
  manifestLoadPolicy: policy(8_000, 20_000, 2, 1_000, 1),
  // A rendition's playlist: a few kB from a CDN, so 5 s without a byte is a dead CDN; one quick
  // retry for a blip, then another rendition or pathway.
  playlistLoadPolicy: policy(5_000, 15_000, 1, 500, 1),
  // A fragment: 6 s to the first byte covers a slow phone network's round trips with room to
  // spare, and 60 s to the last byte is 15 times a 4 s fragment's playing time (hls.js's ABR
  // switches down long before). One retry half a second later rides out a blip; a second
  // failure moves to another pathway (hls.js counts fragment errors across renditions).
  fragLoadPolicy: policy(6_000, 60_000, 1, 500, 1),
  // A key (AES-128 streams): like a fragment, it holds the playhead.
  keyLoadPolicy: policy(6_000, 15_000, 1, 500, 1),
  // The steering server: the stream plays on its last answer while it is away, so it may be
  // slow, and a failed reload is tried again at its next TTL rather than hammered.
  steeringManifestLoadPolicy: policy(10_000, 20_000, 1, 1_000, 0),
  // A rendition that failed once may be chosen again after a minute (hls.js's default is never:
  // a blip would cap the picture for the rest of the film).
  errorPenaltyExpireMs: 60_000,
};
