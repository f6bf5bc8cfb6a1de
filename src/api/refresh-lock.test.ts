import { afterEach, expect, it, vi } from 'vitest';
import { withRefreshLock } from './refresh-lock';

/** navigator.locks whose request runs the callback at once, or is refused as a browser refuses it. */
function installLocks(refused: boolean) {
  const request = vi.fn((_name: string, callback: () => Promise<unknown>) =>
    refused
      ? Promise.reject(new DOMException('The request was denied.', 'SecurityError'))
      : callback(),
  );
  vi.stubGlobal('navigator', { ...navigator, locks: { request } });
  return request;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

it('runs the refresh under the lock', async () => {
  const request = installLocks(false);
  const refresh = vi.fn(async () => 'fresh');
  expect(await withRefreshLock(refresh)).toBe('fresh');
  expect(request).toHaveBeenCalledOnce();
  expect(refresh).toHaveBeenCalledOnce();
});

it('runs the refresh alone where the browser refuses the lock (a cross-site frame’s blocked storage)', async () => {
  installLocks(true);
  const refresh = vi.fn(async () => 'fresh');
  expect(await withRefreshLock(refresh)).toBe('fresh');
  expect(refresh).toHaveBeenCalledOnce();
});

it('passes on the failure of a refresh that ran under the lock, without trying it again', async () => {
  installLocks(false);
  const refresh = vi.fn(() => Promise.reject(new Error('offline')));
  await expect(withRefreshLock(refresh)).rejects.toThrow('offline');
  expect(refresh).toHaveBeenCalledOnce();
});
