import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { isMasterPlaylistJson } from '../../src/shared/master-playlist';
import { mediaPathOf } from '../routes/cdn-stand-ins';
import { withCmcdQuery } from './cmcd-query';
import { drmChunkPath, namesKeySystems } from './drm-chunk';
import {
  cachedMediaReader,
  createStreamHints,
  type HintViewer,
  type StreamHintSources,
} from './stream-hints';

export type { StreamHintSources } from './stream-hints';

/**
 * The stream's first requests as the page will make them, written into the page for its player
 * to reuse (src/media/stream-start.ts): each URL carries the CMCD query of the view's session id,
 * minted here, so that the CDN sees CMCD on the preloads and the engine still asks for the very
 * URLs the browser preloaded.
 */
export interface PageStreamStart {
  sessionId: string;
  requests: string[];
}

/**
 * The player page's hints, once per request: the Link header (the page's own entry script and
 * styles first, since on HTTP/1.1 the browser has six connections and the stream's requests must
 * not take them from the boot; then the stream's requests its query implies, so that they no
 * longer wait for the page's scripts, with the DRM chunk for a protected stream), and the same
 * stream requests for the page's markup.
 */
export function createPageHints(playerDir: string, sources: StreamHintSources) {
  const assets = criticalAssets(readFileSync(join(playerDir, 'index.html'), 'utf8'));
  const hintsFor = createStreamHints(sources);
  const read = cachedMediaReader(sources.mediaDir);
  const drmChunk = drmChunkPath(playerDir);
  const { mediaOrigin } = sources;
  // The stream's files, the CDN stand-ins' copies too, are where the catalogue's master is.
  const mediaUrl = (path: string) =>
    mediaOrigin && mediaPathOf(path) !== undefined ? `${mediaOrigin}${path}` : path;
  // The stream's connection, opened while the page's scripts arrive, whatever the query.
  const connections = mediaOrigin
    ? [`<${mediaOrigin}>; rel=preconnect; crossorigin=anonymous`]
    : [];
  const starts = new WeakMap<FastifyRequest, { stream: PageStreamStart; protected: boolean }>();

  function startOf(request: FastifyRequest) {
    const url = new URL(request.url, 'http://server');
    if (url.pathname !== '/player/' && url.pathname !== '/player/index.html') return undefined;
    // Settings from the host may name another catalogue; a viewer saving data loads nothing early.
    if (
      url.searchParams.has('host_settings') ||
      request.headers['save-data'] === 'on' ||
      sources.paused?.()
    ) {
      return undefined;
    }
    const hints = hintsFor(url.search, viewerOf(request));
    if (!hints) return undefined;
    const view = { sessionId: randomUUID(), contentId: hints.contentId };
    const requests = hints.requests.map((hint) => withCmcdQuery(mediaUrl(hint.path), hint, view));
    // A protected stream's DRM code, which the page would only ask for once it read the master.
    const isProtected = hints.requests.some(
      ({ path }) => isMasterPlaylistJson(path) && namesKeySystems(read(path)),
    );
    return { stream: { sessionId: view.sessionId, requests }, protected: isProtected };
  }

  // The Link header and the markup of one response name the same session.
  const startOnce = (request: FastifyRequest) => {
    if (!starts.has(request)) {
      const start = startOf(request);
      if (start) starts.set(request, start);
    }
    return starts.get(request);
  };

  return {
    streamStart: (request: FastifyRequest): PageStreamStart | undefined =>
      startOnce(request)?.stream,
    link(request: FastifyRequest): string | undefined {
      const url = new URL(request.url, 'http://server');
      if (url.pathname !== '/player/' && url.pathname !== '/player/index.html') return undefined;
      const start = startOnce(request);
      // Anonymous CORS fetches, as the player's fetch and hls.js make them, so the browser reuses them.
      const stream = (start?.stream.requests ?? []).map(
        (href) => `<${href}>; rel=preload; as=fetch; crossorigin=anonymous`,
      );
      const protection = drmChunk && start?.protected ? [`<${drmChunk}>; rel=modulepreload`] : [];
      return [...assets, ...connections, ...protection, ...stream].join(', ') || undefined;
    },
  };
}

export type PageHints = ReturnType<typeof createPageHints>;

/** The built page's entry module and stylesheets, as Link preloads. */
function criticalAssets(html: string): string[] {
  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\ssrc="([^"]+)"/g)];
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g)];
  return [
    ...entries.map(([, src]) => `<${src}>; rel=modulepreload`),
    ...styles.map(([, href]) => `<${href}>; rel=preload; as=style; crossorigin=anonymous`),
  ];
}

/** Who opens the page, from its cookies, as the page's catalogue calls will name them. */
function viewerOf(request: FastifyRequest): HintViewer {
  const cookies = new Map(
    (request.headers.cookie ?? '').split(';').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim(), decodedOrEmpty(pair.slice(at + 1).trim())] as const;
    }),
  );
  const device = cookies.get('device_fp');
  return {
    hostname: request.hostname,
    deviceKey: device ? `device:${device}` : undefined,
    signedIn: cookies.has('authToken') || cookies.has('refreshToken'),
  };
}

/** A cookie value decoded; a malformed one counts as none rather than failing the page. */
function decodedOrEmpty(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
