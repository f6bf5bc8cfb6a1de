import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const keyLength = 32;
const cost = 16384;

/** Hashes a password with scrypt and a random salt: 'scrypt$N$salt$hash', all hex. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, keyLength, { N: cost });
  return `scrypt$${cost}$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** Checks a password against a stored hash in constant time. */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, n, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, {
    N: Number(n),
  });
  return timingSafeEqual(actual, expected);
}
