import type { EmbedSettingsOptions } from '../host-embed/settings-protocol';

/** Where the player's server lists the origins a host may point baseUrl and authUrl at. */
const embedPolicyFile = 'embed-policy.json';

/** The player server's answer: its own origin is always allowed, these beside it. */
export interface EmbedPolicy {
  apiOrigins: string[];
}

/**
 * A host's settings with baseUrl and authUrl kept only where the player's server allows their
 * origin: a host may point the player at its ads, not at a catalogue or an auth service that the
 * player's owner has not allowed. The policy is fetched only for a URL off the page's origin.
 */
export async function allowedHostSettings(
  settings: EmbedSettingsOptions,
  pageUrl: string,
  loadPolicy: (pageUrl: string) => Promise<EmbedPolicy> = fetchEmbedPolicy,
): Promise<EmbedSettingsOptions> {
  const pageOrigin = new URL(pageUrl).origin;
  let policy: Promise<EmbedPolicy> | undefined;
  const allowed: EmbedSettingsOptions = { ...settings };
  for (const name of ['baseUrl', 'authUrl'] as const) {
    const value = settings[name];
    if (value === undefined) continue;
    const origin = originOf(value, pageUrl);
    if (origin === pageOrigin) continue;
    policy ??= loadPolicy(pageUrl);
    const { apiOrigins } = await policy;
    if (origin !== undefined && apiOrigins.includes(origin)) continue;
    allowed[name] = undefined;
    console.warn(
      `The host's ${name} (${value}) is ignored: its origin is not one the player's server ` +
        `allows (EMBED_API_ORIGINS). The player uses its own.`,
    );
  }
  return allowed;
}

function originOf(url: string, base: string): string | undefined {
  try {
    return new URL(url, base).origin;
  } catch {
    return undefined;
  }
}

/** The server's policy beside the player page; none allowed when it cannot be read. */
async function fetchEmbedPolicy(pageUrl: string): Promise<EmbedPolicy> {
  try {
    const response = await fetch(new URL(embedPolicyFile, pageUrl));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    const origins = (body as { apiOrigins?: unknown } | null)?.apiOrigins;
    return {
      apiOrigins: Array.isArray(origins)
        ? origins.filter((origin) => typeof origin === 'string')
        : [],
    };
  } catch (error) {
    console.warn(`The player's embed policy could not be read (${String(error)}): none allowed.`);
    return { apiOrigins: [] };
  }
}
