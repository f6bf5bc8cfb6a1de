import AjvCompiler, {
  type BuildCompilerFromPool,
  type Options,
  type RouteDefinition,
} from '@fastify/ajv-compiler';

type Pool = Parameters<BuildCompilerFromPool>;
type RouteCompiler = (route: RouteDefinition) => Validate;
interface Validate {
  (data: unknown): boolean;
  errors?: unknown[] | null;
}

const forText = AjvCompiler();
const forJson = AjvCompiler();

// The package's types describe a compiler of schemas; Fastify calls it with the route.
const routeCompiler = (compiler: unknown) => compiler as RouteCompiler;

/** A text part's validator that also refuses what Ajv's coercion let through as Infinity. */
function finiteNumbersOnly(validate: Validate): Validate {
  const checked: Validate = (data) => {
    const valid = validate(data);
    checked.errors = validate.errors;
    if (
      !valid ||
      !Object.values(data ?? {})
        .flat()
        .some(isNotFinite)
    )
      return valid;
    checked.errors = [{ instancePath: '', message: 'must hold finite numbers only' }];
    return false;
  };
  return checked;
}

const isNotFinite = (value: unknown) => typeof value === 'number' && !Number.isFinite(value);

type HeaderSchema = { properties?: Record<string, unknown>; required?: string[] };

/**
 * Node gives header names in lower case. Fastify lowercases a header schema's names to match,
 * but not for a custom compiler such as this one: 'X-Session-Context' of api/openapi.yaml never
 * matched, and its maxLength was never checked. Lowercased here instead.
 */
function lowerCaseHeaderNames(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null) return schema;
  const { properties, required } = schema as HeaderSchema;
  return {
    ...schema,
    ...(properties && {
      properties: Object.fromEntries(
        Object.entries(properties).map(([name, value]) => [name.toLowerCase(), value]),
      ),
    }),
    ...(required && { required: required.map((name) => name.toLowerCase()) }),
  };
}

/**
 * Query, path and header values are text, so their schemas coerce ('20' is 20). A JSON body is
 * already typed, and coercing it is a hole: Ajv turns '1e309' into Infinity, which then passes
 * `maximum` and reaches SQLite (a 500). Bodies are validated without coercion, and a coerced
 * text value must be a finite number.
 */
export const buildRequestValidator = ((externalSchemas: Pool[0], options: Pool[1]) => {
  const text = routeCompiler(forText(externalSchemas, options));
  const json = routeCompiler(
    forJson(externalSchemas, {
      plugins: options?.plugins,
      onCreate: options?.onCreate,
      customOptions: { ...(options?.customOptions as Options), coerceTypes: false },
    }),
  );
  return (route: RouteDefinition) => {
    if (route.httpPart === 'body') return json(route);
    if (route.httpPart === 'headers') {
      return finiteNumbersOnly(text({ ...route, schema: lowerCaseHeaderNames(route.schema) }));
    }
    return finiteNumbersOnly(text(route));
  };
}) as unknown as BuildCompilerFromPool;
