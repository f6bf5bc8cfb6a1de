import { vi } from 'vitest';
import { startVpaidFrame } from '../frame/frame-endpoint';

/**
 * Runs the real frame endpoint in this window, beside the host, and carries their messages as a
 * browser would: asynchronously, cloned, with the sender as `source` (jsdom's postMessage sets none).
 * Works because this test window is its own `parent`. Returns the endpoint's stop.
 */
export function startLoopbackFrame(
  iframe: HTMLIFrameElement,
  loadCreative: (url: string) => Promise<unknown>,
): () => void {
  const frameWindow = iframe.contentWindow;
  if (!frameWindow) throw new Error('the frame is not in the document');
  const carry = (data: unknown, source: Window) =>
    setTimeout(() =>
      window.dispatchEvent(new MessageEvent('message', { data: structuredClone(data), source })),
    );
  // Host to frame: arrives from window.parent. Frame to host (window.parent is this window): from the iframe.
  vi.spyOn(frameWindow, 'postMessage').mockImplementation((data: unknown) => carry(data, window));
  vi.spyOn(window, 'postMessage').mockImplementation((data: unknown) => carry(data, frameWindow));
  history.replaceState(null, '', new URL(iframe.src).hash);
  return startVpaidFrame(window, loadCreative);
}
