import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const contentTypes: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.vtt': 'text/vtt; charset=utf-8',
};

/**
 * The SIMID creatives' pages (media/simid/): any site's player frames them, and the IAB's example
 * pages start their creative with an inline script. Everything else is their own origin's; they
 * run in the player's sandboxed frame, never in its page.
 */
export const simidCreativeContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "frame-src 'self'",
  'frame-ancestors *',
  "object-src 'none'",
  "base-uri 'none'",
].join('; ');

/** Serves the committed media (streams, creatives) at /media/, open to players on any origin. */
export async function registerMedia(app: FastifyInstance, mediaDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders: (reply, path) => {
      reply.header('Access-Control-Allow-Origin', '*');
      const extension = path.slice(path.lastIndexOf('.'));
      const type = contentTypes[extension];
      if (type) reply.header('Content-Type', type);
      if (extension === '.html' && /[\\/]simid[\\/]/.test(path))
        reply.header('Content-Security-Policy', simidCreativeContentSecurityPolicy);
    },
  });
}
