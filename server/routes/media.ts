import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const contentTypes: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.vtt': 'text/vtt; charset=utf-8',
};

/**
 * The SIMID creatives' pages (media/simid/): pages that exist to run an ad's code, which any site's
 * player frames. Each sandboxes itself, with the flags the player's frame gives a creative
 * (src/ads/simid/simid-frame.ts) and never allow-same-origin: whoever frames or opens it, the
 * document has an opaque origin, so nothing that runs there (or that a page framing it makes it
 * write) reaches this server's origin, its cookies or its storage. No inline script (each page
 * starts its creative from a file beside it); everything else is their own server's. No
 * frame-ancestors: any page may frame them, sandboxed ones too, which no source matches, not even
 * '*' (the banner, sandboxed itself, frames advertiser.html).
 */
export const simidCreativeContentSecurityPolicy = [
  'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * Serves the committed media (streams, creatives) at /media/ (or at prefix: the CDN stand-ins'
 * copies, cdn-stand-ins.ts), open to players on any origin.
 */
export async function registerMedia(
  app: FastifyInstance,
  mediaDir: string,
  prefix = '/media/',
): Promise<void> {
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix,
    decorateReply: false,
    index: false,
    setHeaders: (reply, path) => {
      reply.header('Access-Control-Allow-Origin', '*');
      const extension = path.slice(path.lastIndexOf('.'));
      const type = contentTypes[extension];
      if (type) reply.header('Content-Type', type);
      // Every file there, not only .html: whatever a browser could show as a page is sandboxed
      // (in lower case: a case-insensitive disk serves the folder under any spelling).
      if (relative(mediaDir, path).split(sep)[0]?.toLowerCase() === 'simid')
        reply.header('Content-Security-Policy', simidCreativeContentSecurityPolicy);
    },
  });
}
