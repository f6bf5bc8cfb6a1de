import { isIP } from 'node:net';
import { stopBoundMs } from './shutdown';

/** Which peers may tell the client's address (X-Forwarded-For): Fastify's trustProxy. */
export type TrustedProxies = false | string[] | ((address: string, hop: number) => boolean);

/** What the reference server reads from its environment (docs/operating.md has the table). */
export interface ServerEnvironment {
  trustProxy: TrustedProxies;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  logLevel: string;
  /** How long the requests in flight at a stop may take, in milliseconds. */
  stopTimeoutMs: number;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** A variable that is set and not empty. */
const setValue = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * TRUST_PROXY: a count of proxy hops in front of the server (`1`: the nearest peer is the proxy),
 * or the proxies' addresses and CIDRs, comma-separated; unset trusts no one. A count is a function
 * here: Fastify 5 reads a bare number as "trust none", to fail closed (a client that reaches the
 * server past its proxy can then name any address; docs/operating.md prefers addresses).
 */
export function trustedProxies(value: string | undefined): TrustedProxies {
  const text = setValue(value);
  if (text === undefined) return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address ?? '');
    const maxBits = version === 4 ? 32 : 128;
    const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!version || !validBits || rest.length > 0 || entry === '') {
      throw new Error(
        `TRUST_PROXY=${text}: give a count of proxy hops (1) or the proxies' addresses or CIDRs, comma-separated (10.0.0.1,10.1.0.0/16)`,
      );
    }
  }
  return entries;
}

/** SEED_DEMO: '0' leaves the demo out of a fresh database; anything else (or unset) seeds it. */
export function seedsDemo(value: string | undefined): boolean {
  const text = setValue(value);
  if (text === undefined || text === '1') return true;
  if (text === '0') return false;
  throw new Error(`SEED_DEMO=${text}: 1 seeds the demo catalogue and accounts, 0 leaves them out`);
}

/** SMTP_URL: smtp:// or smtps://, with its credentials; unset keeps mail in the outbox table. */
export function smtpUrl(value: string | undefined): string | undefined {
  const text = setValue(value);
  if (text === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('SMTP_URL is not a URL: smtp://user:pass@host:587 or smtps://…:465');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:')
    throw new Error(`SMTP_URL must be smtp:// or smtps://, not ${url.protocol}//`);
  return text;
}

/** LOG_LEVEL: a pino level, info by default. */
export function logLevel(value: string | undefined): string {
  const text = setValue(value) ?? 'info';
  if (!logLevels.includes(text))
    throw new Error(`LOG_LEVEL=${text}: one of ${logLevels.join(', ')}`);
  return text;
}

/**
 * STOP_TIMEOUT: the seconds the requests in flight get to finish at a stop, 10 by default; an
 * orchestrator's grace period (Kubernetes' 30 s) wants it a few seconds shorter than its own.
 */
export function stopTimeoutMs(value: string | undefined): number {
  const text = setValue(value);
  if (text === undefined) return stopBoundMs;
  const seconds = Number(text);
  if (!/^\d+$/.test(text) || seconds < 1 || seconds > 3600)
    throw new Error(`STOP_TIMEOUT=${text}: whole seconds from 1 to 3600 (10 unset)`);
  return seconds * 1000;
}

/** Reads the environment; a value it cannot use is an Error saying what it expects. */
export function readEnvironment(env: NodeJS.ProcessEnv): ServerEnvironment {
  return {
    trustProxy: trustedProxies(env.TRUST_PROXY),
    seedDemo: seedsDemo(env.SEED_DEMO),
    smtpUrl: smtpUrl(env.SMTP_URL),
    logLevel: logLevel(env.LOG_LEVEL),
    stopTimeoutMs: stopTimeoutMs(env.STOP_TIMEOUT),
  };
}
