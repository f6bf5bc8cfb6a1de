import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionStore } from './session-cookies';
import { createTokenRefresher, type RefreshCall } from './token-refresher';

/** A JWT-shaped token (unsigned) whose exp is `secondsFromNow` away. */
function token(name: string, secondsFromNow: number): string {
  const payload = btoa(
    JSON.stringify({ name, exp: Math.floor(Date.now() / 1000) + secondsFromNow }),
  );
  return `e30.${payload.replace(/=+$/, '')}.sig`;
}

/** The cookies two documents of one origin share. */
function sharedSession(tokens: { authToken?: string; refreshToken?: string }): SessionStore {
  return {
    authToken: () => tokens.authToken,
    refreshToken: () => tokens.refreshToken,
    deviceId: () => undefined,
    saveTokens(fresh) {
      tokens.authToken = fresh.accessToken;
      tokens.refreshToken = fresh.refreshToken ?? tokens.refreshToken;
    },
    clearTokens() {
      tokens.authToken = undefined;
      tokens.refreshToken = undefined;
    },
    ensureDeviceId: () => 'device',
  };
}

/** navigator.locks as a browser has it: one holder of a name at a time, the others queue. */
function installWebLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const locks = {
    request(name: string, callback: () => Promise<unknown>) {
      const previous = queues.get(name) ?? Promise.resolve();
      const run = previous.then(callback, callback);
      queues.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
  vi.stubGlobal('navigator', { ...navigator, locks });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the token refresher', () => {
  it('keeps the new refresh token along with the new access token', async () => {
    const tokens = { authToken: token('old', -10), refreshToken: 'refresh-1' };
    const refreshCall: RefreshCall = async () => ({
      accessToken: token('new', 300),
      refreshToken: 'refresh-2',
    });
    const fresh = await createTokenRefresher(sharedSession(tokens), refreshCall).freshAccessToken();
    expect(fresh).toBe(tokens.authToken);
    expect(tokens.refreshToken).toBe('refresh-2');
  });

  it('lets two documents spend a refresh token once: the second takes the first one’s result', async () => {
    installWebLocks();
    const tokens = { authToken: token('old', -10), refreshToken: 'refresh-1' };
    const spent: string[] = [];
    const refreshCall: RefreshCall = async ({ refreshToken }) => {
      spent.push(refreshToken);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { accessToken: token(`after-${refreshToken}`, 300), refreshToken: `${refreshToken}+` };
    };
    // Two players of one host page: two refreshers over the same cookies.
    const first = createTokenRefresher(sharedSession(tokens), refreshCall);
    const second = createTokenRefresher(sharedSession(tokens), refreshCall);
    const [a, b] = await Promise.all([first.freshAccessToken(), second.freshAccessToken()]);
    expect(spent).toEqual(['refresh-1']);
    expect(a).toBe(b);
    expect(tokens.refreshToken).toBe('refresh-1+');
  });

  it('refreshes without the lock where the browser refuses it (a cross-site frame with blocked storage)', async () => {
    const request = vi.fn(() =>
      Promise.reject(new DOMException('The request was denied.', 'SecurityError')),
    );
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    const tokens = { authToken: token('old', -10), refreshToken: 'refresh-1' };
    const refreshCall = vi.fn<RefreshCall>(async () => ({
      accessToken: token('new', 300),
      refreshToken: 'refresh-2',
    }));
    const fresh = await createTokenRefresher(sharedSession(tokens), refreshCall).freshAccessToken();
    expect(request).toHaveBeenCalledOnce();
    expect(refreshCall).toHaveBeenCalledOnce();
    expect(fresh).toBe(tokens.authToken);
    expect(tokens.refreshToken).toBe('refresh-2');
  });

  it('clears the tokens when the refresh is refused', async () => {
    const tokens = { authToken: token('old', -10), refreshToken: 'refresh-1' };
    const refresher = createTokenRefresher(sharedSession(tokens), async () => undefined);
    expect(await refresher.freshAccessToken()).toBeUndefined();
    expect(tokens).toEqual({ authToken: undefined, refreshToken: undefined });
  });

  it('sends a token without exp as it is, without refreshing', async () => {
    const withoutExp = `e30.${btoa(JSON.stringify({ name: 'forever' })).replace(/=+$/, '')}.sig`;
    const tokens = { authToken: withoutExp, refreshToken: 'refresh-1' };
    const refreshCall = vi.fn<RefreshCall>(async () => undefined);
    const fresh = await createTokenRefresher(sharedSession(tokens), refreshCall).freshAccessToken();
    expect(fresh).toBe(withoutExp);
    expect(refreshCall).not.toHaveBeenCalled();
  });
});
