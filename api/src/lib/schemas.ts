import { Type } from '@sinclair/typebox';
import type { SchemaOptions, Static, TSchema } from '@sinclair/typebox';

const registry = new Map<string, TSchema>();

/**
 * A named schema: listed once under `components.schemas` of the OpenAPI document (so the
 * generated frontend types carry its name) and referenced by `$ref` wherever it is used.
 */
export function component<T extends TSchema>(name: string, schema: T) {
  if (registry.has(name)) throw new Error(`schema ${name} is declared twice`);
  registry.set(name, { ...schema, $id: name, title: name });
  return Type.Unsafe<Static<T>>({ $ref: `${name}#` });
}

/** Every named schema, for `app.addSchema` (the openapi plugin). */
export const namedSchemas = (): TSchema[] => [...registry.values()];

/** Building blocks shared by the modules' schemas. */
export const opt = <T extends TSchema>(t: T) => Type.Optional(t);
export const nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
export const oneOf = <T extends string>(values: readonly T[], options?: SchemaOptions) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  );

/** A database id (PostgreSQL int4). */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const UserParams = Type.Object({ id: Id });
export const UserItemParams = Type.Object({ id: Id, itemId: Id });

/** An instant in RFC 3339 form with an offset (stored as timestamptz). */
export const DateTime = Type.String({ format: 'date-time', maxLength: 40 });
/** A calendar date YYYY-MM-DD. */
export const DateOnly = Type.String({ format: 'date', maxLength: 10 });
/** Timestamps in responses: ISO 8601 UTC strings. */
export const Timestamp = Type.String({ format: 'date-time' });

export const Detail = Type.Object({ detail: Type.String() });

/** Every refusal and error: `{detail}`, sometimes with a code and field information. */
const ErrorBodyFields = Type.Object({
  detail: Type.String(),
  code: opt(Type.String()),
  message: opt(Type.String()),
  error: opt(Type.String()),
  /** Invalid input: a message per field of the body or query (`{end_time: '…'}`). */
  fields: opt(Type.Record(Type.String(), Type.String())),
  messages: opt(
    Type.Array(
      Type.Object({
        token_class: Type.String(),
        token_type: Type.String(),
        message: Type.String(),
      }),
    ),
  ),
});
export const ErrorBody = component('ErrorBody', ErrorBodyFields);

export const NoContent = Type.Null({ description: 'No content' });

export const isoOrNull = (d: Date | null): string | null => (d === null ? null : d.toISOString());

export { isDate as isValidDate } from './formats';

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Paging of a list answered as a plain JSON array (the shape its clients already read): `page`
 * from 1 and `page_size` up to the list's maximum, which is also the default, so a client that
 * sends neither gets the first page, never more than `max` items. A short page is the last one.
 */
export function arrayPaging(max: number) {
  return {
    page: opt(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    page_size: opt(
      Type.Integer({
        minimum: 1,
        maximum: max,
        default: max,
        description: `At most ${max} items a page (the default)`,
      }),
    ),
  };
}

/** A page of an array list as LIMIT/OFFSET (the schema has already bounded page_size). */
export function arrayWindow(
  q: { page?: number | undefined; page_size?: number | undefined },
  max: number,
): { limit: number; offset: number } {
  const limit = Math.min(q.page_size ?? max, max);
  return { limit, offset: ((q.page ?? 1) - 1) * limit };
}
