import { isHostMessage, type ChannelMessage, type FrameReport } from '../vpaid-protocol';
import { createVpaidBridge } from './vpaid-bridge';

/** Adds the creative's script and answers the window.getVPAIDAd it defines. */
function loadCreativeScript(win: Window, url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = url;
    script.onload = () => resolve((win as Window & { getVPAIDAd?: unknown }).getVPAIDAd);
    script.onerror = () => reject(new Error(`${url} did not load`));
    win.document.head.append(script);
  });
}

/**
 * Runs the frame's side: builds the slots, listens to the player on the channel named in the
 * page's hash, and says it is ready. The player is the window that framed this page and built its
 * URL from its own: window.parent, at this URL's origin (location.origin, which a sandboxed
 * document keeps). Any other window or origin is ignored, and reports go to that origin only.
 * Returns the stop, for tests.
 */
export function startVpaidFrame(
  win: Window,
  loadCreative: (url: string) => Promise<unknown> = (url) => loadCreativeScript(win, url),
): () => void {
  const channel = decodeURIComponent(win.location.hash.slice(1));
  const playerOrigin = win.location.origin;
  const document = win.document;
  const videoSlot = document.createElement('video');
  videoSlot.className = 'vpaid-video';
  videoSlot.playsInline = true;
  const slot = document.createElement('div');
  slot.className = 'vpaid-slot';
  document.body.append(videoSlot, slot);

  const report = (message: FrameReport) => {
    const data: ChannelMessage<FrameReport> = { ...message, channel };
    win.parent.postMessage(data, playerOrigin);
  };
  const bridge = createVpaidBridge({
    slot,
    videoSlot,
    loadCreative,
    emit: (event) => report({ type: 'event', event }),
    openWindow: (url) => void win.open(url, '_blank', 'noopener'),
  });
  const onMessage = (event: MessageEvent) => {
    // Another site may frame this page and choose its hash: only the player is heard.
    const fromPlayer = event.source === win.parent && event.origin === playerOrigin;
    if (fromPlayer && isHostMessage(event.data, channel)) bridge.handle(event.data);
  };
  win.addEventListener('message', onMessage);
  report({ type: 'ready' });
  return () => win.removeEventListener('message', onMessage);
}
