import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildServer, type ServerOptions } from '../app';
import { repoPaths } from '../paths';
import { standInBuild } from './stand-in-build';

/**
 * The server in this process, on stand-ins for the built player page and embed script and a fresh
 * database, for the file (or describe block) it is called in; tests call it with app.inject().
 */
export function useStandInApp(
  overrides: Partial<ServerOptions> = {},
): Pick<FastifyInstance, 'inject'> {
  const build = standInBuild();
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildServer({
      ...repoPaths,
      playerDir: build.playerDir,
      embedDir: build.embedDir,
      databaseFile: join(build.dir, 'db.sqlite'),
      ...overrides,
    });
  });
  afterAll(async () => {
    await app?.close();
    build.remove();
  });
  const inject = (...args: Parameters<FastifyInstance['inject']>) => {
    if (!app) throw new Error('The app is built in beforeAll: use it in a test or hook');
    return app.inject(...args);
  };
  return { inject: inject as FastifyInstance['inject'] };
}
