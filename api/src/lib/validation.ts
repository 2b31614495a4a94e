import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifySchema } from 'fastify';
import { strictFormats } from './formats';

type ValidatorFactory = ReturnType<typeof AjvCompiler>;
type ExternalSchemas = Parameters<ValidatorFactory>[0];
type RouteValidator = ReturnType<ValidatorFactory>;
/** What Fastify hands a route's validator compiler: the schema and the part of the request. */
type RouteSchemaDefinition = Parameters<RouteValidator>[0] & { httpPart?: string };

const BASE = { removeAdditional: false, allErrors: false } as const;
const pool = AjvCompiler();

/**
 * Fastify's validator factory with two Ajv instances: bodies are JSON and validated exactly as sent
 * (no coercion: `{"name":12345}`, an e-mail given as a list, `"times":"09:00"` are wrong types);
 * path parameters, query strings and headers arrive as text and are coerced, after
 * `malformedScalar` has made sure the text is a plain decimal number or `true`/`false` (Ajv alone
 * reads `0x1`, `1e0`, ` 1` and `+1` as 1).
 */
export function buildValidator(externalSchemas: ExternalSchemas): RouteValidator {
  // onCreate, not plugins: the compiler adds ajv-formats after its plugins, which would put back
  // ajv-formats' own `date-time` and `date` (years 0-9999) over the stricter ones.
  const strict = pool(externalSchemas, {
    customOptions: { ...BASE, coerceTypes: false },
    onCreate: strictFormats,
  });
  const coercing = pool(externalSchemas, {
    customOptions: { ...BASE, coerceTypes: 'array' },
    onCreate: strictFormats,
  });
  return ((def: RouteSchemaDefinition) =>
    def.httpPart === 'body' ? strict(def) : coercing(def)) as RouteValidator;
}

interface ScalarSchema {
  type?: unknown;
  anyOf?: ScalarSchema[];
  minimum?: number;
  maximum?: number;
}

const INTEGER = /^-?\d{1,16}$/;
const DIGITS = /^\d{1,16}$/;
const NUMBER = /^-?\d{1,16}(\.\d{1,16})?$/;

/** The scalar types a schema accepts (a union of literals or of nullable types counts each). */
function typesOf(s: ScalarSchema | undefined): Set<string> {
  const out = new Set<string>();
  if (!s) return out;
  if (typeof s.type === 'string') out.add(s.type);
  if (Array.isArray(s.type)) for (const t of s.type) if (typeof t === 'string') out.add(t);
  for (const branch of s.anyOf ?? []) for (const t of typesOf(branch)) out.add(t);
  return out;
}

/** Whether one text value reads as one of the types (anything with a string type accepts text). */
function fits(
  raw: string,
  types: Set<string>,
  s: ScalarSchema | undefined,
  path: boolean,
): boolean {
  if (types.size === 0 || types.has('string')) return true;
  if (path && types.has('integer')) {
    // A path id: decimal digits within the declared range, else it names nothing.
    const n = Number(raw);
    return (
      DIGITS.test(raw) && n >= (s?.minimum ?? 0) && n <= (s?.maximum ?? Number.MAX_SAFE_INTEGER)
    );
  }
  return (
    (types.has('integer') && INTEGER.test(raw)) ||
    (types.has('number') && NUMBER.test(raw)) ||
    (types.has('boolean') && (raw === 'true' || raw === 'false')) ||
    (types.has('null') && raw === '')
  );
}

/**
 * The first property of a path or query object whose text is not a plain form of its declared
 * number or boolean type, or null when every one is. Run before Ajv's coercion sees the text.
 */
export function malformedScalar(
  schema: unknown,
  values: unknown,
  where: 'path' | 'query',
): string | null {
  const props = (schema as { properties?: Record<string, ScalarSchema> } | undefined)?.properties;
  if (!props || values === null || typeof values !== 'object') return null;
  for (const [name, raw] of Object.entries(values as Record<string, unknown>)) {
    const types = typesOf(props[name]);
    const texts: unknown[] = Array.isArray(raw) ? raw : [raw];
    const path = where === 'path';
    if (texts.some((t) => typeof t === 'string' && !fits(t, types, props[name], path))) return name;
  }
  return null;
}

/** The route's declared parameter and query schemas (Fastify keeps them on the route). */
export function inputSchemas(schema: FastifySchema | undefined): {
  params: unknown;
  querystring: unknown;
} {
  return { params: schema?.params, querystring: schema?.querystring };
}
