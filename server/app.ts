import compress from '@fastify/compress';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import zlib from 'node:zlib';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { anonymousRowKeeper, type AnonymousRowBounds } from './anonymous-row-bounds';
import {
  registerAnonymousWriteLimits,
  type AddressLimit,
  type AnonymousWriteLimitOptions,
} from './anonymous-write-limits';
import { registerAuthRateLimits, type AuthRateLimitOptions } from './auth/auth-rate-limits';
import { serverMailSender } from './auth/server-mail';
import { clockRateLimitStore } from './auth/clock-rate-limit-store';
import { createPasswords, type ScryptCost } from './auth/passwords';
import type { TrustedProxies } from './environment';
import { createTokenService } from './auth/tokens';
import { createUserStore } from './auth/users';
import { catalogueAdList } from './catalogue/ad-list';
import { createCatalogueStore } from './catalogue/catalogue-store';
import { systemClock, type Clock } from './clock';
import { closeDatabase } from './db/close-database';
import { openDatabase } from './db/open-database';
import { loadClearKeys } from './drm/clearkey-keys';
import { registerClearKeyLicense } from './drm/clearkey-license-route';
import { registerFaults } from './faults/register-faults';
import { HttpError } from './http-error';
import { defaultHttpLimits, fastifyLimits, type HttpLimits } from './http-limits';
import { registerAdTracking } from './routes/ad-tracking';
import { registerCdnStandIns } from './routes/cdn-stand-ins';
import { registerContentSteering } from './routes/content-steering';
import { registerDemoVmap } from './routes/demo-vmap';
import { registerEmbedScript } from './routes/embed-script';
import { registerErrorReports } from './routes/error-reports';
import { registerHealthChecks } from './routes/health';
import { registerHostPage } from './routes/host-page';
import { registerMedia } from './routes/media';
import { registerOpenApiRoutes } from './routes/openapi-routes';
import { registerPlayerPage } from './routes/player-page';
import { registerPublicOrigin, type OriginSettings } from './public-origin';
import { registerQoe } from './qoe/qoe-routes';
import { buildRequestValidator } from './request-validation';
import { registerSecurityHeaders } from './security-headers';
import { requestOrigin, type ServerContext } from './server-context';

export interface ServerOptions extends OriginSettings {
  /** The built player page (vite's output). */
  playerDir: string;
  /** The built host embed script (vite.embed.config.ts's output). */
  embedDir: string;
  /** The committed media fixtures. */
  mediaDir: string;
  /** The demo host site's static files. */
  hostPageDir: string;
  /** The SQLite file; created, migrated and seeded on first start. */
  databaseFile: string;
  /** The seeded admin's password; without it a random one is generated on first start. */
  adminPassword?: string;
  /** scrypt's cost for new password hashes: OWASP's unless a test of something else wants it cheap. */
  passwordCost?: ScryptCost;
  /** Hears the generated admin password (first start without adminPassword), to print it once. */
  onAdminPasswordGenerated?: (password: string) => void;
  /** Limits of the calls that hash passwords or mail codes; defaults in auth-rate-limits.ts. */
  authRateLimits?: AuthRateLimitOptions;
  /** Per-address limits of the calls that store rows for anyone; defaults in anonymous-write-limits.ts. */
  anonymousWriteLimits?: AnonymousWriteLimitOptions;
  /** The Clear Key keys the license route gives out; server/drm/clearkey-demo-keys.json by default. */
  clearKeysFile?: string;
  /** Per-address limit of the Clear Key licenses; the default in drm/clearkey-license-route.ts. */
  clearKeyLicenseLimit?: AddressLimit;
  /** How many rows those writers may leave; defaults in anonymous-row-bounds.ts. */
  anonymousRowBounds?: Partial<AnonymousRowBounds>;
  /** Lifetime of access tokens; short, so that clients really refresh. */
  accessTokenTtlSeconds?: number;
  /** What tokens, sessions, mailed codes and rate-limit windows expire by; the real time by default. */
  clock?: Clock;
  /**
   * The demo VAST fixtures (media/vast/<name>.xml) the catalogue's ad list gives as its pre-roll:
   * the skippable one by default; none for a catalogue without ads (the browser tests', the bench's).
   */
  prerollAds?: readonly string[];
  /** Enables the /__faults test support (FAULTS=1), and POST /__clock when the clock can advance. */
  faults?: boolean;
  logger?: boolean;
  /** The pino level of the log when logger is on (LOG_LEVEL); info by default. */
  logLevel?: string;
  /** Which peers may name the client's address in X-Forwarded-For (TRUST_PROXY); none by default. */
  trustProxy?: TrustedProxies;
  /** Whether a fresh database gets the demo catalogue, accounts and ads (SEED_DEMO); yes by default. */
  seedDemo?: boolean;
  /** Where sign-up and restore codes are mailed (SMTP_URL); without it, the mail_outbox table. */
  smtpUrl?: string;
  /** Time and size limits of a request; defaults in http-limits.ts. */
  httpLimits?: Partial<HttpLimits>;
}

/** Builds the reference server: host page, player page, media, catalogue and authentication. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  // A broken keys file stops the start, before anything is opened, rather than the first license.
  const clearKeys = loadClearKeys(options.clearKeysFile);
  const limits = { ...defaultHttpLimits, ...options.httpLimits };
  const app = Fastify({
    ...fastifyLimits(limits),
    logger: options.logger ? { level: options.logLevel ?? 'info' } : false,
    // Client addresses (rate limits, logs) from X-Forwarded-For only through trusted proxies.
    trustProxy: options.trustProxy ?? false,
    // Requests a fault rule holds open must not keep close() waiting.
    forceCloseConnections: true,
    // additionalProperties: false in api/openapi.yaml means a 400, not a silently dropped field.
    ajv: { customOptions: { allErrors: false, removeAdditional: false } },
    schemaController: { compilersFactory: { buildValidator: buildRequestValidator } },
  });
  const passwords = createPasswords(options.passwordCost);
  const db = openDatabase({
    file: options.databaseFile,
    adminPassword: options.adminPassword,
    hashPassword: passwords.hashSync,
    onAdminPasswordGenerated: options.onAdminPasswordGenerated,
    demo: options.seedDemo,
  });
  const demo = options.seedDemo ?? true;
  const users = createUserStore(db);
  const clock = options.clock ?? systemClock;
  const context: ServerContext = {
    db,
    users,
    passwords,
    catalogue: createCatalogueStore(db, options.mediaOrigin),
    tokens: createTokenService(db, users, options.accessTokenTtlSeconds ?? 300, clock),
    mail: serverMailSender(app, db, options.smtpUrl),
    clock,
    // The demo's skippable pre-roll, for the demo only: a catalogue of its own names its ads.
    prerollAds: options.prerollAds ?? (demo ? ['preroll-skippable'] : []),
    mediaOrigin: options.mediaOrigin,
    anonymousRows: anonymousRowKeeper(db, options.anonymousRowBounds),
  };
  app.addHook('onClose', async () => closeDatabase(db));
  registerSecurityHeaders(app);
  const origins = registerPublicOrigin(app, options);

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ error: 'Not Found', message: `Nothing at ${request.method} ${request.url}` }),
  );
  app.setErrorHandler((error: FastifyError & { errors?: Error[] }, request, reply) => {
    // fastify-openapi-glue wraps a failed security check; its first cause says what was wrong.
    const cause = Array.isArray(error.errors) ? error.errors[0] : undefined;
    const status =
      Number(cause && 'statusCode' in cause ? cause.statusCode : error.statusCode) || 500;
    // An HttpError is an answer meant for the client (a 503 of a full queue too): its message
    // and headers (Retry-After) go out as they are.
    const meant = [cause, error].find((found): found is HttpError => found instanceof HttpError);
    const failed = status >= 500 && status !== 501 && !meant;
    if (failed) request.log.error(error);
    return reply
      .code(status)
      .headers(meant?.headers ?? {})
      .send({
        error: statusText(status),
        // Never a stack trace: one line, naming the field for validation errors.
        message: failed ? 'The server failed to answer' : (cause ?? error).message,
      });
  });

  // Clients often send Content-Type: application/json on a POST without a body; that is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, String(body), done);
  });
  // api/openapi.yaml declares an XML answer (/vast.xml); no route takes an XML body.
  app.addContentTypeParser('application/xml', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  // Limits are per route: sign-in, sign-up, restore, the error collector and anonymous writes.
  await app.register(rateLimit, {
    global: false,
    store: clockRateLimitStore(clock),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Too many requests: try again in ${Math.ceil(context.ttl / 1000)} s`,
    }),
  });
  // Answers made per request (API JSON, VAST, playlists, subtitles) compressed as a CDN would;
  // the built files are compressed once at build time and sent as they are.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: compressibleTypes,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const faults = options.faults ? await registerFaults(app, clock) : undefined;
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origins.isCorsAllowed(origin)),
    credentials: true,
    exposedHeaders: ['Authorization'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Session-Context'],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
  await registerHostPage(app, options.hostPageDir, demo);
  const faultsSet = () => faults?.anySet() ?? false;
  await registerPlayerPage(
    app,
    options.playerDir,
    options.embedApiOrigins,
    {
      episodesOf: (contentId, viewerKey) => context.catalogue.episodes(contentId, viewerKey, ''),
      isAvailable: (contentId, hostname) => {
        const row = context.catalogue.contentRow(contentId);
        return row !== undefined && context.catalogue.isAvailable(row, hostname);
      },
      mediaDir: options.mediaDir,
      mediaOrigin: options.mediaOrigin,
      // A fault rule may contradict the catalogue the hints are made from (a 404 for a content that
      // exists), and the tests that set one watch the player's own requests.
      paused: faultsSet,
    },
    // The catalogue's ad list goes into the page: the pre-roll's VAST request no longer waits a
    // round trip for it. Not while a fault rule may contradict it: those tests watch the call.
    {
      path: '/api/ad-list.json',
      listFor: (request) =>
        faultsSet() ? undefined : catalogueAdList(requestOrigin(request), context.prerollAds),
    },
  );
  await registerEmbedScript(app, options.embedDir);
  await registerMedia(app, options.mediaDir);
  await registerCdnStandIns(app, options.mediaDir);
  registerContentSteering(app);
  registerAuthRateLimits(app, options.authRateLimits);
  registerAnonymousWriteLimits(app, options.anonymousWriteLimits);
  await registerOpenApiRoutes(app, context);
  // After the API: it takes the API's bound of X-Session-Context.
  await registerClearKeyLicense(app, context, clearKeys, options.clearKeyLicenseLimit);
  registerAdTracking(app, context);
  if (demo) registerDemoVmap(app, options.mediaOrigin);
  await registerErrorReports(app, context);
  await registerQoe(app, context);
  registerHealthChecks(app, db);
  return app;
}

// Text the player reads: JSON, scripts, XML (VAST, sitemaps), HLS playlists, WebVTT, HTML, CSS, SVG.
const compressibleTypes =
  /^(text\/|application\/(json|javascript|xml|vnd\.apple\.mpegurl|x-mpegurl)|image\/svg\+xml)/;

function statusText(status: number): string {
  const texts: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    409: 'Conflict',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
    501: 'Not Implemented',
    503: 'Service Unavailable',
  };
  return texts[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}
