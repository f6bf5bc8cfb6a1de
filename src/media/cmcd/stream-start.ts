/**
 * The stream's first requests the page's server preloaded (server/stream-hints/page-preload.ts),
 * written into the page with the session id their CMCD names: the player asks for those very
 * URLs, so that the browser hands it what it preloaded.
 */
interface WrittenStart {
  sessionId: string;
  /** The preloaded URL of each address, by the address without its CMCD query. */
  preloaded: Map<string, string>;
}

const elementId = 'stream-start';
let written: WrittenStart | undefined | null;

/** An address as compared with the preloads: absolute, without its CMCD query. */
function withoutCmcd(url: string): string {
  const parsed = new URL(url, document.baseURI);
  parsed.searchParams.delete('CMCD');
  return parsed.href;
}

function readWrittenStart(): WrittenStart | undefined {
  if (written !== undefined) return written ?? undefined;
  written = null;
  try {
    const json: unknown = JSON.parse(document.getElementById(elementId)?.textContent ?? 'null');
    const { sessionId, requests } = (json ?? {}) as { sessionId?: unknown; requests?: unknown };
    if (typeof sessionId !== 'string' || !Array.isArray(requests)) return undefined;
    const urls = requests.filter((url): url is string => typeof url === 'string');
    written = { sessionId, preloaded: new Map(urls.map((url) => [withoutCmcd(url), url])) };
  } catch {
    // A page without it (or with a broken one) preloaded nothing the player can name.
  }
  return written ?? undefined;
}

/** The session id the page's preloads carry, if its server wrote them. */
export function writtenSessionId(): string | undefined {
  return readWrittenStart()?.sessionId;
}

/** The preloaded URL of this address (once: a preload serves one request), else undefined. */
export function takePreloaded(url: string): string | undefined {
  const start = readWrittenStart();
  if (!start || start.preloaded.size === 0) return undefined;
  const key = withoutCmcd(url);
  const preloaded = start.preloaded.get(key);
  start.preloaded.delete(key);
  return preloaded;
}
