import { createContext, useContext, type RefObject } from 'react';
import { useStore } from 'zustand';
import type { AdBreakState, AdStore } from '../../ads/ad-view';

/** The ad layer of one player: the store the overlay reads and the box the ads play in. */
export interface AdHandle {
  store: AdStore;
  container: RefObject<HTMLDivElement | null>;
}

export const AdContext = createContext<AdHandle | null>(null);

/** The ad layer; only components under <AdContext> may ask. */
export function useAdHandle(): AdHandle {
  const handle = useContext(AdContext);
  if (!handle) throw new Error('useAdHandle needs an <AdContext> provider');
  return handle;
}

/** One slice of the ad state; re-renders only when that slice changes. */
export function useAdState<T>(selector: (state: AdBreakState) => T): T {
  return useStore(useAdHandle().store, selector);
}
