// The menus' lists, one chunk: see lazy-menu-lists.ts.
export { AudioList } from './audio-list';
export { SettingsViewList, SubtitlesViewList } from './settings-views';
