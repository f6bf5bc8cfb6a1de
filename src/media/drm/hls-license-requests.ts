import type { HlsConfig, LoaderConfig } from 'hls.js';
import type { CredentialHeaders } from '../stream-protection-types';
import {
  createLicenseAttempts,
  licensePolicy,
  nextAsk,
  wait,
  type LicenseAttempts,
  type LicensePolicy,
} from './license-attempts';

type LicenseSettings = Pick<
  HlsConfig,
  'licenseXhrSetup' | 'licenseResponseCallback' | 'keyLoadPolicy'
>;

/**
 * hls.js's license requests with the page's credentials and each key system's policy: hls.js
 * sends each ask and decides that a 5xx or no answer is asked again (a 4xx never); this waits
 * before each retry, sets each ask's timeout from the deadline, and refuses an ask past it.
 */
export function hlsLicenseRequests(
  credentials: CredentialHeaders,
  policyOf: (keySystem: string) => LicensePolicy,
  sleep: (ms: number) => Promise<void> = wait,
): LicenseSettings {
  // One license per key, across the key sessions hls.js opens for it (it opens another when one
  // fails): the policy bounds them all. A success lets a later renewal start afresh.
  const attempts = new Map<string, LicenseAttempts>();
  const attemptsOf = (key: string, policy: LicensePolicy) => {
    const known = attempts.get(key);
    if (known) return known;
    const fresh = createLicenseAttempts(policy);
    attempts.set(key, fresh);
    return fresh;
  };
  // One setting for the whole stream in hls.js (its count of retries): every system's is the default's.
  const asks: LoaderConfig = {
    maxTimeToFirstByteMs: licensePolicy.deadlineMs,
    maxLoadTimeMs: licensePolicy.deadlineMs,
    timeoutRetry: null,
    errorRetry: { maxNumRetry: licensePolicy.retries, retryDelayMs: 0, maxRetryDelayMs: 0 },
  };
  return {
    keyLoadPolicy: { default: asks },
    async licenseXhrSetup(xhr, url, { keySystem, decryptdata }) {
      const policy = policyOf(keySystem);
      const timeoutMs = await nextAsk(attemptsOf(decryptdata.uri, policy), url, policy, sleep);
      const headers = await credentials();
      xhr.open('POST', url, true);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.timeout = timeoutMs;
    },
    licenseResponseCallback(xhr, _url, { decryptdata }) {
      attempts.delete(decryptdata.uri);
      return xhr.response as ArrayBuffer;
    },
  };
}
