import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './test-server';

/**
 * One test server for the file (or describe block) it is called in: started before its tests,
 * closed after them. The answer stands for the server, so tests read server.origin as before.
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  let started: TestServer | undefined;
  const current = (): TestServer => {
    if (!started) throw new Error('The test server starts in beforeAll: use it in a test or hook');
    return started;
  };
  beforeAll(async () => {
    started = await startTestServer(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  return {
    get origin() {
      return current().origin;
    },
    get databaseFile() {
      return current().databaseFile;
    },
    get clock() {
      return current().clock;
    },
    restart: () => current().restart(),
    close: () => current().close(),
  };
}
