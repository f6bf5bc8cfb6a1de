import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageStreamStart } from '../stream-hints/page-preload';

/** The id of the element the page reads its written-in ad list from (src/app/page-ad-list.ts). */
export const pageAdListElementId = 'page-ad-list';

/** The id of the element the page reads its stream's preloaded requests from (src/media/stream-start.ts). */
export const streamStartElementId = 'stream-start';

/** The catalogue's ad list, to write into the page it would otherwise be asked for by. */
export interface PageAdListSource {
  /** Where the catalogue serves the list, as the page's default settings name it. */
  path: string;
  /** The list the catalogue would answer this page's call with; undefined to write none. */
  listFor(request: FastifyRequest): unknown;
}

/**
 * The page's markup with the ad list first in its head, where the boot finds it before it could
 * send the call. JSON in a script element that never runs; `<` escaped, so no text of the list
 * can close the element.
 */
export function withAdList(html: string, path: string, list: unknown): string {
  return withJsonElement(html, `id="${pageAdListElementId}" data-url="${path}"`, list);
}

/** The page's markup with the stream's preloaded requests and session id first in its head. */
export function withStreamStart(html: string, start: PageStreamStart): string {
  return withJsonElement(html, `id="${streamStartElementId}"`, start);
}

function withJsonElement(html: string, attributes: string, value: unknown): string {
  const json = JSON.stringify(value).replaceAll('<', '\\u003c');
  const element = `<script type="application/json" ${attributes}>${json}</script>`;
  // A page without a head element gets it right after the doctype, in the head it implies.
  const after = /<head>/i.exec(html) ?? /<!doctype html>/i.exec(html);
  const at = after ? after.index + after[0].length : 0;
  return `${html.slice(0, at)}\n    ${element}${html.slice(at)}`;
}

/** What the page's markup is written with, per request. */
export interface PageWrittenParts {
  adList: PageAdListSource | undefined;
  /** The stream's first requests, undefined when the page preloads none. */
  streamStart: ((request: FastifyRequest) => PageStreamStart | undefined) | undefined;
}

/**
 * Serves the player page itself (at /player/ and /player/index.html): made per request when the
 * ad list or the stream's start is written in, so revalidated by a weak ETag of what was sent
 * (compressed or not).
 */
export function registerPageHtml(
  app: FastifyInstance,
  playerDir: string,
  contentSecurityPolicy: string,
  { adList, streamStart }: PageWrittenParts,
): void {
  const html = readFileSync(join(playerDir, 'index.html'), 'utf8');
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const list = adList?.listFor(request);
    const start = streamStart?.(request);
    const withList = adList && list !== undefined ? withAdList(html, adList.path, list) : html;
    const body = start ? withStreamStart(withList, start) : withList;
    const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 24)}"`;
    reply
      .header('Content-Security-Policy', contentSecurityPolicy)
      .header('Cache-Control', 'no-cache')
      .header('ETag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(body);
  };
  app.get('/player/', sendPage);
  app.get('/player/index.html', sendPage);
}

/** Whether If-None-Match names this ETag (or any): weak comparison, as for a GET. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
