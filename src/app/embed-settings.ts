/** Settings a host page gives the player: data attributes on <html> win over window.playerEmbed. */
export interface EmbedSettings {
  baseUrl: string;
  authUrl: string;
  adListUrl: string;
  fullscreenMode: 'native' | 'parent';
  errorProject: string | undefined;
  errorDsn: string | undefined;
  movieId: string | undefined;
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
};

/** Reads the embed settings from the document element's data attributes and the window global. */
export function readEmbedSettings(root: Element, global: EmbedGlobal | undefined): EmbedSettings {
  const read = (key: keyof EmbedSettings): string | undefined => {
    const fromAttribute = root.getAttribute(attributeNames[key]);
    if (fromAttribute !== null && fromAttribute.trim() !== '') return fromAttribute.trim();
    const fromGlobal = global?.[key];
    if (typeof fromGlobal === 'string' && fromGlobal.trim() !== '') return fromGlobal.trim();
    // A host may well set the global movie id as a number.
    if (key === 'movieId' && typeof fromGlobal === 'number' && Number.isFinite(fromGlobal)) {
      return String(fromGlobal);
    }
    return undefined;
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
  };
}

function stripTrailingSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/+$/, '') : url;
}
