import { createPlayer, type CreateOptions, type PlayerHandle } from './player-handle';
import type { LoadStrategy } from './load-strategy';
import { optionsFromDataset } from './player-options';
import { pickEmbedSettings } from './protocol/embed-settings';

export type { LoadStrategy } from './load-strategy';
export type { CreateOptions, PlayerHandle, PlayerMethods } from './player-handle';
export type { PlayerEpisode, PlayerEventName, PlayerEvents } from './protocol/player-messages';
export type {
  HostCause,
  PlaybackChange,
  PlaybackTimes,
  PlayerAd,
  PlayerErrorInfo,
  PlayerReady,
  PlayRefusal,
} from './protocol/host-api';
export type { PlayerOptions } from './player-options';
export type { EmbedSettingsOptions } from './protocol/embed-settings';

// The embed API does nothing when imported (no document, no window): a page rendered on a server
// may import it. The embed script sets the default player page from its own URL; a bundled
// package cannot know it, so its host names it (setPlayerUrl, or each embed's playerUrl).
let defaultPlayerUrl: string | undefined;
const embedded = new WeakMap<Element, PlayerHandle>();

/**
 * The player page every embed uses unless its options name another (`playerUrl`,
 * `data-player-url`): an absolute URL, such as 'https://player.example/player/'.
 */
export function setPlayerUrl(url: string): void {
  defaultPlayerUrl = new URL(url).href;
}

/** Embeds a player in target (an element or a CSS selector) and returns its handle. */
export function create(target: Element | string, options: CreateOptions = {}): PlayerHandle {
  const playerUrl = options.playerUrl ?? defaultPlayerUrl;
  if (!playerUrl) {
    throw new Error('No player page: pass create() a playerUrl, or call setPlayerUrl() first');
  }
  const handle = createPlayer(target, options, playerUrl);
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
