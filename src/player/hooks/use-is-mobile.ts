import { useSyncExternalStore } from 'react';

/** Below the small breakpoint the mobile layout applies. */
export const smallScreenQuery = '(max-width: 639.98px)';

/** A device with a touch screen and no hovering pointer gets the mobile layout at any width. */
export const touchOnlyQuery = '(hover: none) and (pointer: coarse)';

function mediaQueries(): MediaQueryList[] {
  // jsdom and very old engines have no matchMedia: they get the desktop layout.
  if (typeof window.matchMedia !== 'function') return [];
  return [window.matchMedia(smallScreenQuery), window.matchMedia(touchOnlyQuery)];
}

function subscribe(onChange: () => void): () => void {
  const lists = mediaQueries();
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

function isMobileNow(): boolean {
  return mediaQueries().some((list) => list.matches);
}

/** Whether the mobile layout applies: a small screen or a touch-only device; follows changes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
