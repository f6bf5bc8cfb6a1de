import { deviceType } from '../analytics/device-type';
import { createStatSender } from '../analytics/send-stat';
import { cookieSessionStore } from '../api';
import { createHostLink } from '../embed/host-link';
import { loadHls } from '../media/load-hls';
import type { ViewerCredentials } from '../media/stream-protection';
import type { SessionEnvironment } from '../session/player-view';

type NavigatorWithConnection = Navigator & { connection?: { downlink?: number } };

// The page's headers of spec section 7, which VAST requests carry too.
const vastHeaders = () => ({ 'X-Session-Context': cookieSessionStore().deviceId() ?? '' });

// The platform's own video fullscreen (iOS), where no overlay can show.
function isNativeFullscreen(video: HTMLVideoElement): boolean {
  const webkit = video as HTMLVideoElement & { webkitDisplayingFullscreen?: boolean };
  return document.fullscreenElement === video || webkit.webkitDisplayingFullscreen === true;
}

/** An address of the settings, absolute; none (and a warning) when it is no address. */
export function absoluteUrl(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  try {
    return new URL(text, document.baseURI).href;
  } catch {
    console.warn('[player] not an address, ignored:', text);
    return undefined;
  }
}

/** What this page gives its sessions: its window and host, this browser's parts, who watches. */
export function pageEnvironment(viewer: ViewerCredentials): SessionEnvironment {
  const host = createHostLink(window);
  return {
    host,
    window,
    isNativeFullscreen,
    vastHeaders,
    vpaidFrameUrl: new URL('vpaid-frame.html', document.baseURI).href,
    loadHls,
    viewer,
    // A host of another origin gets them through its embed script (never both ways).
    sendStat: createStatSender(window, (eventName, payload) =>
      host.post('stat', { eventName, payload }),
    ),
    deviceType: deviceType(navigator.userAgent),
    connection: (navigator as NavigatorWithConnection).connection,
  };
}
