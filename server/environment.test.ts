import { describe, expect, it } from 'vitest';
import {
  logLevel,
  readEnvironment,
  seedsDemo,
  smtpUrl,
  stopTimeoutMs,
  trustedProxies,
} from './environment';

describe('TRUST_PROXY', () => {
  it('trusts no one when unset, empty or 0', () => {
    for (const value of [undefined, '', '  ', '0']) expect(trustedProxies(value)).toBe(false);
  });

  it('reads a count as that many nearest hops (Fastify 5 reads a bare number as none)', () => {
    const trust = trustedProxies('2');
    if (typeof trust !== 'function') throw new Error('a count is a function');
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('reads addresses and CIDRs, comma-separated', () => {
    expect(trustedProxies('10.0.0.1, 10.1.0.0/16,::1,fd00::/8')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
    ]);
  });

  it.each(['true', 'proxy.local', '10.0.0.1/33', '10.0.0.1,', '1.2.3', '-1'])(
    'refuses %j, saying what it takes',
    (value) => expect(() => trustedProxies(value)).toThrow(/count of proxy hops .* CIDRs/),
  );
});

describe('SEED_DEMO, SMTP_URL, LOG_LEVEL and STOP_TIMEOUT', () => {
  it('seeds the demo unless SEED_DEMO is 0, and refuses anything but 0 and 1', () => {
    expect([undefined, '', '1', '0'].map(seedsDemo)).toEqual([true, true, true, false]);
    expect(() => seedsDemo('no')).toThrow('SEED_DEMO=no: 1 seeds');
  });

  it('takes smtp:// and smtps:// addresses only', () => {
    expect(smtpUrl(undefined)).toBeUndefined();
    expect(smtpUrl('smtps://user:pass@mail.example:465')).toBe(
      'smtps://user:pass@mail.example:465',
    );
    expect(() => smtpUrl('http://mail.example')).toThrow('smtp:// or smtps://');
    expect(() => smtpUrl('mail.example:25')).toThrow();
  });

  it('logs at info by default, and takes pino’s levels only', () => {
    expect(logLevel(undefined)).toBe('info');
    expect(logLevel('warn')).toBe('warn');
    expect(() => logLevel('verbose')).toThrow('LOG_LEVEL=verbose');
  });

  it('gives the requests in flight 10 s at a stop by default, and takes whole seconds to an hour', () => {
    expect([undefined, '', '2', '25', '3600'].map(stopTimeoutMs)).toEqual([
      10_000, 10_000, 2000, 25_000, 3_600_000,
    ]);
    for (const value of ['0', '1.5', '-1', '10s', '3601'])
      expect(() => stopTimeoutMs(value), value).toThrow(`STOP_TIMEOUT=${value}: whole seconds`);
  });

  it('reads them all from one environment', () => {
    expect(
      readEnvironment({ TRUST_PROXY: '10.0.0.1', SEED_DEMO: '0', STOP_TIMEOUT: '25' }),
    ).toEqual({
      trustProxy: ['10.0.0.1'],
      seedDemo: false,
      smtpUrl: undefined,
      logLevel: 'info',
      stopTimeoutMs: 25_000,
    });
  });
});
