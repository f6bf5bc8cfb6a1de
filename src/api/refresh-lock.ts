// One name for every document of this origin: the players of one host page share their cookies.
const lockName = 'video-player-api:token-refresh';

/**
 * Runs a token refresh while no other document of this origin runs one (Web Locks), so two
 * players on one page never spend the same single-use refresh token. Where the browser has no
 * Web Locks, or denies them, it runs at once.
 */
export function withRefreshLock<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return refresh();
  let started = false;
  const locked = locks.request(lockName, () => ((started = true), refresh())) as Promise<T>;
  // A cross-site frame whose storage the browser blocks is refused the lock (SecurityError); the
  // refresh's own failure is the caller's.
  return locked.catch((error: unknown) => {
    if (started) throw error;
    return refresh();
  });
}
