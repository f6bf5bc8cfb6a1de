// The embed script (/embed.js, a classic script setting the global VideoPlayer, and /embed.mjs):
// the embed API, its player page on the script's own origin, and the page's declarative players.
import { embedAllWhenParsed } from './auto-embed';
import { setPlayerUrl } from './embed-api';

export * from './embed-api';

// A classic script is document.currentScript while it runs (gone later); a module knows its own
// URL (import.meta.url is empty in the classic build).
const { currentScript } = document;
const scriptUrl =
  currentScript instanceof HTMLScriptElement && currentScript.src
    ? currentScript.src
    : (import.meta.url ?? document.baseURI);
setPlayerUrl(new URL('/player/', scriptUrl).href);

embedAllWhenParsed();
