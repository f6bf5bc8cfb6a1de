import { lazyPart } from '../lazy-part';

/**
 * The settings and audio menus' lists are a chunk of their own: nothing needs them for the first
 * frame, so they stay off the critical path and load while the film plays (preloadMenuLists).
 */
const loadMenuLists = () => import('./menu-lists');

export const SettingsViewList = lazyPart(() =>
  loadMenuLists().then((lists) => lists.SettingsViewList),
);
export const AudioList = lazyPart(() => loadMenuLists().then((lists) => lists.AudioList));

/** Loads the lists' chunk; the lists then render at once when a menu opens. */
export async function loadMenuListsNow(): Promise<void> {
  await Promise.all([SettingsViewList, AudioList].map((part) => part.preload()));
}

/** Starts loading the lists once the browser is idle, so that a menu opens at once. */
export function preloadMenuLists(): () => void {
  const load = () => void loadMenuListsNow();
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(load, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(load, 500);
  return () => clearTimeout(timer);
}
