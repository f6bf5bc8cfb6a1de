import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const contentTypes: Record<string, string> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.vtt': 'text/vtt; charset=utf-8',
};

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
    },
  });
}
