import closeWithGrace from 'close-with-grace';
import { buildServer } from './app';
import { mailStartNotice } from './auth/server-mail';
import { adjustableClock, systemClock } from './clock';
import { readEnvironment, type ServerEnvironment } from './environment';
import { repoPaths } from './paths';
import { originList, type OriginSettings } from './public-origin';
import { embedMajorVersion, embedVersion } from './routes/embed-script';
import { stopGracefully } from './shutdown';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const faults = process.env.FAULTS === '1';

let origins: OriginSettings;
let environment: ServerEnvironment;
try {
  environment = readEnvironment(process.env);
  origins = {
    publicOrigins: originList(process.env.PUBLIC_ORIGIN, 'PUBLIC_ORIGIN'),
    corsOrigins: originList(process.env.CORS_ORIGINS, 'CORS_ORIGINS'),
    embedApiOrigins: originList(process.env.EMBED_API_ORIGINS, 'EMBED_API_ORIGINS'),
    mediaOrigin: originList(process.env.MEDIA_ORIGIN, 'MEDIA_ORIGIN')?.[0],
  };
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
const stopSeconds = environment.stopTimeoutMs / 1000;
if (!origins.publicOrigins && !['127.0.0.1', 'localhost', '::1'].includes(host)) {
  console.warn(
    `HOST=${host} without PUBLIC_ORIGIN: answers name http://127.0.0.1:<port> in their URLs. ` +
      'Set PUBLIC_ORIGIN to the origin people reach this server at.',
  );
}

const app = await buildServer({
  ...repoPaths,
  databaseFile: process.env.DATABASE_FILE ?? repoPaths.databaseFile,
  // An empty ADMIN_PASSWORD counts as unset: never an admin without a password.
  adminPassword: process.env.ADMIN_PASSWORD || undefined,
  onAdminPasswordGenerated: (password) =>
    console.log(
      `ADMIN_PASSWORD was not set: the admin account (admin@example.com) has the password ${password}\n` +
        'It is shown this once; keep it, or start on a fresh database with ADMIN_PASSWORD.',
    ),
  accessTokenTtlSeconds: Number(process.env.ACCESS_TOKEN_TTL) || undefined,
  faults,
  // With the test support on, a test may move the server's time on (POST /__clock).
  clock: faults ? adjustableClock() : systemClock,
  logger: true,
  ...environment,
  ...origins,
});
try {
  await app.listen({ port, host });
} catch (error) {
  console.error(`Could not listen on ${host}:${port}: ${(error as Error).message}`);
  process.exit(1);
}

// The port actually taken: PORT=0 asks for any free one.
const address = app.server.address();
const boundPort = typeof address === 'object' && address ? address.port : port;
const origin = `http://${host.includes(':') ? `[${host}]` : host}:${boundPort}`;
// Without the demo there is no page at /: the origin alone says where the server is.
if (environment.seedDemo) console.log(`Demo host page:  ${origin}/`);
else console.log(`Serving:         ${origin}/ (SEED_DEMO=0: no demo host page)`);
console.log(`Player page:     ${origin}/player/?movie_id=1`);
console.log(`Catalogue API:   ${origin}/api/contents/1`);
console.log(`Auth API:        ${origin}/auth/authentication`);
console.log(`Embed script:    ${origin}/embed.js (ES module: ${origin}/embed.mjs)`);
const pinned = `${origin}/embed/v${embedMajorVersion()}`;
console.log(`  pinned:        ${pinned}/embed.js, ${pinned}/embed.mjs`);
console.log(`  this version:  ${origin}/embed/${embedVersion()}/embed.js (and .mjs)`);
if (faults) console.log(`Fault injection: ${origin}/__faults (FAULTS=1)`);
const mailNotice = mailStartNotice(environment.smtpUrl);
if (mailNotice) console.warn(mailNotice);
console.log(`Health checks:   ${origin}/healthz (alive), ${origin}/readyz (taking requests)`);
console.log(
  `Press Ctrl+C to stop: requests in flight get ${stopSeconds} s to finish; twice stops at once.`,
);

// close-with-grace (MIT, no dependencies, plain Node APIs) rather than process.once: a second
// signal exits at once, and a stop that wedges (a database lock) still ends, with code 1, after
// its delay. The bound of the requests in flight is stopGracefully's, which then closes the
// database and lets the process exit 0.
closeWithGrace(
  {
    delay: environment.stopTimeoutMs + 5_000,
    // SIGINT and SIGTERM stop the server; the other signals keep Node's own handling.
    skip: [
      'SIGHUP',
      'SIGQUIT',
      'SIGUSR2',
      'SIGILL',
      'SIGTRAP',
      'SIGABRT',
      'SIGBUS',
      'SIGFPE',
      'SIGSEGV',
      'beforeExit',
    ],
    onSecondSignal: (signal) => console.error(`${signal} again: stopping at once`),
  },
  async ({ signal, err }) => {
    if (err) {
      // A crash: requests in flight are cut, the database still closes cleanly; the exit code is 1.
      console.error(err);
      await app.close();
      return;
    }
    console.log(
      `${signal}: stopping. No new connections; requests in flight get ${stopSeconds} s.`,
    );
    const outcome = await stopGracefully(app, environment.stopTimeoutMs);
    console.log(
      outcome === 'drained'
        ? 'Stopped.'
        : `Stopped: the requests still in flight after ${stopSeconds} s were cut.`,
    );
  },
);
