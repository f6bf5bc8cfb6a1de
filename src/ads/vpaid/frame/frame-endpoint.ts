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
 * Runs the frame's side: builds the slots, listens to the player (window.parent) on the channel
 * named in the page's hash, and says it is ready. Returns the stop, for tests.
 */
export function startVpaidFrame(
  win: Window,
  loadCreative: (url: string) => Promise<unknown> = (url) => loadCreativeScript(win, url),
): () => void {
  const channel = decodeURIComponent(win.location.hash.slice(1));
  const document = win.document;
  const videoSlot = document.createElement('video');
  videoSlot.className = 'vpaid-video';
  videoSlot.playsInline = true;
  const slot = document.createElement('div');
  slot.className = 'vpaid-slot';
  document.body.append(videoSlot, slot);

  const report = (message: FrameReport) => {
    const data: ChannelMessage<FrameReport> = { ...message, channel };
    // The player's origin is not known here (nor needed: only window.parent gets the message).
    win.parent.postMessage(data, '*');
  };
  const bridge = createVpaidBridge({
    slot,
    videoSlot,
    loadCreative,
    emit: (event) => report({ type: 'event', event }),
    openWindow: (url) => void win.open(url, '_blank', 'noopener'),
  });
  const onMessage = (event: MessageEvent) => {
    if (event.source === win.parent && isHostMessage(event.data, channel))
      bridge.handle(event.data);
  };
  win.addEventListener('message', onMessage);
  report({ type: 'ready' });
  return () => win.removeEventListener('message', onMessage);
}
