import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { parse } from 'yaml';
import { HttpError } from '../http-error';
import { repoPath } from '../paths';
import type { ServerContext } from '../server-context';
import { authHandlers, bearerAuthHandler } from './auth-handlers';
import { catalogueHandlers } from './catalogue-handlers';
import { contentsHandlers } from './contents-handlers';
import { dictionaryHandlers } from './dictionary-handlers';
import type { OperationHandlers } from './operation-handler';
import { playlistsHandlers } from './playlists-handlers';
import { progressHandlers } from './progress-handlers';
import { reviewsHandlers } from './reviews-handlers';
import { sessionContextLimit } from './session-context-limit';
import { siteHandlers } from './site-handlers';
import { taxonomyHandlers } from './taxonomy-handlers';

const specificationFile = repoPath('api', 'openapi.yaml');

type Operation = { requestBody?: { required?: boolean } };
interface Specification {
  paths: Record<string, { servers?: { url: string }[] } & Record<string, Operation | unknown>>;
  components?: { parameters?: { SessionContext?: { schema?: { maxLength?: number } } } };
  [key: string]: unknown;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];

/** 'POST /api/contents/:id/history' for each operation whose request body is required. */
function requiredBodies(document: Specification): Set<string> {
  const keys = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    const prefix = item.servers?.[0]?.url ?? '/api';
    for (const method of methods) {
      const operation = item[method] as Operation | undefined;
      if (!operation?.requestBody?.required) continue;
      keys.add(`${method.toUpperCase()} ${prefix}${path.replace(/{(\w+)}/g, ':$1')}`);
    }
  }
  return keys;
}

// Fastify validates a body only when there is one, and only as JSON: the rest is settled here.
function checkBody(required: boolean): preValidationHookHandler {
  return async (request: FastifyRequest) => {
    if (request.body === null) request.body = undefined;
    if (request.body === undefined) {
      if (required) throw new HttpError(400, 'body is required: a JSON object');
    } else if (typeof request.body !== 'object') {
      throw new HttpError(415, 'The body must be JSON, sent as Content-Type: application/json');
    }
  };
}

/** The part of the document whose path items are served under prefix. */
function servicePart(document: Specification, prefix: string, isDefault: boolean): Specification {
  const paths = Object.fromEntries(
    Object.entries(document.paths).filter(([, item]) => {
      const server = item.servers?.[0]?.url;
      return server === prefix || (isDefault && server === undefined);
    }),
  );
  return { ...document, paths };
}

/**
 * Registers every operation of api/openapi.yaml with its handler; Fastify validates params,
 * queries and bodies against the document's schemas and answers 400 naming the field.
 */
export async function registerOpenApiRoutes(app: FastifyInstance, context: ServerContext) {
  const document = parse(readFileSync(specificationFile, 'utf8')) as Specification;
  // Every operation of the document has its handler, or this does not compile.
  const serviceHandlers: Required<OperationHandlers> = {
    ...catalogueHandlers(context),
    ...progressHandlers(context),
    ...authHandlers(context),
    ...contentsHandlers(context),
    ...reviewsHandlers(context),
    ...taxonomyHandlers(context),
    ...playlistsHandlers(context),
    ...dictionaryHandlers(context),
    ...siteHandlers(context),
  };
  const securityHandlers = { bearerAuth: bearerAuthHandler(context) };
  const withRequiredBody = requiredBodies(document);
  app.addHook('onRoute', (route) => {
    if (!route.schema?.body) return;
    const methodList = Array.isArray(route.method) ? route.method : [route.method];
    const required = methodList.some((method) => withRequiredBody.has(`${method} ${route.url}`));
    const existing = route.preValidation ?? [];
    route.preValidation = [
      checkBody(required),
      ...(Array.isArray(existing) ? existing : [existing]),
    ];
  });
  // The contract's bound of the device id, checked on every call before its body is read: the
  // API's, and the license server's (server/drm/), to which the player sends it as well.
  const limitSessionContext = sessionContextLimit(
    document.components?.parameters?.SessionContext?.schema?.maxLength ?? 200,
  );
  app.addHook('onRoute', (route) => {
    if (!/^\/(api|auth|drm)\//.test(route.url)) return;
    const existing = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(existing) ? existing : [existing]), limitSessionContext];
  });
  for (const [prefix, isDefault] of [
    ['/api', true],
    ['/auth', false],
  ] as const) {
    await app.register(openapiGlue, {
      specification: servicePart(document, prefix, isDefault),
      serviceHandlers,
      securityHandlers,
      prefix,
    });
  }
}
