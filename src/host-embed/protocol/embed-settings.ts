/**
 * The embed settings a host gives through the embed script, and how they reach the player page:
 * the frame's address says `host_settings=1`, the page asks its parent for them (the
 * `settingsRequest` message) and waits, and the embed script answers that frame alone (the
 * `settings` command). A link cannot carry them: only the framing host can.
 */
export interface EmbedSettingsOptions {
  /** The catalogue API; an origin other than the player's must be allowed by its server. */
  baseUrl?: string;
  /** The authentication API; the same rule as baseUrl. */
  authUrl?: string;
  /** The ad list JSON. */
  adListUrl?: string;
  /** `parent`: the player asks the host to stretch its frame instead of going fullscreen itself. */
  fullscreenMode?: 'native' | 'parent';
  /** The error-reporting project label. */
  errorProject?: string;
  /** The error-reporting DSN; reporting is off without one. */
  errorDsn?: string;
  /** `off`: the stream's requests carry no CMCD (on by default). */
  cmcd?: 'on' | 'off';
  /** Where the player sends each episode view's quality-of-experience record (a JSON beacon). */
  qoeUrl?: string;
}

const settingNames = [
  'baseUrl',
  'authUrl',
  'adListUrl',
  'fullscreenMode',
  'errorProject',
  'errorDsn',
  'cmcd',
  'qoeUrl',
] as const satisfies readonly (keyof EmbedSettingsOptions)[];

/** The frame address's flag: the page waits for its host's settings before it loads anything. */
export const hostSettingsParameter = 'host_settings';

/** The embed settings among source's fields: non-empty strings, fullscreenMode one of its two. */
export function pickEmbedSettings(source: object): EmbedSettingsOptions {
  const settings: EmbedSettingsOptions = {};
  for (const name of settingNames) {
    const value: unknown = (source as Record<string, unknown>)[name];
    if (typeof value !== 'string' || value.trim() === '') continue;
    const text = value.trim();
    if (name === 'fullscreenMode') {
      if (text === 'native' || text === 'parent') settings.fullscreenMode = text;
    } else if (name === 'cmcd') {
      if (text === 'on' || text === 'off') settings.cmcd = text;
    } else {
      settings[name] = text;
    }
  }
  return settings;
}
