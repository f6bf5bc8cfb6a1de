import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { repoPath } from '../paths';

/** An answer of the server as a client got it: the request's method and path, and the response. */
export interface Answer {
  method: string;
  /** The path the request went to, query included: /api/contents/1. */
  url: string;
  status: number;
  contentType: string | null;
  text: string;
}

/** The operation the answer came from, and what in it does not match the document, if anything. */
export interface Verdict {
  operationId: string;
  problem?: string;
}

interface Response {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface Operation {
  operationId: string;
  responses: Record<string, Response>;
}
interface Document {
  servers: { url: string }[];
  paths: Record<string, { servers?: { url: string }[] } & Record<string, Operation>>;
  components: { responses: Record<string, Response> };
}

interface Route {
  method: string;
  pattern: RegExp;
  /** The operation's place in the document, a JSON pointer as a URI fragment. */
  pointer: string;
  /** Path parameters: a literal route wins over a templated one, as in Fastify's router. */
  parameters: number;
  operation: Operation;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];
const documentId = 'https://reference-server.test/openapi.yaml';

// A JSON pointer's segment, as a URI fragment carries it.
const pointerSegment = (key: string) =>
  encodeURIComponent(key.replaceAll('~', '~0').replaceAll('/', '~1'));

const mediaType = (contentType: string | null) => contentType?.split(';')[0]?.trim() ?? '';

function routesOf(document: Document): Route[] {
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const prefix = (item.servers ?? document.servers)[0]?.url ?? '';
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      const template = `${prefix}${path}`.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      routes.push({
        method: method.toUpperCase(),
        pointer: `/paths/${pointerSegment(path)}/${method}`,
        pattern: new RegExp(`^${template.replace(/{\w+}/g, '[^/]+')}$`),
        parameters: template.match(/{\w+}/g)?.length ?? 0,
        operation,
      });
    }
  }
  return routes.sort((one, other) => one.parameters - other.parameters);
}

/**
 * Checks the server's answers against the responses api/openapi.yaml documents: the operation a
 * request reached, its status among the operation's responses, the declared media type, and a
 * JSON body against that response's schema (Ajv, JSON Schema 2020-12 as OpenAPI 3.1 has it).
 */
export function responseValidator() {
  const document = parse(readFileSync(repoPath('api', 'openapi.yaml'), 'utf8')) as Document;
  const routes = routesOf(document);
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  // The whole document is one schema resource, so that each $ref: '#/components/...' resolves;
  // its own sections (openapi, paths, components...) are known words there, not schema keywords.
  ajv.addVocabulary(Object.keys(document));
  ajv.addSchema(document, documentId);
  const validators = new Map<string, ValidateFunction>();

  function validatorAt(pointer: string): ValidateFunction {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${documentId}#${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  }

  function check(answer: Answer): Verdict {
    const path = answer.url.split('?')[0] ?? '';
    const route = routes.find(
      ({ method, pattern }) => method === answer.method && pattern.test(path),
    );
    if (!route) {
      return { operationId: '(none)', problem: `api/openapi.yaml has no ${answer.method} ${path}` };
    }
    const { operationId, responses } = route.operation;
    const fail = (problem: string): Verdict => ({ operationId, problem });
    const documented = responses[answer.status];
    if (!documented) {
      return fail(`status ${answer.status} is not among its responses (${Object.keys(responses)})`);
    }
    // A shared response ('#/components/responses/Error') is read where the reference points.
    const shared = documented.$ref?.replace('#/components/responses/', '');
    const response = shared === undefined ? documented : document.components.responses[shared];
    const pointer = documented.$ref?.slice(1) ?? `${route.pointer}/responses/${answer.status}`;
    const declared = Object.keys(response?.content ?? {});
    // A response that declares no content leaves its body to the prose.
    if (declared.length === 0) return { operationId };
    const type = mediaType(answer.contentType);
    if (!declared.includes(type)) {
      return fail(`Content-Type ${answer.contentType} is not the declared ${declared.join(', ')}`);
    }
    if (!type.endsWith('json')) return { operationId };
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return fail(`the body is not JSON: ${answer.text.slice(0, 80)}`);
    }
    const validate = validatorAt(`${pointer}/content/${pointerSegment(type)}/schema`);
    if (validate(body)) return { operationId };
    return fail(ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' }));
  }

  return {
    check,
    /** Every operation id of the document. */
    operationIds: routes.map(({ operation }) => operation.operationId),
  };
}
