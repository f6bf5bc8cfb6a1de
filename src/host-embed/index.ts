import { createPlayer, type CreateOptions, type PlayerHandle } from './player-handle';
import type { LoadStrategy } from './load-strategy';
import { optionsFromDataset } from './player-options';
import { pickEmbedSettings } from './protocol/embed-settings';

export type { LoadStrategy } from './load-strategy';
export type { CreateOptions, PlayerHandle } from './player-handle';
export type { PlayerEpisode, PlayerEventName, PlayerEvents } from './protocol/player-messages';
export type { PlayerOptions } from './player-options';
export type { EmbedSettingsOptions } from './protocol/embed-settings';

// The player page on this script's origin: a classic script is document.currentScript while it
// runs (gone later); a module knows its own URL (import.meta.url is empty in the classic build).
const { currentScript } = document;
const scriptUrl =
  currentScript instanceof HTMLScriptElement && currentScript.src
    ? currentScript.src
    : (import.meta.url ?? document.baseURI);
const defaultPlayerUrl = new URL('/player/', scriptUrl).href;

const embedded = new WeakMap<Element, PlayerHandle>();

/** Embeds a player in target (an element or a CSS selector) and returns its handle. */
export function create(target: Element | string, options: CreateOptions = {}): PlayerHandle {
  const handle = createPlayer(target, options, defaultPlayerUrl);
  if (typeof target !== 'string') embedded.set(target, handle);
  return handle;
}

/** The handle of the player embedded in element, by `create` or declaratively. */
export function playerOf(element: Element): PlayerHandle | undefined {
  return embedded.get(element);
}

/**
 * Embeds a player in every `[data-video-player]` element under root that has none yet, its data
 * attributes being the options (`data-movie-id="2" data-season="1"`, `data-player-url`,
 * `data-load`, `data-poster`, `data-title`) and the embed settings (`data-base-url`,
 * `data-ad-list-url`, `data-fullscreen-mode`…); returns the new handles.
 */
export function embedAll(root: ParentNode = document): PlayerHandle[] {
  const elements = root.querySelectorAll<HTMLElement>('[data-video-player]');
  return Array.from(elements)
    .filter((element) => !embedded.has(element))
    .map((element) =>
      create(element, {
        ...optionsFromDataset(element.dataset),
        ...pickEmbedSettings(element.dataset),
        playerUrl: element.dataset.playerUrl,
        load: element.dataset.load as LoadStrategy | undefined,
        poster: element.dataset.poster,
        title: element.dataset.title,
      }),
    );
}

if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => embedAll(), { once: true });
} else {
  embedAll();
}
