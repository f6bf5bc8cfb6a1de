import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { demoClearKeysFile } from '../drm/clearkey-keys';
import { clearKeyLicensePath } from '../drm/clearkey-license-route';
import { repoPath } from '../paths';

/** A JSON Schema as api/openapi.yaml writes it, after $ref resolution. */
interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** One operation of the API document, with everything a request generator needs. */
export interface FuzzOperation {
  method: string;
  /** The server path template, prefix included: '/api/contents/{id}'. */
  path: string;
  parameters: Parameter[];
  body: Schema | undefined;
  /** Whether its answer is a viewer's: it declares the device header or wants a bearer token. */
  readsViewer: boolean;
}

/** One generated request. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const methods = ['get', 'put', 'post', 'delete', 'patch'];
const sessionContextHeader = 'X-Session-Context';

/** The contract's bound of the device id (api/openapi.yaml, components.parameters.SessionContext). */
export const sessionContextMaxLength = 200;

/** Authorization values that are not one `Bearer <token>`: never to be read as no credentials. */
export const malformedCredentials = [
  'Basic Og==',
  'Bearer',
  'Bearer ',
  'Bearer x y',
  'Token abc',
  '',
] as const;

/** Whether a request carries credentials that cannot be read. */
export const hasMalformedCredentials = (request: FuzzRequest): boolean =>
  (malformedCredentials as readonly string[]).includes(request.headers.authorization ?? 'none');

/** Whether a request's device id is longer than the contract allows. */
export const hasOversizedDeviceId = (request: FuzzRequest): boolean =>
  (request.headers[sessionContextHeader]?.length ?? 0) > sessionContextMaxLength;

/** Every operation of api/openapi.yaml, with references resolved. */
export function apiOperations(): FuzzOperation[] {
  const document = parse(readFileSync(repoPath('api', 'openapi.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, unknown> & { servers?: { url: string }[] }>;
  };
  const resolve = (value: unknown, depth = 0): unknown => {
    if (depth > 12 || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((item) => resolve(item, depth + 1));
    const reference = (value as { $ref?: string }).$ref;
    if (reference) {
      const target = reference
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
      return resolve(target, depth + 1);
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolve(item, depth + 1)]),
    );
  };
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const prefix = item.servers?.[0]?.url ?? '/api';
    for (const method of methods) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const resolved = resolve(operation) as Operation;
      const parameters = resolved.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path: prefix + path,
        parameters,
        body: resolved.requestBody?.content?.['application/json']?.schema,
        readsViewer:
          (resolved.security?.length ?? 0) > 0 ||
          parameters.some((parameter) => parameter.name === sessionContextHeader),
      });
    }
  }
  return operations;
}

/**
 * The routes beside api/openapi.yaml that read a body and the viewer's headers, described as its
 * operations are: the Clear Key license server. Its key ids are drawn from a known and an unknown
 * one (the generator knows no patterns), so that valid requests reach both answers.
 */
export function unlistedOperations(): FuzzOperation[] {
  const { keys } = JSON.parse(readFileSync(demoClearKeysFile, 'utf8')) as {
    keys: { kid: string }[];
  };
  const kids = [...keys.map(({ kid }) => kid), '00'.repeat(16)].map((hex) =>
    Buffer.from(hex, 'hex').toString('base64url'),
  );
  return [
    {
      method: 'POST',
      path: clearKeyLicensePath,
      parameters: [
        {
          name: sessionContextHeader,
          in: 'header',
          schema: { type: 'string', maxLength: sessionContextMaxLength },
        },
      ],
      body: {
        type: 'object',
        required: ['kids'],
        properties: {
          kids: { type: 'array', items: { enum: kids } },
          type: { enum: ['temporary', 'persistent-license'] },
        },
      },
      readsViewer: true,
    },
  ];
}

/** A small seeded generator (mulberry32), so that a failing case can be run again. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Values that break naive parsers: wrong types, edges of numbers, encodings, injections, sizes.
const hostileStrings = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  '9007199254740993',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '%',
  '%E0%A4%A',
  '%00',
  '../../etc/passwd',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  ']]>&amp;<x/>',
  '𝕏\u2028\u0000',
  'a'.repeat(5000),
];

const pick = <T>(random: () => number, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)] as T;

/** A value that fits the schema (as far as this small generator knows schemas). */
function validValue(schema: Schema | undefined, random: () => number, depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return pick(random, schema.enum);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return validValue(pick(random, variants), random, depth + 1);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => validValue(part, random, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? 0;
      const high = Math.min(schema.maximum ?? low + 20, low + 1000);
      const value = low + random() * (high - low);
      return type === 'integer' ? Math.round(value) : value;
    }
    case 'boolean':
      return random() < 0.5;
    case 'array':
      return [validValue(schema.items, random, depth + 1)];
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random() < 0.5) {
          result[key] = validValue(property, random, depth + 1);
        }
      }
      return result;
    }
    default: {
      if (schema.format === 'email') return `fuzz${Math.floor(random() * 1e6)}@example.com`;
      const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12));
      return 'f'.repeat(length);
    }
  }
}

/** A value that is wrong for the schema, or hostile to whatever reads it. */
function hostileValue(random: () => number): unknown {
  return pick(random, [
    ...hostileStrings,
    -1,
    0,
    1.5,
    1e308,
    -1e308,
    true,
    null,
    [],
    [1, 2],
    {},
    { $gt: '' },
    { __proto__: { admin: true } },
    deepArray(200),
  ]);
}

function deepArray(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

/** A body: valid, valid with one field broken, or not the schema's kind at all. */
function bodyFor(schema: Schema | undefined, random: () => number): string | undefined {
  const roll = random();
  if (!schema && roll < 0.5) return undefined;
  if (roll < 0.35) return JSON.stringify(validValue(schema, random));
  if (roll < 0.8) {
    const value = validValue(schema, random);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(schema?.properties ?? {});
      const key = keys.length > 0 ? pick(random, keys) : 'extra';
      (value as Record<string, unknown>)[key] = hostileValue(random);
    }
    return JSON.stringify(value);
  }
  return pick(random, ['', '{', 'null', '"text"', '[]', '['.repeat(5000) + ']'.repeat(5000)]);
}

/** Text for a path segment or a query value: mostly valid, often hostile, always encoded. */
function parameterText(parameter: Parameter, random: () => number): string {
  const value =
    random() < 0.4 ? validValue(parameter.schema, random) : pick(random, hostileStrings);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // Some hostile strings are already broken encodings: send those as they are.
  return random() < 0.15
    ? text.replace(/[^%\w.-]/gu, encodeURIComponent)
    : encodeURIComponent(text);
}

/** Requests for one operation, from its parameters' and body's schemas. */
export function fuzzRequests(
  operation: FuzzOperation,
  count: number,
  random: () => number,
  tokens: { admin: string; user: string },
): FuzzRequest[] {
  const requests: FuzzRequest[] = [];
  for (let index = 0; index < count; index += 1) {
    let url = operation.path;
    const query: string[] = [];
    const headers: Record<string, string> = {};
    for (const parameter of operation.parameters) {
      if (parameter.in === 'path') {
        url = url.replace(`{${parameter.name}}`, parameterText(parameter, random));
      } else if (parameter.in === 'query' && (parameter.required || random() < 0.6)) {
        const repeats = random() < 0.2 ? 2 : 1;
        for (let repeat = 0; repeat < repeats; repeat += 1) {
          query.push(`${encodeURIComponent(parameter.name)}=${parameterText(parameter, random)}`);
        }
      } else if (parameter.in === 'header' && random() < 0.5) {
        headers[parameter.name] = pick(random, ['device-1', '', 'x'.repeat(300), '\t']);
      }
    }
    // The device id's bound holds on every call, whether the operation declares the header or not.
    if (random() < 0.1) headers[sessionContextHeader] = 'd'.repeat(sessionContextMaxLength + 1);
    if (random() < 0.1)
      query.push(pick(random, ['%', 'a=%zz', '=&&=', 'a[b][c]=1', '__proto__=1']));
    const who = random();
    if (who < 0.4) headers.authorization = `Bearer ${tokens.admin}`;
    else if (who < 0.6) headers.authorization = `Bearer ${tokens.user}`;
    else if (who < 0.65) headers.authorization = 'Bearer x.y.z';
    else if (who < 0.8) headers.authorization = pick(random, malformedCredentials);
    const body = ['POST', 'PUT', 'PATCH'].includes(operation.method)
      ? bodyFor(operation.body, random)
      : undefined;
    if (body !== undefined) headers['content-type'] = 'application/json';
    requests.push({
      method: operation.method,
      url: query.length > 0 ? `${url}?${query.join('&')}` : url,
      headers,
      body,
    });
  }
  return requests;
}
