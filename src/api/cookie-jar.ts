import Cookies from 'js-cookie';

/**
 * Where a cookie may live, in the order tried: shared by the origin's pages everywhere the browser
 * allows it (in a cross-site frame only with third-party cookies allowed), then partitioned by the
 * top-level site (CHIPS), which browsers that block third-party cookies still keep. Both need a
 * secure context (https:, http://localhost, http://127.0.0.1); without one a cross-site frame keeps
 * no cookie at all, and SameSite=Lax serves the page opened directly.
 */
function places(): Cookies.CookieAttributes[] {
  if (!globalThis.isSecureContext) return [{ path: '/', sameSite: 'Lax' }];
  const shared = { path: '/', sameSite: 'None', secure: true } as const;
  return [shared, { ...shared, partitioned: true }];
}

// document.cookie throws in sandboxed frames: nothing is read, kept or removed there.

/** The cookie's value, from either place. */
export function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the value in the first place whose cookie the browser keeps; false when none does (the
 * browser drops it without a word, or throws). The old cookie goes first, from both places, so the
 * name never holds two values (a spent refresh token beside its successor).
 */
export function writeCookie(name: string, value: string, expires?: number | Date): boolean {
  removeCookie(name);
  try {
    return places().some((attributes) => {
      Cookies.set(name, value, { ...attributes, expires });
      return readCookie(name) === value;
    });
  } catch {
    return false;
  }
}

/** Removes the cookie from both places: a partitioned cookie goes only with Partitioned. */
export function removeCookie(name: string): void {
  try {
    for (const attributes of places()) Cookies.remove(name, attributes);
  } catch {
    // Nothing was kept.
  }
}
