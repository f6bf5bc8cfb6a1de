import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installCookieBrowser,
  uninstallCookieBrowser,
  type CookieBrowser,
  type CookieBrowserOptions,
} from './testing/browser-cookies';

// The module keeps page-long values when cookies keep nothing: each test loads it afresh.
async function freshSessionModule() {
  vi.resetModules();
  return import('./session-cookies');
}

/** A page of the player loaded afresh: a reload keeps what the browser kept, not the page's memory. */
async function loadedPage({ secure = true } = {}) {
  vi.stubGlobal('isSecureContext', secure);
  const { cookieSessionStore } = await freshSessionModule();
  return cookieSessionStore();
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

/** Makes localStorage throw, as Chromium's does in a frame whose third-party cookies are blocked. */
function blockStorage() {
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('Access is denied for this document', 'SecurityError');
  });
}

// A token whose exp is an hour away: its cookie expires with it.
function tokenFor(subject: string): string {
  const payload = btoa(JSON.stringify({ sub: subject, exp: Math.floor(Date.now() / 1000) + 3600 }));
  return `header.${payload.replace(/=+$/, '')}.signature`;
}

/** The attributes of the last write of a value to the cookie, its expiry aside, as lowercase text. */
function attributesOf(browser: CookieBrowser, name: string): string[] {
  const write = browser.writes.findLast(
    (text) => text.startsWith(`${name}=`) && !text.startsWith(`${name}=;`),
  );
  return (write ?? '')
    .split('; ')
    .slice(1)
    .filter((attribute) => !attribute.startsWith('expires='))
    .map((attribute) => attribute.toLowerCase())
    .sort();
}

const frameWith = (
  thirdPartyCookies: CookieBrowserOptions['thirdPartyCookies'],
  partitioned = true,
): CookieBrowserOptions => ({ context: 'cross-site frame', thirdPartyCookies, partitioned });

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
});

afterEach(() => {
  // Back to jsdom's own document.cookie on Document.prototype.
  uninstallCookieBrowser();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
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
    'lives as long as the page when cookies %s and storage throws, one id for every store',
    async (how) => {
      blockCookies(how);
      blockStorage();
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
      expect((await freshSessionModule()).cookieSessionStore().deviceId()).toBeUndefined();
    },
  );

  it('is kept in storage when cookies drop it but storage works, so the next visit is the same device', async () => {
    blockCookies('drop');
    const id = (await loadedPage()).ensureDeviceId();
    expect((await loadedPage()).deviceId()).toBe(id);
  });
});

describe('the cookies’ attributes', () => {
  it('in a secure context: SameSite=None and Secure, unpartitioned where the browser keeps that (the page opened directly)', async () => {
    const browser = installCookieBrowser({
      context: 'first party',
      thirdPartyCookies: 'blocked',
      partitioned: true,
    });
    const id = (await loadedPage()).ensureDeviceId();
    expect(attributesOf(browser, 'device_fp')).toEqual(['path=/', 'samesite=none', 'secure']);
    expect(browser.jar).toEqual([{ name: 'device_fp', value: id, partitioned: false }]);
  });

  it('outside a secure context (http on a network address): SameSite=Lax, not Secure, never partitioned', async () => {
    const browser = installCookieBrowser({
      context: 'first party',
      thirdPartyCookies: 'allowed',
      partitioned: true,
    });
    const session = await loadedPage({ secure: false });
    session.saveTokens({ accessToken: tokenFor('viewer'), refreshToken: 'refresh-1' });
    expect(attributesOf(browser, 'authToken')).toEqual(['path=/', 'samesite=lax']);
    expect(attributesOf(browser, 'refreshToken')).toEqual(['path=/', 'samesite=lax']);
    expect(browser.writes.some((text) => /partitioned/i.test(text))).toBe(false);
    expect(session.refreshToken()).toBe('refresh-1');
  });

  it('in a browser that ignores Partitioned, the page opened directly keeps its tokens as before', async () => {
    installCookieBrowser({
      context: 'first party',
      thirdPartyCookies: 'blocked',
      partitioned: false,
    });
    const first = await loadedPage();
    first.saveTokens({ accessToken: tokenFor('viewer'), refreshToken: 'refresh-1' });
    first.saveTokens({ accessToken: tokenFor('viewer'), refreshToken: 'refresh-2' });
    expect((await loadedPage()).refreshToken()).toBe('refresh-2');
  });

  it('in a cross-site frame that may not keep third-party cookies: partitioned (CHIPS), and the next visit has the tokens and the device id', async () => {
    const browser = installCookieBrowser(frameWith('blocked'));
    const accessToken = tokenFor('viewer');
    const first = await loadedPage();
    const id = first.ensureDeviceId();
    first.saveTokens({ accessToken, refreshToken: 'refresh-1' });
    for (const name of ['device_fp', 'authToken', 'refreshToken']) {
      expect(attributesOf(browser, name)).toEqual([
        'partitioned',
        'path=/',
        'samesite=none',
        'secure',
      ]);
    }

    const next = await loadedPage();
    expect(next.deviceId()).toBe(id);
    expect(next.authToken()).toBe(accessToken);
    expect(next.refreshToken()).toBe('refresh-1');
    expect(browser.jar.map((cookie) => cookie.partitioned)).toEqual([true, true, true]);
  });

  it('in a cross-site frame that may keep third-party cookies: unpartitioned, shared with the site’s own pages as before', async () => {
    const browser = installCookieBrowser(frameWith('allowed'));
    const id = (await loadedPage()).ensureDeviceId();
    expect(browser.jar).toEqual([{ name: 'device_fp', value: id, partitioned: false }]);
  });
});

describe('cookies set before', () => {
  it('an unpartitioned one an older version set is read, and replaced rather than kept beside the new value', async () => {
    const browser = installCookieBrowser(frameWith('allowed'));
    browser.jar.push(
      { name: 'device_fp', value: 'older-device', partitioned: false },
      { name: 'refreshToken', value: 'refresh-1', partitioned: false },
      // A copy partitioned while the browser blocked third-party cookies.
      { name: 'refreshToken', value: 'refresh-0', partitioned: true },
    );
    const session = await loadedPage();
    expect(session.ensureDeviceId()).toBe('older-device');

    session.saveTokens({ accessToken: tokenFor('viewer'), refreshToken: 'refresh-2' });
    expect(browser.jar.filter((cookie) => cookie.name === 'refreshToken')).toEqual([
      { name: 'refreshToken', value: 'refresh-2', partitioned: false },
    ]);
  });

  it('signing out removes the partitioned tokens and the unpartitioned ones', async () => {
    const browser = installCookieBrowser(frameWith('allowed'));
    for (const partitioned of [false, true]) {
      browser.jar.push(
        { name: 'authToken', value: tokenFor('viewer'), partitioned },
        { name: 'refreshToken', value: 'refresh-1', partitioned },
      );
    }
    const session = await loadedPage();
    session.clearTokens();
    expect(browser.jar).toEqual([]);
    expect(session.authToken()).toBeUndefined();
    expect(session.refreshToken()).toBeUndefined();
  });
});

describe('a cross-site frame in a browser that knows no partitioned cookies (Safari without CHIPS)', () => {
  it('keeps the device id in the frame’s own storage, so the next visit is the same device', async () => {
    const browser = installCookieBrowser(frameWith('blocked', false));
    const id = (await loadedPage()).ensureDeviceId();
    expect(browser.jar).toEqual([]);
    expect((await loadedPage()).deviceId()).toBe(id);
  });

  it('never keeps the tokens in storage: the next visit is a guest’s', async () => {
    installCookieBrowser(frameWith('blocked', false));
    const session = await loadedPage();
    session.saveTokens({ accessToken: tokenFor('viewer'), refreshToken: 'refresh-1' });
    expect(Object.values({ ...localStorage }).join()).not.toContain('refresh-1');

    const next = await loadedPage();
    expect(next.authToken()).toBeUndefined();
    expect(next.refreshToken()).toBeUndefined();
  });
});
