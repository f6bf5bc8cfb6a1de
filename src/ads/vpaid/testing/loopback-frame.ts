import { vi } from 'vitest';
import { startVpaidFrame } from '../frame/frame-endpoint';

/**
 * Runs the real frame endpoint in this window, beside the host, and carries their messages as a
 * browser would: asynchronously, cloned, with the sender as `source` and its origin (jsdom's
 * postMessage sets neither): the host's is this page's; the sandboxed frame's is opaque, 'null'.
 * Works because this test window is its own `parent`. Returns the endpoint's stop.
 */
export function startLoopbackFrame(
  iframe: HTMLIFrameElement,
  loadCreative: (url: string) => Promise<unknown>,
): () => void {
  const frameWindow = iframe.contentWindow;
  if (!frameWindow) throw new Error('the frame is not in the document');
  const carry = (data: unknown, source: Window, origin: string) =>
    setTimeout(() =>
      window.dispatchEvent(
        new MessageEvent('message', { data: structuredClone(data), source, origin }),
      ),
    );
  // Host to frame: arrives from window.parent. Frame to host (window.parent is this window): from the iframe.
  vi.spyOn(frameWindow, 'postMessage').mockImplementation((data: unknown) =>
    carry(data, window, location.origin),
  );
  vi.spyOn(window, 'postMessage').mockImplementation((data: unknown) =>
    carry(data, frameWindow, 'null'),
  );
  history.replaceState(null, '', new URL(iframe.src).hash);
  return startVpaidFrame(window, loadCreative);
}
