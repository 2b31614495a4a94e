import type { Ctx } from '../helpers';

/** The parts of the OpenAPI document the contract tests walk. */
export interface XAccess {
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

export const resolve = (doc: Doc, s: JsonSchema | undefined): JsonSchema | undefined =>
  s?.$ref ? doc.components.schemas[s.$ref.replace('#/components/schemas/', '')] : s;
