import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createPageHints, type StreamHintSources } from '../stream-hints/page-preload';
import { registerPageHtml, type PageAdListSource } from './player-page-html';

/**
 * Scripts from the page's own origin only (no inline script, no eval); media, images, fetches and
 * frames from anywhere, since streams, ad servers and tracking pixels live on unknown hosts.
 * blob: is for hls.js (MediaSource URLs and its worker).
 */
export const playerContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  'img-src * data: blob:',
  'media-src * data: blob:',
  'connect-src *',
  'frame-src *',
  'frame-ancestors *',
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/**
 * The VPAID frame's page, which exists to run a foreign creative's script: that script comes from
 * its ad server, any http(s) origin, and may add its own styles; still no inline script and no eval.
 * The page sandboxes itself, with the flags the player's iframe gives it
 * (src/ads/vpaid/vpaid-host.ts) and never allow-same-origin: whoever frames it (any site may: the
 * player sits in host sites' frames) or opens it, the document has an opaque origin, so nothing
 * that runs there reaches the player's origin, its cookies or its storage. Its own module script
 * and styles load from that opaque origin: the assets answer any origin (registerPlayerFiles).
 */
export const vpaidFrameContentSecurityPolicy = [
  'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
  "default-src 'self'",
  "script-src 'self' https: http:",
  "style-src 'self' 'unsafe-inline' https: http:",
  'img-src * data: blob:',
  'media-src * data: blob:',
  'font-src * data:',
  'connect-src *',
  'frame-src *',
  // The player page sits in host sites' frames, so this frame's ancestors are any site too.
  'frame-ancestors *',
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/**
 * Serves the built player page at /player/, or explains how to build it when it is missing, and
 * beside it the embed policy: the API origins a host may give the page besides this server's.
 */
export async function registerPlayerPage(
  app: FastifyInstance,
  playerDir: string,
  embedApiOrigins: readonly string[] = [],
  hintSources?: StreamHintSources,
  adList?: PageAdListSource,
): Promise<void> {
  app.get('/player', (_request, reply) => reply.redirect('/player/', 301));
  app.get('/player/embed-policy.json', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send({ apiOrigins: embedApiOrigins }),
  );
  if (!existsSync(playerDir)) {
    app.get('/player/*', (_request, reply) =>
      reply.code(503).send({
        error: 'Service Unavailable',
        message: 'The player page is not built: run `npm run build` (npm start does it).',
      }),
    );
    return;
  }
  await app.register(async (page) => {
    const hints = hintSources && createPageHints(playerDir, hintSources);
    if (hints) {
      page.addHook('onSend', async (request, reply, payload) => {
        const link = hints.link(request);
        if (link) reply.header('Link', link);
        return payload;
      });
    }
    registerPageHtml(page, playerDir, playerContentSecurityPolicy, {
      adList,
      streamStart: hints?.streamStart,
    });
    await registerPlayerFiles(page, playerDir);
  });
}

async function registerPlayerFiles(app: FastifyInstance, playerDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: playerDir,
    prefix: '/player/',
    decorateReply: false,
    // The build writes .br and .gz beside each text file (scripts/compress-build.ts).
    preCompressed: true,
    setHeaders: (reply, sentPath) => {
      const path = sentPath.replace(/\.(br|gz)$/, '');
      reply.header(
        'Content-Security-Policy',
        // Lower case: a case-insensitive disk serves the frame under any spelling of its name.
        basename(path).toLowerCase() === 'vpaid-frame.html'
          ? vpaidFrameContentSecurityPolicy
          : playerContentSecurityPolicy,
      );
      // Hashed assets never change; the page itself must always be fresh.
      reply.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // Public files, read without credentials: any origin may load them, the VPAID frame's
      // opaque one (`null`) too, since a module script is a CORS request.
      if (path.includes('/assets/')) reply.header('Access-Control-Allow-Origin', '*');
    },
  });
}
