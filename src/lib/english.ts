// The English interface, one chunk: fetched at boot for an English page, never for a Russian one.
export { englishStrings } from './english-strings';
export { englishLaterStrings } from './english-later-strings';
