import { describe, expect, it } from 'vitest';
import { quickPasswordCost } from '../testing/test-server';
import { createPasswords, owaspScryptCost } from './passwords';

const client = '127.0.0.1';

describe('passwords', () => {
  const quick = createPasswords(quickPasswordCost);

  it('hash at their cost, and check only the right password', async () => {
    const stored = await quick.hash('correct horse', client);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(await quick.verify('correct horse', stored, client)).toBe(true);
    expect(await quick.verify('correct hors', stored, client)).toBe(false);
    expect(quick.hashSync('x')).not.toBe(quick.hashSync('x'));
  });

  it('check a hash made at a higher cost than their own, and ask for its rehash', async () => {
    // The seeded demo viewer's hash is OWASP's; a server at another cost must still let them in.
    const owasp = createPasswords(owaspScryptCost).hashSync('viewer-password');
    expect(await quick.verify('viewer-password', owasp, client)).toBe(true);
    expect(quick.needsRehash(owasp)).toBe(true);
    expect(quick.needsRehash(quick.hashSync('viewer-password'))).toBe(false);
  });

  it('refuse a stored hash that asks for more than 1 GiB, without trying it', async () => {
    const greedy = `scrypt$${2 ** 21}$8$1$${'00'.repeat(16)}$${'00'.repeat(32)}`;
    expect(await quick.verify('anything', greedy, client)).toBe(false);
    expect(await quick.verify('anything', 'bcrypt$whatever', client)).toBe(false);
  });

  it('make a decoy hash that costs a real check and matches nothing', async () => {
    expect(quick.decoyHash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await quick.verify('', quick.decoyHash, client)).toBe(false);
  });
});
