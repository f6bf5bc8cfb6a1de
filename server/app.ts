import Fastify, { type FastifyInstance } from 'fastify';
import { registerCatalogueRoutes } from './routes/catalogue';
import { registerHostPage } from './routes/host-page';
import { registerMedia } from './routes/media';
import { registerPlayerPage } from './routes/player-page';

export interface ServerOptions {
  /** The built player page (vite's output). */
  playerDir: string;
  /** The committed media fixtures. */
  mediaDir: string;
  /** The demo host site's static files. */
  hostPageDir: string;
  logger?: boolean;
}

/** Builds the reference server: host page, player page, media and the catalogue. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: 'Not Found', message: `Nothing at ${request.url}` }),
  );
  // Never a stack trace: the status and a one-line message, with the detail in the server log.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    return reply.code(status).send({
      error: status >= 500 ? 'Internal Server Error' : 'Bad Request',
      message: status >= 500 ? 'The server failed to answer' : (error.message ?? 'Bad request'),
    });
  });

  await registerHostPage(app, options.hostPageDir);
  await registerPlayerPage(app, options.playerDir);
  await registerMedia(app, options.mediaDir);
  registerCatalogueRoutes(app);
  return app;
}
