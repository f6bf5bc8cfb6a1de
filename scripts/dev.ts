// `npm run dev`: the development loop with the reference server (CONTRIBUTING.md). Builds the player
// page and the embed script into dist/, starts the server over them, then rebuilds either when its
// sources change, and restarts the server when its own files change (tsx watch) or when the player
// page was rebuilt (the server reads the built page once, at its start). Enter restarts the server
// by hand; Ctrl+C stops everything.
//
// Not a full build: no .br/.gz copies, no embed package, no declarations. The browser tests and
// `npm run serve` want `npm run build`.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'vite';
import { repoPath, repoPaths } from '../server/paths';

const say = (line: string) => process.stdout.write(`[dev] ${line}\n`);

process.chdir(repoPath());

type Watcher = { close(): Promise<void> };
const watchers: Watcher[] = [];
let server: ChildProcess | undefined;
let stopping = false;

/**
 * Builds with a Vite config in watch mode; `onBuilt` runs after each successful build. Resolves
 * after the first one (a failed first build waits for the fix).
 */
async function watchBuild(
  what: string,
  configFile: string,
  options: { emptyOutDir?: boolean },
  onBuilt: () => void,
): Promise<void> {
  const result = await build({
    configFile: repoPath(configFile),
    // Vite's own log lists every chunk at each rebuild: errors and warnings only, and a line here.
    logLevel: 'warn',
    build: { watch: {}, reportCompressedSize: false, ...options },
  });
  if (!('on' in result)) throw new Error(`${configFile}: no watcher`);
  watchers.push(result);
  await new Promise<void>((firstBuilt) => {
    // One START and one END per rebuild, whatever the number of outputs (the embed script has two).
    let startedAt = 0;
    let failed = false;
    result.on('event', (event) => {
      if (event.code === 'START') {
        startedAt = Date.now();
        failed = false;
      } else if (event.code === 'ERROR') {
        failed = true;
        say(`${what}: the build failed (above); watching for the fix`);
      } else if (event.code === 'END' && !failed) {
        say(`${what} built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
        onBuilt();
        firstBuilt();
      }
    });
  });
}

function restartServer(): void {
  if (!server || stopping) return;
  say('restarting the server over the new build');
  // tsx watch restarts its script on Enter.
  server.stdin?.write('\n');
}

// The embed script's build leaves dist/embed/types/ (npm run build's declarations) in place; its
// compressed copies would be stale, and the server prefers them: gone, the fresh file is sent.
function dropStaleEmbedCopies(): void {
  for (const file of ['embed.js', 'embed.mjs']) {
    for (const suffix of ['.br', '.gz'])
      rmSync(join(repoPaths.embedDir, file + suffix), { force: true });
  }
}

let lastSignalAt = 0;
async function stop(signal: NodeJS.Signals): Promise<void> {
  // One Ctrl+C reaches this process more than once (from the terminal, and relayed by npm and tsx).
  const now = Date.now();
  if (now - lastSignalAt < 1000) return;
  lastSignalAt = now;
  if (!stopping) {
    stopping = true;
    say(`${signal}: stopping`);
    await Promise.all(watchers.map((watcher) => watcher.close()));
  }
  // The server runs in its own process group (no Ctrl+C of its own): this forwards it. A second
  // one stops it at once.
  if (server && server.exitCode === null && server.signalCode === null) server.kill(signal);
  else process.exit(0);
}
process.on('SIGINT', (signal) => void stop(signal));
process.on('SIGTERM', (signal) => void stop(signal));
// Whatever ends this process, the server does not outlive it.
process.on('exit', () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
});

say('building the player page and the embed script, then watching their sources');
await Promise.all([
  // The page's build empties dist/player first, which drops its stale compressed copies too.
  watchBuild('player page', 'vite.config.ts', {}, restartServer),
  watchBuild('embed script', 'vite.embed.config.ts', { emptyOutDir: false }, dropStaleEmbedCopies),
]);
if (stopping) process.exit(0);
// npm run build's declarations, served at /embed/types/: the server warns when the folder is missing.
mkdirSync(join(repoPaths.embedDir, 'types'), { recursive: true });

startServer();

/** The server under tsx watch, in a process group of its own: it gets Ctrl+C from stop() alone. */
function startServer(): void {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const child = spawn(process.execPath, [tsx, 'watch', '--clear-screen=false', 'server/serve.ts'], {
    stdio: ['pipe', 'inherit', 'inherit'],
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) say(`the server's watcher ended (${signal ?? `code ${code}`})`);
    void Promise.all(watchers.map((watcher) => watcher.close())).then(() =>
      process.exit(stopping ? 0 : 1),
    );
  });
  // Enter restarts the server, as under tsx watch alone.
  process.stdin.on('data', (chunk) => child.stdin?.write(chunk));
  process.stdin.on('end', () => process.stdin.pause());
  server = child;
}
