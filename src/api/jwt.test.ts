import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenExpiry } from './jwt';

const tokenWith = (claims: object) =>
  `header.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;

describe('tokenExpiry', () => {
  it('reads exp without verifying, from base64url with non-ASCII claims', () => {
    expect(
      tokenExpiry(tokenWith({ exp: 1_800_000_000, name: encodeURIComponent('Зритель') })),
    ).toBe(1_800_000_000);
  });

  it('gives nothing for a token it cannot read', () => {
    for (const token of ['', 'one-part', 'a.!!!.c', tokenWith({ exp: 'soon' }), tokenWith({})]) {
      expect(tokenExpiry(token)).toBeUndefined();
    }
  });
});

describe('isTokenExpired', () => {
  it('compares exp with now', () => {
    const token = tokenWith({ exp: 1000 });
    expect(isTokenExpired(token, 999_999)).toBe(false);
    expect(isTokenExpired(token, 1_000_000)).toBe(true);
  });

  // Spec §7 refreshes only "if the stored token's exp is in the past": no exp, nothing past.
  it('treats a token without a readable exp as not expired', () => {
    for (const token of [tokenWith({}), tokenWith({ exp: 'soon' }), 'garbage']) {
      expect(isTokenExpired(token, 1_000_000)).toBe(false);
    }
  });
});
