import { appendCmcdQuery, type Cmcd } from '@svta/cml-cmcd';
import type { HintedRequest } from './stream-hints';

/** The view a page's first requests belong to, as CMCD names it. */
export interface CmcdView {
  /** sid: one id per episode view, minted with the page and handed to it. */
  sessionId: string;
  /** cid: `<movie_id>/<episode id>`. */
  contentId: string;
}

/**
 * url with the CMCD v2 query (CTA-5004) the player would send for this request at its start: the
 * view's ids, the object type, a fragment's duration and bitrate, an empty buffer, 'starting up'.
 * Encoded by the Common Media Library, as hls.js encodes its own. No measured throughput (mtp):
 * the server has measured nothing.
 */
export function withCmcdQuery(url: string, request: HintedRequest, view: CmcdView): string {
  const cmcd: Cmcd = {
    sid: view.sessionId,
    cid: view.contentId,
    ot: request.objectType,
    sf: 'h',
    st: 'v',
    su: true,
  };
  if (request.durationMs !== undefined) cmcd.d = request.durationMs;
  if (request.objectType === 'v' || request.objectType === 'a') {
    cmcd.bl = [0];
    if (request.bitrateKbps !== undefined) cmcd.br = [request.bitrateKbps];
  }
  return appendCmcdQuery(url, cmcd, { version: 2 });
}
