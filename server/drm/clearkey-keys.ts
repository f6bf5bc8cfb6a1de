import { readFileSync } from 'node:fs';
import { repoPath } from '../paths';

/** The demo's keys, committed: Clear Key protects nothing, it only lets the DRM path run in tests. */
export const demoClearKeysFile = repoPath('server', 'drm', 'clearkey-demo-keys.json');

/** The Clear Key keys the license route gives out. */
export interface ClearKeyStore {
  /** The key of a key id, both in base64url without padding (as the CDM's JSON has them). */
  keyOf(kid: string): string | undefined;
  /** How many keys the store holds. */
  readonly size: number;
}

// A key id and a key are 16 bytes each; the file writes them in hex, as packagers do.
const sixteenBytesHex = /^[0-9a-f]{32}$/i;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a keys file's text, `{ "keys": [{ "content", "kid", "key" }] }`; throws naming the file
 * and the first thing wrong in it, so that a broken file stops the server at start.
 */
export function parseClearKeys(text: string, source: string): ClearKeyStore {
  const fail = (what: string) => new Error(`${source}: ${what}`);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw fail('is not JSON');
  }
  if (!isObject(document) || !Array.isArray(document.keys) || document.keys.length === 0) {
    throw fail('must be an object whose "keys" is a non-empty array');
  }
  const keys = new Map<string, string>();
  document.keys.forEach((entry: unknown, index) => {
    const at = `keys[${index}]`;
    if (!isObject(entry)) throw fail(`${at} must be an object`);
    if (typeof entry.content !== 'string' || entry.content.trim() === '') {
      throw fail(`${at}.content must name the content the key protects`);
    }
    for (const field of ['kid', 'key'] as const) {
      const value = entry[field];
      if (typeof value !== 'string' || !sixteenBytesHex.test(value)) {
        throw fail(`${at}.${field} must be 16 bytes in hex (32 hex digits)`);
      }
    }
    const kid = Buffer.from(String(entry.kid), 'hex').toString('base64url');
    // Two keys for one id: which one a CDM got would depend on the file's order.
    if (keys.has(kid)) throw fail(`${at}.kid repeats an earlier key id`);
    keys.set(kid, Buffer.from(String(entry.key), 'hex').toString('base64url'));
  });
  return { keyOf: (kid) => keys.get(kid), size: keys.size };
}

/** Reads and checks a keys file once, at the server's start. */
export function loadClearKeys(file: string = demoClearKeysFile): ClearKeyStore {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${file}: cannot be read (${(error as Error).message})`, { cause: error });
  }
  return parseClearKeys(text, file);
}
