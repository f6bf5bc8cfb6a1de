import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { parse } from 'yaml';
import type { ServerContext } from '../server-context';
import { authHandlers, bearerAuthHandler } from './auth-handlers';
import { catalogueHandlers } from './catalogue-handlers';
import { progressHandlers } from './progress-handlers';

const specificationFile = new URL('../../api/openapi.yaml', import.meta.url);

interface Specification {
  paths: Record<string, { servers?: { url: string }[] }>;
  [key: string]: unknown;
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
  const serviceHandlers = {
    ...catalogueHandlers(context),
    ...progressHandlers(context),
    ...authHandlers(context),
  };
  const securityHandlers = { bearerAuth: bearerAuthHandler(context) };
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
