/** The child elements of a node with the given name (VAST names are case-sensitive, as in the library). */
export function childElements(parent: Element, name: string): Element[] {
  return Array.from(parent.children).filter((child) => child.nodeName === name);
}

function texts(elements: Element[]): string[] {
  return elements.map((element) => element.textContent?.trim() ?? '').filter((text) => text !== '');
}

/** The <InLine> and <Wrapper> elements of a VAST document's ads. */
export function adBodies(document: Document): Element[] {
  return childElements(document.documentElement, 'Ad').flatMap((ad) =>
    Array.from(ad.children).filter(
      (child) => child.nodeName === 'InLine' || child.nodeName === 'Wrapper',
    ),
  );
}

/** Every Error URL of the documents, root-level and per ad, in document order without repeats. */
export function vastErrorUrls(documents: Document[]): string[] {
  const urls = documents.flatMap((document) => [
    ...texts(childElements(document.documentElement, 'Error')),
    ...adBodies(document).flatMap((body) => texts(childElements(body, 'Error'))),
  ]);
  return [...new Set(urls)];
}

/**
 * The raw skipoffset of the first Linear of the inline ad with this Ad id (null: no id attribute);
 * the library parses it itself but loses the MM:SS form.
 */
export function inlineSkipOffsetText(
  documents: Document[],
  adId: string | null,
): string | undefined {
  const inline = documents
    .flatMap((document) => childElements(document.documentElement, 'Ad'))
    .filter((ad) => (ad.getAttribute('id') || null) === adId)
    .flatMap((ad) => childElements(ad, 'InLine'))[0];
  const linear = inline ? firstLinear(inline) : undefined;
  return linear?.getAttribute('skipoffset') ?? undefined;
}

/** The first <Linear> of an <InLine> ad's creatives: the one the player plays. */
export function firstLinear(inline: Element): Element | undefined {
  return childElements(inline, 'Creatives')
    .flatMap((creatives) => childElements(creatives, 'Creative'))
    .flatMap((creative) => childElements(creative, 'Linear'))[0];
}
