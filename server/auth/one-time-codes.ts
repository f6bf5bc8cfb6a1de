import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';

/** Digits in a mailed code: 10^10 codes, of which an attacker may try maxCodeAttempts. */
export const codeDigits = 10;
/** Wrong tries before a code is void. */
export const maxCodeAttempts = 5;
/** How long a mailed code lives. */
export const codeTtlMs = 15 * 60 * 1000;

/** A fresh random code of codeDigits digits. */
export function newCode(): string {
  // Two draws: randomInt takes ranges below 2^48 only.
  const high = String(randomInt(0, 100_000)).padStart(5, '0');
  const low = String(randomInt(0, 100_000)).padStart(5, '0');
  return high + low;
}

/** What the database keeps of a code: its SHA-256, hex. */
export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Compares a guess with a stored code hash in constant time. */
export function codeMatches(guess: string, codeHash: string): boolean {
  return timingSafeEqual(Buffer.from(hashCode(guess), 'hex'), Buffer.from(codeHash, 'hex'));
}

/** The expiry of a code made now, as stored (ISO text). */
export function codeExpiry(clock: Clock): string {
  return new Date(clock.now() + codeTtlMs).toISOString();
}
