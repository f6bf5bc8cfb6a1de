import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps a page-long device id when cookies keep nothing: each test loads it afresh.
async function freshSessionModule() {
  vi.resetModules();
  return import('./session-cookies');
}

/** Makes document.cookie behave as a browser that blocks cookies does: throwing, or keeping nothing. */
function blockCookies(how: 'throw' | 'drop') {
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      if (how === 'throw') throw new DOMException('The cookies are blocked', 'SecurityError');
      return '';
    },
    set() {
      if (how === 'throw') throw new DOMException('The cookies are blocked', 'SecurityError');
    },
  });
}

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

afterEach(() => {
  // Back to jsdom's own document.cookie on Document.prototype.
  Reflect.deleteProperty(document, 'cookie');
});

describe('the device id', () => {
  it('is kept in the device_fp cookie when cookies work, and nowhere else', async () => {
    const { cookieSessionStore } = await freshSessionModule();
    const id = cookieSessionStore().ensureDeviceId();
    expect(Cookies.get('device_fp')).toBe(id);
    expect(cookieSessionStore().deviceId()).toBe(id);
    Cookies.remove('device_fp', { path: '/' });
    expect(cookieSessionStore().deviceId()).toBeUndefined();
  });

  it.each(['throw', 'drop'] as const)(
    'lives as long as the page when cookies %s, one id for every store',
    async (how) => {
      blockCookies(how);
      const { cookieSessionStore } = await freshSessionModule();
      const id = cookieSessionStore().ensureDeviceId();
      expect(id).toMatch(/^[0-9a-f-]{32,36}$/);
      expect(cookieSessionStore().deviceId()).toBe(id);
      expect(cookieSessionStore().ensureDeviceId()).toBe(id);
      // Nothing else of the session throws either.
      const session = cookieSessionStore();
      expect(session.authToken()).toBeUndefined();
      expect(() => session.saveTokens({ accessToken: 'a.b.c', refreshToken: 'r' })).not.toThrow();
      expect(() => session.clearTokens()).not.toThrow();
    },
  );
});
