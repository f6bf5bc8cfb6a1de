import { describe, expect, it } from 'vitest';
import {
  createLicenseAttempts,
  licensePolicy,
  licensePolicyWith,
  type LicensePolicy,
} from './license-attempts';

const policy: LicensePolicy = {
  retries: 5,
  firstDelayMs: 500,
  maxDelayMs: 4000,
  deadlineMs: 60_000,
};

/** The asks of one license on a clock the test moves. */
function attemptsWith(overrides: Partial<LicensePolicy> = {}) {
  const clock = { now: 1_000_000 };
  const attempts = createLicenseAttempts({ ...policy, ...overrides }, () => clock.now);
  return { attempts, clock };
}

describe('the license policy', () => {
  it('asks 3 times again, after 0.5, 1 and 2 s, and gives up 15 s after the first ask', () => {
    expect(licensePolicy).toEqual({
      retries: 3,
      firstDelayMs: 500,
      maxDelayMs: 4000,
      deadlineMs: 15_000,
    });
  });

  it('takes a license server’s own deadline, and keeps the default’s without one', () => {
    expect(licensePolicyWith(4000)).toEqual({ ...licensePolicy, deadlineMs: 4000 });
    expect(licensePolicyWith(undefined)).toBe(licensePolicy);
  });
});

describe('the asks of one license', () => {
  it('start at once with the whole deadline, counted from the first ask', () => {
    const { attempts, clock } = attemptsWith();
    clock.now += 10_000;
    expect(attempts.next()).toEqual({ waitMs: 0, timeoutMs: 60_000 });
  });

  it('wait twice as long before each retry, at most maxDelayMs, then are spent', () => {
    const { attempts } = attemptsWith();
    const waits = [];
    for (let i = 0; i <= policy.retries; i++) {
      const ask = attempts.next();
      if (typeof ask === 'string') throw new Error(`ask ${i} was ${ask}`);
      waits.push(ask.waitMs);
    }
    expect(waits).toEqual([0, 500, 1000, 2000, 4000, 4000]);
    expect(attempts.next()).toBe('spent');
  });

  it('may take what remains of the deadline once the time spent and the wait are past', () => {
    const { attempts, clock } = attemptsWith({ deadlineMs: 15_000 });
    attempts.next();
    clock.now += 3000;
    expect(attempts.next()).toEqual({ waitMs: 500, timeoutMs: 11_500 });
    // The wait of 0.5 s, then 4.5 s before the server failed.
    clock.now += 5000;
    expect(attempts.next()).toEqual({ waitMs: 1000, timeoutMs: 6000 });
  });

  it('are too late once the deadline is past, or would be by the end of the wait', () => {
    const { attempts, clock } = attemptsWith({ deadlineMs: 15_000 });
    attempts.next();
    clock.now += 14_600;
    expect(attempts.next()).toBe('too-late');
    clock.now += 1000;
    expect(attempts.next()).toBe('too-late');
  });

  it('are asked again after no answer or a 5xx while retries remain, never after a 4xx', () => {
    const { attempts } = attemptsWith({ retries: 1 });
    attempts.next();
    expect([0, 500, 502, 503].map((status) => attempts.mayRetry(status))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([400, 401, 403, 404, 429].map((status) => attempts.mayRetry(status))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    attempts.next();
    expect(attempts.mayRetry(500)).toBe(false);
    expect(attempts.mayRetry(0)).toBe(false);
  });
});
