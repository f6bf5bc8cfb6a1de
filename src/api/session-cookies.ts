import Cookies from 'js-cookie';
import { tokenExpiry } from './jwt';

const names = {
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  deviceId: 'device_fp',
} as const;
const deviceIdLifetimeDays = 365;
const refreshTokenLifetimeDays = 30;

/** Where the client keeps the viewer's tokens and device id; the browser's cookies by default. */
export interface SessionStore {
  authToken(): string | undefined;
  refreshToken(): string | undefined;
  deviceId(): string | undefined;
  saveTokens(tokens: { accessToken: string; refreshToken?: string }): void;
  clearTokens(): void;
  /** The device id, created (a random UUID kept 365 days) when there is none. */
  ensureDeviceId(): string;
}

// In a cross-site iframe a cookie needs SameSite=None, which browsers accept only with Secure.
function cookieAttributes(): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return secure ? { path: '/', sameSite: 'None', secure: true } : { path: '/', sameSite: 'Lax' };
}

// A cookie that expires with the token it holds; a token without exp lives for the session.
function expiresWithToken(token: string): Date | undefined {
  const exp = tokenExpiry(token);
  return exp === undefined ? undefined : new Date(exp * 1000);
}

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; an http host page may not be one.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// document.cookie throws in sandboxed frames: the session is then simply empty.
function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name) || undefined;
  } catch {
    return undefined;
  }
}

// Where the browser keeps no cookie (blocked, or a sandboxed frame), the device id lives as long as
// the page: this page's progress still reaches the server under one id.
let unsavedDeviceId: string | undefined;

function safely(write: () => void): void {
  try {
    write();
  } catch {
    // Nothing to keep the session in; calls go on anonymously.
  }
}

/** The session kept in the document's cookies (authToken, refreshToken, device_fp). */
export function cookieSessionStore(): SessionStore {
  return {
    authToken: () => readCookie(names.authToken),
    refreshToken: () => readCookie(names.refreshToken),
    deviceId: () => readCookie(names.deviceId) ?? unsavedDeviceId,
    saveTokens: (tokens) => safely(() => saveTokens(tokens)),
    clearTokens: () =>
      safely(() => {
        Cookies.remove(names.authToken, { path: '/' });
        Cookies.remove(names.refreshToken, { path: '/' });
      }),
    ensureDeviceId() {
      const existing = readCookie(names.deviceId) ?? unsavedDeviceId;
      if (existing) return existing;
      const id = randomId();
      safely(() =>
        Cookies.set(names.deviceId, id, { ...cookieAttributes(), expires: deviceIdLifetimeDays }),
      );
      // A cookie that throws, or that the browser silently drops, keeps nothing.
      if (readCookie(names.deviceId) !== id) unsavedDeviceId = id;
      return id;
    },
  };
}

function saveTokens({ accessToken, refreshToken }: { accessToken: string; refreshToken?: string }) {
  Cookies.set(names.authToken, accessToken, {
    ...cookieAttributes(),
    expires: expiresWithToken(accessToken),
  });
  if (refreshToken) {
    Cookies.set(names.refreshToken, refreshToken, {
      ...cookieAttributes(),
      expires: expiresWithToken(refreshToken) ?? refreshTokenLifetimeDays,
    });
  }
}
