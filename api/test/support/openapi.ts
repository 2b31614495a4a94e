import type { Ctx } from '../helpers';

/** The parts of the OpenAPI document the contract tests walk. */
interface XAccess {
  rule: string;
  target?: { in: 'path' | 'body'; name: string; resource: string };
}
export interface Operation {
  method: string;
  path: string;
  op: {
    'x-access'?: XAccess;
    parameters?: { in: string; name: string; schema?: unknown }[];
    requestBody?: { content: Record<string, { schema?: JsonSchema }> };
    responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  };
}
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
}
interface Doc {
  paths: Record<string, Record<string, Operation['op']>>;
  components: { schemas: Record<string, JsonSchema> };
}

export async function loadDocument(ctx: Ctx): Promise<Doc> {
  const res = await ctx.call({ method: 'GET', url: '/api/openapi.json' });
  return res.json<Doc>();
}

export function operations(doc: Doc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

/** Ids of Margaret's (the demo user's) things, to fill path parameters with. */
export async function margaretIds(ctx: Ctx): Promise<Record<string, number>> {
  const first = async (table: string, col = 'user_id'): Promise<number> => {
    const rows = await ctx.db.query<{ id: number }>(
      `SELECT id FROM ${table} WHERE ${col} = $1 ORDER BY id LIMIT 1`,
      [ctx.ids.user],
    );
    if (!rows[0]) throw new Error(`no ${table} row for the demo user`);
    return rows[0].id;
  };
  return {
    user: ctx.ids.user,
    'emergency-contacts': await first('emergency_contacts'),
    appointments: await first('appointments'),
    medications: await first('medications'),
    meals: await first('meals'),
    picture: await first('pictures'),
    appointment: await first('appointments'),
    medication: await first('medications'),
    message: await first('messages', 'recipient_id'),
    notification: await first('notifications'),
  };
}

/** The concrete URL of an operation on Margaret's data. */
export function urlFor(o: Operation, ids: Record<string, number>): string {
  const t = o.op['x-access']?.target;
  return o.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (t?.in === 'path' && t.name === name && t.resource !== 'user') {
      return String(ids[t.resource]);
    }
    if (name === 'itemId') {
      const seg = /\/users\/\{id\}\/([a-z-]+)\/\{itemId\}/.exec(o.path)?.[1] ?? '';
      return String(ids[seg]);
    }
    if (name === 'pictureId') return String(ids.picture);
    return String(ids.user);
  });
}

const resolve = (doc: Doc, s: JsonSchema | undefined): JsonSchema | undefined =>
  s?.$ref ? doc.components.schemas[s.$ref.replace('#/components/schemas/', '')] : s;

/** A plausible valid value for a schema (the first choice of every union). */
export function sample(doc: Doc, schema: JsonSchema | undefined, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (!s || depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.anyOf) return sample(doc, s.anyOf[0], depth + 1);
  const type: string = (Array.isArray(s.type) ? s.type[0] : s.type) ?? 'null';
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(doc, v, depth + 1)]),
      );
    case 'array':
      return [sample(doc, s.items, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'date-time') return '2026-11-20T10:00:00Z';
      if (s.format === 'date' || s.pattern?.includes('\\d{4}-')) return '2026-11-20';
      if (s.pattern?.includes(':[0-5]')) return '08:30';
      return 'text';
    default:
      return null;
  }
}

/** Paths (property names) of every string / date / integer field of a schema. */
export function fields(
  doc: Doc,
  schema: JsonSchema | undefined,
  prefix: string[] = [],
  depth = 0,
): { path: string[]; kind: 'string' | 'date-time' | 'date' | 'integer' }[] {
  const s = resolve(doc, schema);
  if (!s || depth > 6) return [];
  if (s.anyOf) return fields(doc, s.anyOf[0], prefix, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'object') {
    return Object.entries(s.properties ?? {}).flatMap(([k, v]) =>
      fields(doc, v, [...prefix, k], depth + 1),
    );
  }
  if (type === 'array') return fields(doc, s.items, [...prefix, '0'], depth + 1);
  if (type === 'integer') return [{ path: prefix, kind: 'integer' }];
  if (type !== 'string' || s.const !== undefined || s.enum) return [];
  if (s.format === 'date-time') return [{ path: prefix, kind: 'date-time' }];
  if (s.format === 'date' || s.pattern?.includes('\\d{4}-'))
    return [{ path: prefix, kind: 'date' }];
  return [{ path: prefix, kind: 'string' }];
}

/** A deep copy of `value` with the field at `path` replaced. */
export function withField(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value)
    ? [...(value as unknown[])]
    : { ...(value as Record<string, unknown>) };
  (copy as Record<string, unknown>)[head] = withField(
    (value as Record<string, unknown>)[head],
    rest,
    replacement,
  );
  return copy;
}
