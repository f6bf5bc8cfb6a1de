/**
 * Calls back whenever the element's size changes (and once when it starts watching); nothing where
 * there is no ResizeObserver (jsdom). Returns the function that stops watching.
 */
export function observeResize(element: Element, onResize: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(onResize);
  observer.observe(element);
  return () => observer.disconnect();
}
