import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/test-server';
import { loadClearKeys, parseClearKeys } from './clearkey-keys';

const kid = 'b49851b6e3f17b8ed1aa46442f484767';
const key = '7b86c975dde8988b82846ec046d7f74b';
const file = (keys: unknown) => JSON.stringify({ keys });
const base64url = (hex: string) => Buffer.from(hex, 'hex').toString('base64url');

describe('the Clear Key keys file', () => {
  it('gives each key by its key id, both in base64url, in either case of hex', () => {
    const store = parseClearKeys(
      file([
        { content: 'film-6', kid, key },
        { content: 'other', kid: kid.replace('b4', 'b5').toUpperCase(), key: key.toUpperCase() },
      ]),
      'keys.json',
    );
    expect(store.size).toBe(2);
    expect(store.keyOf(base64url(kid))).toBe(base64url(key));
    expect(store.keyOf(base64url(kid.replace('b4', 'b5')))).toBe(base64url(key));
    expect(store.keyOf(base64url('00'.repeat(16)))).toBeUndefined();
  });

  it('loads the committed demo keys', () => {
    expect(loadClearKeys().keyOf(base64url(kid))).toBe(base64url(key));
  });

  it.each([
    ['text that is not JSON', '{"keys": [', 'keys.json: is not JSON'],
    ['no keys', file([]), 'keys.json: must be an object whose "keys" is a non-empty array'],
    ['keys that are not a list', '{"keys": {}}', '"keys" is a non-empty array'],
    ['a key that is not an object', file(['x']), 'keys[0] must be an object'],
    ['a key without its content', file([{ kid, key }]), 'keys[0].content must name the content'],
    [
      'a key id of 15 bytes',
      file([{ content: 'a', kid: kid.slice(2), key }]),
      'keys[0].kid must be 16 bytes in hex (32 hex digits)',
    ],
    [
      'a key that is not hex',
      file([{ content: 'a', kid, key: `${key.slice(1)}g` }]),
      'keys[0].key must be 16 bytes in hex',
    ],
    [
      'a key id twice',
      file([
        { content: 'a', kid, key },
        { content: 'b', kid: kid.toUpperCase(), key },
      ]),
      'keys[1].kid repeats an earlier key id',
    ],
  ])('refuses %s, naming the file and the fault', (_name, text, message) => {
    expect(() => parseClearKeys(text, 'keys.json')).toThrow(message);
  });

  it('refuses a file it cannot read, naming it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'clearkey-'));
    try {
      expect(() => loadClearKeys(join(dir, 'missing.json'))).toThrow(
        /missing\.json: cannot be read/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops the server’s start when it is broken', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'clearkey-'));
    try {
      const broken = join(dir, 'keys.json');
      writeFileSync(broken, file([{ content: 'film-6', kid, key: 'short' }]));
      await expect(startTestServer({ clearKeysFile: broken })).rejects.toThrow(
        `${broken}: keys[0].key must be 16 bytes in hex`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
