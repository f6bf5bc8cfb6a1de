import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AddressLimit } from '../anonymous-write-limits';
import { resolveViewer } from '../auth/viewer';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';
import type { ClearKeyStore } from './clearkey-keys';
import {
  isAcceptedMediaType,
  licenseBodyLimit,
  licenseRequestOf,
} from './clearkey-license-request';

/** Where film 6's master JSON sends the CDM's license requests. */
export const clearKeyLicensePath = '/drm/clearkey/license';

/**
 * Licenses an address may ask for: a playback asks one a key (again after a failure, up to 3
 * times), so this leaves room for a household zapping behind one NAT address and for the
 * browser suite, whose tests all come from 127.0.0.1.
 */
export const defaultLicenseLimit: AddressLimit = { max: 120, windowSeconds: 60 };

/** A key as the CDM reads it (W3C EME §9.1.4): a JSON Web Key of a symmetric key. */
interface JsonWebKey {
  kty: 'oct';
  kid: string;
  k: string;
}

/**
 * The demo license server of the W3C Clear Key system: `POST /drm/clearkey/license` with the
 * CDM's request answers the keys it knows of those asked for. Rate-limited per address before the
 * body is read; credentials that cannot be read or verified are a 401 as on /api (the demo film
 * is free, so none are needed). Its answers are `no-store` (server/security-headers.ts) and the
 * X-Session-Context bound of /api holds here too (server/routes/openapi-routes.ts): register it
 * after registerOpenApiRoutes.
 */
export async function registerClearKeyLicense(
  app: FastifyInstance,
  context: ServerContext,
  keys: ClearKeyStore,
  limit: AddressLimit = defaultLicenseLimit,
): Promise<void> {
  await app.register(async (scope) => {
    // The CDM's message comes as bytes of any of the accepted types: each is read as bytes here.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
      if (isAcceptedMediaType(request.headers['content-type'])) return done(null, body);
      done(
        new HttpError(
          415,
          "The body must be the CDM's license request, sent as application/octet-stream, application/json, text/plain or untyped",
        ),
      );
    });
    scope.post(
      clearKeyLicensePath,
      {
        bodyLimit: licenseBodyLimit,
        // Keyed by the socket's address: no proxy is trusted, so X-Forwarded-For cannot pick it.
        onRequest: scope.rateLimit({ max: limit.max, timeWindow: limit.windowSeconds * 1000 }),
        // Credentials are checked before the body is read: unreadable ones never cost a parse.
        preParsing: async (request: FastifyRequest, _reply: FastifyReply, payload) => {
          await resolveViewer(request, context.tokens);
          return payload;
        },
      },
      async (request, reply) => {
        const { kids, type } = licenseRequestOf(request.body);
        const found = kids.flatMap((kid): JsonWebKey[] => {
          const k = keys.keyOf(kid);
          return k === undefined ? [] : [{ kty: 'oct', kid, k }];
        });
        if (found.length === 0) {
          throw new HttpError(404, `No key is known for the key ids asked: ${kids.join(', ')}`);
        }
        return reply.type('application/json; charset=utf-8').send({ keys: found, type });
      },
    );
  });
}
