import { buildServer } from './app';
import { adjustableClock, systemClock } from './clock';
import { readEnvironment, type ServerEnvironment } from './environment';
import { repoPaths } from './paths';
import { originList, type OriginSettings } from './public-origin';
import { embedMajorVersion } from './routes/embed-script';

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
console.log(`Demo host page:  ${origin}/`);
console.log(`Player page:     ${origin}/player/?movie_id=1`);
console.log(`Catalogue API:   ${origin}/api/contents/1`);
console.log(`Auth API:        ${origin}/auth/authentication`);
console.log(`Embed script:    ${origin}/embed.js (ES module: ${origin}/embed.mjs)`);
const pinned = `${origin}/embed/v${embedMajorVersion()}`;
console.log(`  pinned:        ${pinned}/embed.js, ${pinned}/embed.mjs`);
if (faults) console.log(`Fault injection: ${origin}/__faults (FAULTS=1)`);
console.log('Press Ctrl+C to stop.');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
