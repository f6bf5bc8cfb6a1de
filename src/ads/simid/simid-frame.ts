import { webUrl } from '../../lib/web-url';

// Scripts, forms and the windows the creative opens (its landing pages, outside the sandbox);
// never the top page's navigation, nor anything of the player's origin.
const sandboxFlags = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * A SIMID creative's frame, not yet in the page: its own URL in a sandboxed frame, hidden until the
 * creative is started (SIMID section 6.1), filling its parent. A creative from another origin keeps
 * that origin (its cookies and storage, as SIMID's cross-origin frame intends), unless its page
 * sandboxes itself further (the demo's do, server/routes/media.ts); one on the player's own origin
 * gets an opaque origin, so that no creative can ever reach the player's page.
 * Undefined for an address that is not http(s) (a `javascript:` one would run as the player).
 */
export function createSimidFrame(
  document: Document,
  url: string,
  title: string,
): HTMLIFrameElement | undefined {
  const address = webUrl(url);
  if (!address) return undefined;
  const frame = document.createElement('iframe');
  frame.dataset.player = 'simid';
  frame.title = title;
  const ownOrigin = new URL(address).origin === document.location.origin;
  frame.setAttribute('sandbox', ownOrigin ? sandboxFlags : `${sandboxFlags} allow-same-origin`);
  // Delegates the page's autoplay permission, for the creative's own videos.
  frame.setAttribute('allow', 'autoplay');
  Object.assign(frame.style, {
    position: 'absolute',
    inset: '0',
    width: '100%',
    height: '100%',
    border: '0',
    // Hidden, it still lays out and runs: a creative may measure itself while it loads.
    visibility: 'hidden',
  });
  frame.src = address;
  return frame;
}

/** Shows or hides the creative: only a started creative is seen, or takes clicks. */
export function showSimidFrame(frame: HTMLIFrameElement, shown: boolean): void {
  frame.style.visibility = shown ? 'visible' : 'hidden';
}
