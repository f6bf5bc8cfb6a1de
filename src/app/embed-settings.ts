import type { EmbedSettingsOptions } from '../host-embed/settings-protocol';

/**
 * Settings of the player: data attributes on <html> win over window.playerEmbed (both set by
 * whoever serves the page), which win over the framing host's (through the embed script).
 */
export interface EmbedSettings {
  baseUrl: string;
  authUrl: string;
  adListUrl: string;
  fullscreenMode: 'native' | 'parent';
  errorProject: string | undefined;
  errorDsn: string | undefined;
  movieId: string | undefined;
  /** CMCD on the stream's requests: on unless 'off'. */
  cmcd: 'on' | 'off';
  /** Where each episode view's QoE record is sent as a beacon; nowhere when unset. */
  qoeUrl: string | undefined;
  /** The interface's language (`ru`, `en`, `auto`); the query's `hl` wins over it. */
  uiLanguage: string | undefined;
}

/** The shape of the optional `window.playerEmbed` global a host may set before the script runs. */
export type EmbedGlobal = Partial<Record<keyof EmbedSettings, unknown>>;

declare global {
  interface Window {
    playerEmbed?: EmbedGlobal;
  }
}

const attributeNames: Record<keyof EmbedSettings, string> = {
  baseUrl: 'data-base-url',
  authUrl: 'data-auth-url',
  adListUrl: 'data-ad-list-url',
  fullscreenMode: 'data-fullscreen-mode',
  errorProject: 'data-error-project',
  errorDsn: 'data-error-dsn',
  movieId: 'data-movie-id',
  cmcd: 'data-cmcd',
  qoeUrl: 'data-qoe-url',
  uiLanguage: 'data-ui-language',
};

/**
 * Reads the embed settings from the document element's data attributes, the window global and the
 * framing host's settings (already checked against the server's policy).
 */
export function readEmbedSettings(
  root: Element,
  global: EmbedGlobal | undefined,
  host: EmbedSettingsOptions = {},
): EmbedSettings {
  const read = (key: keyof EmbedSettings): string | undefined => {
    const fromAttribute = root.getAttribute(attributeNames[key]);
    if (fromAttribute !== null && fromAttribute.trim() !== '') return fromAttribute.trim();
    const fromGlobal = global?.[key];
    if (typeof fromGlobal === 'string' && fromGlobal.trim() !== '') return fromGlobal.trim();
    // A host may well set the global movie id as a number.
    if (key === 'movieId' && typeof fromGlobal === 'number' && Number.isFinite(fromGlobal)) {
      return String(fromGlobal);
    }
    // The host's language comes in the frame's address (`hl`), not with its settings.
    return key === 'movieId' || key === 'uiLanguage' ? undefined : host[key];
  };
  const baseUrl = stripTrailingSlash(read('baseUrl') ?? '/api');
  return {
    baseUrl,
    authUrl: stripTrailingSlash(read('authUrl') ?? '/auth'),
    adListUrl: read('adListUrl') ?? `${baseUrl}/ad-list.json`,
    fullscreenMode: read('fullscreenMode') === 'parent' ? 'parent' : 'native',
    errorProject: read('errorProject'),
    errorDsn: read('errorDsn'),
    movieId: read('movieId'),
    cmcd: read('cmcd') === 'off' ? 'off' : 'on',
    qoeUrl: read('qoeUrl'),
    uiLanguage: read('uiLanguage'),
  };
}

function stripTrailingSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
}
