import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { webkitBrowserPath, webkitDriverPath } from '../../../browser-kit/engine-paths';

/** A running WebKitWebDriver: its URL, the capabilities that start MiniBrowser, and its end. */
export interface WebKitDriverProcess {
  url: string;
  capabilities: object;
  stop(): void;
}

/**
 * A WebKitWebDriver that can be started afresh: once in a while under load a MiniBrowser never
 * comes up and holds its driver, and only a new driver (and display) gets a session again.
 */
export async function startRestartableWebKitDriver() {
  let current = await startWebKitDriver();
  return {
    get url() {
      return current.url;
    },
    get capabilities() {
      return current.capabilities;
    },
    stop: () => current.stop(),
    async restart() {
      current.stop();
      current = await startWebKitDriver();
    },
  };
}

export type RestartableWebKitDriver = Awaited<ReturnType<typeof startRestartableWebKitDriver>>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts WebKitWebDriver in a virtual X display of its own (MiniBrowser is a GTK window), in its
 * own process group so that stopping it ends the display and the browsers too.
 */
export async function startWebKitDriver(): Promise<WebKitDriverProcess> {
  const port = await freePort();
  const child = spawn('xvfb-run', ['-a', webkitDriverPath(), `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      return {
        url,
        capabilities: {
          'webkitgtk:browserOptions': {
            binary: webkitBrowserPath(),
            // Sound may start without a gesture, as the other engines are set up for the journeys.
            args: ['--automation', '--autoplay-policy=allow'],
          },
        },
        stop,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`WebKitWebDriver did not answer on ${url}`);
}
