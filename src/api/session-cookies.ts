import { isString, safeStorage } from '../lib/storage';
import { readCookie, removeCookie, writeCookie } from './cookie-jar';
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

// Where no cookie lasts (a cross-site frame in a browser without partitioned cookies, cookies
// blocked), the device id goes to the page's storage, which such browsers partition by the host's
// site, and where that throws too it lives as long as the page: its progress still reaches the
// server under one id. Never the tokens (docs/api-client.md says why).
let unsavedDeviceId: string | undefined;

function deviceId(): string | undefined {
  return readCookie(names.deviceId) ?? safeStorage.get(names.deviceId, isString) ?? unsavedDeviceId;
}

/** The session kept in the document's cookies (authToken, refreshToken, device_fp). */
export function cookieSessionStore(): SessionStore {
  return {
    authToken: () => readCookie(names.authToken),
    refreshToken: () => readCookie(names.refreshToken),
    deviceId,
    saveTokens({ accessToken, refreshToken }) {
      writeCookie(names.authToken, accessToken, expiresWithToken(accessToken));
      if (refreshToken) {
        const expires = expiresWithToken(refreshToken) ?? refreshTokenLifetimeDays;
        writeCookie(names.refreshToken, refreshToken, expires);
      }
    },
    clearTokens() {
      removeCookie(names.authToken);
      removeCookie(names.refreshToken);
    },
    ensureDeviceId() {
      const existing = deviceId();
      if (existing) return existing;
      const id = randomId();
      if (!writeCookie(names.deviceId, id, deviceIdLifetimeDays)) {
        safeStorage.set(names.deviceId, id);
        unsavedDeviceId = id;
      }
      return id;
    },
  };
}
