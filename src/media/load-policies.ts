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
  // three tries a second apart (hls.js's default waits for its first byte for ever).
  manifestLoadPolicy: policy(10_000, 20_000, 2, 1_000, 1),
  // A rendition's playlist, and a fragment. 10 s to the first byte (hls.js's) is kept: slow
  // phone networks and CDNs under a premiere's load answer late but answer, and a shorter wait
  // would give up on them for good. Past it, no second wait on the same CDN: another rendition,
  // then the next pathway, so a silent CDN costs 20 s, less than a full 30 s buffer lasts. After
  // an error, a playlist is retried once half a second later, a fragment twice (0.5 s, then 1 s:
  // on a stream with one CDN, the retries left after the other rendition failed too are all
  // that keeps a blip from stopping the stream); then the next pathway (hls.js counts a
  // fragment's errors across renditions). A failing CDN costs under two seconds, not hls.js's
  // quarter minute of retries. 60 s to a fragment's last byte is 15 times its playing time
  // (hls.js's ABR switches down long before).
  playlistLoadPolicy: policy(10_000, 20_000, 1, 500, 0),
  fragLoadPolicy: policy(10_000, 60_000, 2, 500, 0),
  // A key (AES-128 streams): like a fragment, it holds the playhead.
  keyLoadPolicy: policy(10_000, 20_000, 2, 500, 0),
  // The steering server: the stream plays on its last answer while it is away, so a failed
  // reload is tried once more, then again at its next TTL rather than hammered.
  steeringManifestLoadPolicy: policy(10_000, 20_000, 1, 1_000, 0),
  // A rendition that failed once may be chosen again after a minute (hls.js's default is never:
  // a blip would cap the picture for the rest of the film).
  errorPenaltyExpireMs: 60_000,
};
