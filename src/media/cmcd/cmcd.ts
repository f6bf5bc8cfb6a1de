import type { HlsConfig } from 'hls.js';
import { takePreloaded, writtenSessionId } from './stream-start';

/** The episode view a stream's requests belong to, as CMCD (CTA-5004) names it. */
export interface CmcdView {
  /** sid: one id per episode view. */
  sessionId: string;
  /** cid: `<movie_id>/<episode id>`. */
  contentId: string;
}

export { newSessionId } from './session-id';

/** The view of an episode of a content, or none when the page's CMCD is off. */
export function cmcdView(
  on: boolean,
  sessionId: string,
  contentId: number,
  episodeId: number,
): CmcdView | undefined {
  return on ? { sessionId, contentId: `${contentId}/${episodeId}` } : undefined;
}
export { writtenSessionId };

/**
 * hls.js's settings for a stream: CMCD v2 in query mode on every playlist and fragment request
 * (a header would cost a CORS preflight at the CDN) when view is given; and, where the page's
 * server preloaded the stream's first requests, those very URLs asked for instead.
 */
export function cmcdHlsConfig(view: CmcdView | undefined): Partial<HlsConfig> {
  const cmcd: Partial<HlsConfig> | undefined = view && {
    cmcd: { version: 2, sessionId: view.sessionId, contentId: view.contentId, useHeaders: false },
  };
  if (writtenSessionId() === undefined) return { ...cmcd };
  return {
    ...cmcd,
    // Called with the address as requested (its CMCD added): opened at the preload's instead.
    xhrSetup(xhr, url) {
      const preloaded = takePreloaded(url);
      if (preloaded) xhr.open('GET', preloaded, true);
    },
  };
}

/**
 * The address of the master playlist JSON's request: its preload, else with the CMCD a manifest's
 * request carries (fixed keys; the ids are a UUID and digits, quoted as structured-field strings).
 */
export function masterRequestUrl(url: string, view: CmcdView | undefined): string {
  const preloaded = takePreloaded(url);
  if (preloaded || !view) return preloaded ?? url;
  const quoted = (text: string) => `"${text.replace(/[\\"]/g, '\\$&')}"`;
  const request = new URL(url);
  request.searchParams.append(
    'CMCD',
    `cid=${quoted(view.contentId)},ot=m,sf=h,sid=${quoted(view.sessionId)},st=v,su,v=2`,
  );
  return request.href;
}
