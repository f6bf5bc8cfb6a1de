// The menus' lists, one chunk: see lazy-menu-lists.ts.
export { AudioList } from './audio-list';
export { SettingsViewList } from './settings-views';
