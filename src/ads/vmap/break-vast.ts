import type { VastLoadResult } from '../ad-types';
import { loadVast } from '../vast/load-vast';
import type { VmapBreak } from './vmap-document';

/** A break's VAST: the tag the break plays (its name in errors), and its answer, loading. */
export interface BreakVast {
  url: string;
  answer: Promise<VastLoadResult>;
}

/**
 * Starts loading the VAST of a VMAP break: its AdTagURI as any VAST tag, or the VAST the VMAP
 * carries, read without a request (its wrappers, if any, are requested). The answer rejects only
 * when signal aborts, and then nobody is waiting for it.
 */
export function loadBreakVast(
  adBreak: VmapBreak,
  options: { vmapUrl: string; headers: Record<string, string>; signal: AbortSignal },
): BreakVast {
  const { source } = adBreak;
  // An inline VAST is named after its VMAP and break, as errors and ad ids name a tag.
  const url = source.kind === 'tag' ? source.url : `${options.vmapUrl}#${adBreak.id}`;
  const inline: typeof fetch = (input, init) =>
    source.kind === 'inline' && input === url
      ? Promise.resolve(new Response(source.xml))
      : fetch(input, init);
  const answer = loadVast(url, {
    headers: options.headers,
    signal: options.signal,
    fetch: inline,
    // The VAST's wrappers are followed up to the usual limit, unless the VMAP says not at all.
    wrapperLimit: adBreak.followRedirects ? undefined : 0,
  });
  answer.catch(() => undefined);
  return { url, answer };
}
