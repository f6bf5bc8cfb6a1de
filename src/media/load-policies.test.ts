import Hls, { type LoadPolicy } from 'hls.js';
import { describe, expect, it } from 'vitest';
import { loadPolicies } from './load-policies';

const { fragLoadPolicy, playlistLoadPolicy, manifestLoadPolicy, steeringManifestLoadPolicy } =
  loadPolicies;

/**
 * The longest a pathway that stopped answering holds a request before hls.js moves on, by
 * hls.js's rules: a fragment's errors count across renditions, so it waits out the retries once,
 * then one request of another rendition, then the next pathway.
 */
function silentPathwayMs({ default: rules }: LoadPolicy): number {
  const retries = rules.timeoutRetry?.maxNumRetry ?? 0;
  return (retries + 2) * rules.maxTimeToFirstByteMs;
}

/** The same for a pathway answering errors at once (5xx, resets): only the retry delays count. */
function failingPathwayMs({ default: rules }: LoadPolicy): number {
  const retry = rules.errorRetry;
  if (!retry) return 0;
  return Array.from({ length: retry.maxNumRetry }, (_, attempt) =>
    Math.min(retry.retryDelayMs * 2 ** attempt, retry.maxRetryDelayMs),
  ).reduce((sum, delay) => sum + delay, 0);
}

describe('the load policies', () => {
  it('set every loader hls.js retries for a content stream, none left at its defaults', () => {
    const policies = [
      manifestLoadPolicy,
      playlistLoadPolicy,
      fragLoadPolicy,
      loadPolicies.keyLoadPolicy,
      steeringManifestLoadPolicy,
    ];
    const defaults = [
      Hls.DefaultConfig.manifestLoadPolicy,
      Hls.DefaultConfig.playlistLoadPolicy,
      Hls.DefaultConfig.fragLoadPolicy,
      Hls.DefaultConfig.keyLoadPolicy,
      Hls.DefaultConfig.steeringManifestLoadPolicy,
    ];
    policies.forEach((policy, index) => expect(policy).not.toEqual(defaults[index]));
  });

  it('retry a fragment twice and a playlist once after an error, never after a silence', () => {
    expect(fragLoadPolicy.default.errorRetry?.maxNumRetry).toBe(2);
    expect(playlistLoadPolicy.default.errorRetry?.maxNumRetry).toBe(1);
    for (const { default: rules } of [fragLoadPolicy, playlistLoadPolicy]) {
      expect(rules.errorRetry?.retryDelayMs).toBeLessThanOrEqual(500);
      expect(rules.timeoutRetry?.maxNumRetry).toBe(0);
    }
  });

  it('wait for a slow CDN’s first byte as long as hls.js does', () => {
    expect(fragLoadPolicy.default.maxTimeToFirstByteMs).toBe(
      Hls.DefaultConfig.fragLoadPolicy.default.maxTimeToFirstByteMs,
    );
  });

  it('leave a CDN answering errors within two seconds of retries (hls.js’s defaults wait 15 s)', () => {
    expect(failingPathwayMs(fragLoadPolicy)).toBeLessThanOrEqual(2_000);
    expect(failingPathwayMs(Hls.DefaultConfig.fragLoadPolicy)).toBeGreaterThanOrEqual(15_000);
    expect(failingPathwayMs(playlistLoadPolicy)).toBeLessThanOrEqual(1_000);
  });

  it('leave a silent CDN before a full buffer of 30 s runs out', () => {
    expect(silentPathwayMs(fragLoadPolicy)).toBeLessThan(30_000);
    expect(silentPathwayMs(playlistLoadPolicy)).toBeLessThan(30_000);
    // hls.js's defaults hold a silent CDN 60 s, twice what a full buffer lasts.
    expect(silentPathwayMs(Hls.DefaultConfig.fragLoadPolicy)).toBeGreaterThan(30_000);
  });

  it('give a fragment time to arrive on a slow network: 15 times its playing time', () => {
    expect(fragLoadPolicy.default.maxLoadTimeMs).toBeGreaterThanOrEqual(15 * 4_000);
  });

  it('let a rendition that failed once be chosen again after a minute', () => {
    expect(loadPolicies.errorPenaltyExpireMs).toBe(60_000);
  });
});
