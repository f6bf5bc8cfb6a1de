import type { AdList } from '../api';

/** The element the server writes its ad list into (server/routes/player-page-html.ts). */
const elementId = 'page-ad-list';

/**
 * The ad list the server wrote into the page for url, if it did and it reads: the call it stands
 * for is then not made, and a pre-roll's VAST request goes out with the boot's first calls.
 */
export function pageAdList(url: string, page: Document = document): AdList | undefined {
  const element = page.getElementById(elementId);
  const writtenFor = element?.getAttribute('data-url');
  if (!element || !writtenFor || !sameUrl(writtenFor, url, page.baseURI)) return undefined;
  try {
    return adListOf(JSON.parse(element.textContent ?? ''));
  } catch {
    return undefined;
  }
}

/** An ad list read from JSON: its well-formed pre-roll entries; undefined when it is no object. */
export function adListOf(body: unknown): AdList | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const list = (body as { prerollList?: unknown }).prerollList;
  const prerollList = Array.isArray(list)
    ? list.filter((item): item is { vastUrl: string } => typeof item?.vastUrl === 'string')
    : [];
  return { ...body, prerollList };
}

function sameUrl(a: string, b: string, base: string): boolean {
  try {
    return new URL(a, base).href === new URL(b, base).href;
  } catch {
    return false;
  }
}
