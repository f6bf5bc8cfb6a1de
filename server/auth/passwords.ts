import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { passwordHashSlots } from './hash-slots';

/** scrypt's cost parameters. */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's figure (N=2^17, r=8, p=1): about 128 MiB and a few hundred ms a hash. */
export const owaspScryptCost: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

/** The most a stored hash may ask for: scrypt at N=2^20, r=8 needs 1 GiB. */
const largestN = 2 ** 20;

const keyLength = 32;
const saltLength = 16;

interface StoredHash extends ScryptCost {
  salt: Buffer;
  hash: Buffer;
}

// Node refuses above 32 MiB by default; scrypt needs 128 * N * r bytes, and a little more.
const maxmemFor = ({ N, r }: ScryptCost) => 2 * 128 * N * r;

function scryptAsync(password: string, salt: Buffer, length: number, cost: ScryptCost) {
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, length, { ...cost, maxmem: maxmemFor(cost) }, (error, key) =>
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
  if (N > largestN) return undefined;
  return {
    N,
    r: rValue,
    p: pValue,
    salt: Buffer.from(saltHex, 'hex'),
    hash: Buffer.from(hashHex, 'hex'),
  };
}

/** Hashes and checks passwords with scrypt: 'scrypt$N$r$p$salt$hash', hex. */
export interface Passwords {
  /** Hashes off the event loop; `client` is the address asking: the queue takes turns between them. */
  hash(password: string, client: string): Promise<string>;
  /** The same hash, blocking: only for seeding the database before the server listens. */
  hashSync(password: string): string;
  /** Checks a password against a stored hash (of any cost), off the event loop, in constant time. */
  verify(password: string, stored: string, client: string): Promise<boolean>;
  /** True when a stored hash was made at another cost than this one: rehash it at sign-in. */
  needsRehash(stored: string): boolean;
  /**
   * A well-formed hash of no password anyone knows: checking a password against it costs what
   * checking a real one does, so an unknown email answers as slowly as a wrong password.
   */
  decoyHash: string;
}

/** Passwords hashed at `cost`: OWASP's in every server; a test of something else may go cheaper. */
export function createPasswords(cost: ScryptCost = owaspScryptCost): Passwords {
  const { N, r, p } = cost;
  return {
    hash: (password, client) =>
      passwordHashSlots(client, async () => {
        const salt = randomBytes(saltLength);
        const hash = await scryptAsync(password, salt, keyLength, cost);
        return format({ ...cost, salt, hash });
      }),
    hashSync(password) {
      const salt = randomBytes(saltLength);
      const hash = scryptSync(password, salt, keyLength, { ...cost, maxmem: maxmemFor(cost) });
      return format({ ...cost, salt, hash });
    },
    verify(password, stored, client) {
      const parsed = parse(stored);
      if (!parsed) return Promise.resolve(false);
      return passwordHashSlots(client, async () => {
        const actual = await scryptAsync(password, parsed.salt, parsed.hash.length, parsed);
        return timingSafeEqual(actual, parsed.hash);
      });
    },
    needsRehash(stored) {
      const parsed = parse(stored);
      return !parsed || parsed.N !== N || parsed.r !== r || parsed.p !== p;
    },
    decoyHash: format({ ...cost, salt: randomBytes(saltLength), hash: randomBytes(keyLength) }),
  };
}
