import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { passwordHashSlots } from './hash-slots';

/** scrypt's cost: OWASP's figure (N=2^17, r=8, p=1), about 128 MiB and a few hundred ms a hash. */
export const scryptParameters = { N: 2 ** 17, r: 8, p: 1 } as const;

const keyLength = 32;
const saltLength = 16;
// Node refuses above 32 MiB by default; N=2^17 with r=8 needs 128 * N * r = 128 MiB.
const maxmem = 2 * 128 * scryptParameters.N * scryptParameters.r;

interface StoredHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

function format({ N, r, p, salt, hash }: StoredHash): string {
  return `scrypt$${N}$${r}$${p}$${salt.toString('hex')}$${hash.toString('hex')}`;
}

// 'scrypt$N$r$p$salt$hash'; the first format, 'scrypt$N$salt$hash', used Node's r=8, p=1.
function parse(stored: string): StoredHash | undefined {
  const parts = stored.split('$');
  const [scheme, ...rest] = parts;
  if (scheme !== 'scrypt') return undefined;
  const [n, r, p, saltHex, hashHex] =
    rest.length === 3 ? [rest[0], '8', '1', ...rest.slice(1)] : rest;
  const numbers = [n, r, p].map(Number);
  if (!numbers.every((value) => Number.isSafeInteger(value) && value > 0)) return undefined;
  if (!saltHex || !hashHex) return undefined;
  const [N, rValue, pValue] = numbers as [number, number, number];
  return {
    N,
    r: rValue,
    p: pValue,
    salt: Buffer.from(saltHex, 'hex'),
    hash: Buffer.from(hashHex, 'hex'),
  };
}

/**
 * Hashes a password with scrypt off the event loop: 'scrypt$N$r$p$salt$hash', hex. `client` is
 * the address the request came from: the hashing queue takes turns between addresses.
 */
export function hashPassword(password: string, client: string): Promise<string> {
  return passwordHashSlots(client, async () => {
    const salt = randomBytes(saltLength);
    const hash = await scryptAsync(password, salt, keyLength, scryptParameters);
    return format({ ...scryptParameters, salt, hash });
  });
}

/** The same hash, blocking: only for seeding the database before the server listens. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(saltLength);
  const hash = scryptSync(password, salt, keyLength, { ...scryptParameters, maxmem });
  return format({ ...scryptParameters, salt, hash });
}

/** Checks a password against a stored hash, off the event loop, comparing in constant time. */
export function verifyPassword(password: string, stored: string, client: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return Promise.resolve(false);
  return passwordHashSlots(client, async () => {
    const actual = await scryptAsync(password, parsed.salt, parsed.hash.length, parsed);
    return timingSafeEqual(actual, parsed.hash);
  });
}

/** True when a stored hash was made with other parameters than today's: rehash it at sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.N !== scryptParameters.N ||
    parsed.r !== scryptParameters.r ||
    parsed.p !== scryptParameters.p
  );
}

/**
 * A well-formed hash of no password anyone knows: checking a password against it costs what
 * checking a real one does, so an unknown email answers as slowly as a wrong password.
 */
export const decoyPasswordHash = format({
  ...scryptParameters,
  salt: randomBytes(saltLength),
  hash: randomBytes(keyLength),
});
