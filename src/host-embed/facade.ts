// The facade's picture: the poster covering a 16:9 box, the title over it, a round play mark.
const facadeStyle =
  'display:grid;place-items:center;position:relative;width:100%;aspect-ratio:16/9;padding:0;' +
  'border:0;background:#000;color:#fff;font:600 18px sans-serif;cursor:pointer';
const facadeParts =
  '<img alt="" style="position:absolute;width:100%;height:100%;object-fit:cover">' +
  '<b style="position:absolute;top:16px;left:16px"></b>' +
  '<svg viewBox="0 0 24 24" width="72" style="position:relative;border-radius:50%;background:#000a">' +
  '<path fill="#fff" d="M9 7v10l8-5z"/></svg>';

/** What a facade shows: the host's poster and title of the content, both optional. */
export interface FacadeContent {
  poster?: string;
  title?: string;
}

/**
 * Draws a 'play' embed's facade in container: a play button over the poster, with the title;
 * onPlay runs on the click. Returns the function that takes it away.
 */
export function showFacade(
  container: Element,
  { poster, title }: FacadeContent,
  playLabel: string,
  onPlay: () => void,
): () => void {
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('style', facadeStyle);
  button.innerHTML = facadeParts;
  button.setAttribute('aria-label', title ? `${playLabel}: ${title}` : playLabel);
  const [image, caption] = button.children as unknown as [HTMLImageElement, HTMLElement];
  // The poster waits for the facade to come near the viewport, as the browser's lazy images do.
  image.loading = 'lazy';
  if (poster) image.src = poster;
  caption.textContent = title ?? '';
  button.addEventListener('click', onPlay, { once: true });
  container.replaceChildren(button);
  return () => button.remove();
}
