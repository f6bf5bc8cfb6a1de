import { parsePlayerQuery } from '../../src/app/player-query';

/** What the server knows of a page's pre-roll. */
export interface PrerollHintSources {
  /** Whether the content may play on the page's host (blocked content shows no ads). */
  isAvailable(contentId: number, hostname: string): boolean;
  /** Whether the catalogue's own ad list, the page's default, names a pre-roll. */
  catalogueHasPreroll: boolean;
}

/**
 * The Link entries of a page that starts with a pre-roll: the ad list and the availability check,
 * the answers the pre-roll waits for, so that its VAST request leaves as soon as the boot runs
 * rather than a round trip later. Only where the server knows the pre-roll (the demo's `advert`,
 * or the catalogue's own ad list) and not for content the host may not play. The page makes both
 * calls as same-origin fetches with its own credentials, as an anonymous preload is made, so the
 * browser hands them the preloaded answers. (The ad break's and the UI's modules are not hinted:
 * on HTTP/1.1 they took the page's six connections from the boot and the ad's own file.)
 */
export function prerollHints(
  search: string,
  hostname: string,
  sources: PrerollHintSources,
): string[] {
  const parsed = parsePlayerQuery(search);
  if (!parsed.ok) return [];
  const { movieId, advert, disableCheckingAvailable } = parsed.query;
  if (!disableCheckingAvailable && !sources.isAvailable(movieId, hostname)) return [];
  if (!advert && !sources.catalogueHasPreroll) return [];
  const availability = `/api/contents/${movieId}/available?domain=${encodeURIComponent(hostname)}`;
  const calls = ['/api/ad-list.json', ...(disableCheckingAvailable ? [] : [availability])];
  return calls.map((path) => `<${path}>; rel=preload; as=fetch; crossorigin=anonymous`);
}
