import type { AdList } from '../../api';

/** The element the server writes its ad list into (server/routes/player-page-html.ts). */
const elementId = 'page-ad-list';

/**
 * The ad list the server wrote into the page for url, if it did and it reads: the call it stands
 * for is then not made, and a pre-roll's VAST request goes out with the boot's first calls.
 */
export function pageAdList(url: string, page: Document = document): AdList | undefined {
  const element = page.getElementById(elementId);
  const writtenFor = element?.dataset.url;
  // A url that makes no URL throws, as its own call would have failed.
  if (!writtenFor || absolute(writtenFor, page) !== absolute(url, page)) return undefined;
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

const absolute = (url: string, page: Document) => new URL(url, page.baseURI).href;
