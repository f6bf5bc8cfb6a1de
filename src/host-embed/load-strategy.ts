/**
 * When an embed loads its player page: 'visible' when its frame comes within a viewport of the
 * screen (the default), 'idle' once the host page has loaded and the browser is idle, 'eager' at
 * once, 'play' at the viewer's click on a facade drawn in its place.
 */
export type LoadStrategy = 'visible' | 'idle' | 'eager' | 'play';

// "Near": within one viewport's height above or below the screen.
const nearMargin = '100% 0px';

/** Calls callback once element is near the viewport; returns the cancel. */
export function whenNear(element: Element, callback: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: nearMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** Calls callback after the page's load event, when the browser is idle; returns the cancel. */
export function whenIdle(callback: () => void): () => void {
  let cancelled = false;
  const run = () => !cancelled && callback();
  // WebKit has no requestIdleCallback: a task after the load event stands in for it.
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback : setTimeout)(run);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

/** Calls load when strategy says (any but 'play'; an unknown one counts as 'visible'); returns the cancel. */
export function scheduleLoad(strategy: LoadStrategy, frame: Element, load: () => void): () => void {
  if (strategy === 'idle') return whenIdle(load);
  if (strategy !== 'eager') return whenNear(frame, load);
  load();
  return () => undefined;
}
