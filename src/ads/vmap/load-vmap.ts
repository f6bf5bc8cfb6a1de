import { fetchAdXml } from '../vast/fetch-vast-xml';
import { vmapBreaks, type VmapBreak } from './vmap-document';

/** How the VMAP request is made: as a VAST request (the page's headers, no cookies, 8 s). */
export interface LoadVmapOptions {
  headers: Record<string, string>;
  signal: AbortSignal;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The linear breaks of the VMAP document at url. Whatever goes wrong (no answer, a timeout, not
 * VMAP XML, no break the player can play, an abort) is an empty schedule: the film plays without
 * ads. Never rejects.
 */
export async function loadVmap(url: unknown, options: LoadVmapOptions): Promise<VmapBreak[]> {
  try {
    // A host's ad list is read as it comes: its vmapUrl may be anything.
    if (typeof url !== 'string') throw new Error(`vmapUrl ${JSON.stringify(url)} is no URL`);
    const base = new URL(url, window.location.href).href;
    const answer = await fetchAdXml(
      base,
      {
        fetch: options.fetch ?? ((input, init) => fetch(input, init)),
        headers: options.headers,
        timeoutMs: options.timeoutMs ?? 8000,
        signal: options.signal,
      },
      (root) => root.localName === 'VMAP',
    );
    if (answer.kind === 'error') throw new Error(answer.message);
    const breaks = vmapBreaks(answer.document, base);
    if (breaks.length === 0) console.warn(`[ads] the VMAP ${base} has no linear break to play`);
    return breaks;
  } catch (error) {
    if (!options.signal.aborted) console.warn('[ads] the VMAP schedule did not load', error);
    return [];
  }
}
