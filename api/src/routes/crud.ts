import type { TObject } from '@sinclair/typebox';
import { actor } from '../app';
import type { App } from '../app';
import { badRequest, notFound } from '../http';
import { requireAccess } from '../policy';
import { UserItemParams, UserParams, out } from './common';

export interface CrudOptions {
  /** e.g. 'appointments' (URL segment) */
  segment: string;
  table: string;
  tag: string;
  /** Writable columns and their create schema (required fields required). */
  create: TObject;
  /** Same fields, all optional (PATCH). */
  patch: TObject;
  columns: readonly string[];
  orderBy: string;
  /** Extra checks on the merged row before writing; throw badRequest to refuse. */
  check?: (row: Record<string, unknown>) => void;
  /** JSON columns need serialising for the driver. */
  jsonColumns?: readonly string[];
  extraItemPaths?: string[];
}

/** List/create/read/update/delete of a table owned by a user, behind the 'care' access rule. */
export function registerUserCrud(app: App, o: CrudOptions): void {
  const db = app.db;
  const base = `/users/:id/${o.segment}/`;
  const itemPaths = [`/users/:id/${o.segment}/:itemId/`, ...(o.extraItemPaths ?? [])];
  const tags = [o.tag];
  const param = (col: string, i: number): string =>
    o.jsonColumns?.includes(col) ? `$${i}::text::jsonb` : `$${i}`;
  const value = (col: string, v: unknown): unknown =>
    o.jsonColumns?.includes(col) && v !== null && v !== undefined ? JSON.stringify(v) : v;

  app.get(
    base,
    { schema: { tags, summary: `A user's ${o.segment} (JSON array)`, params: UserParams } },
    async (req) => {
      const target = await requireAccess(db, actor(req), req.params.id, 'care');
      const rows = await db.query<Record<string, unknown>>(
        `SELECT * FROM ${o.table} WHERE user_id = $1 ORDER BY ${o.orderBy}`,
        [target.id],
      );
      return rows.map(out);
    },
  );

  app.post(
    base,
    { schema: { tags, summary: `Create (201)`, params: UserParams, body: o.create } },
    async (req, reply) => {
      const target = await requireAccess(db, actor(req), req.params.id, 'care');
      const body = req.body as Record<string, unknown>;
      o.check?.(body);
      const cols = o.columns.filter((c) => body[c] !== undefined);
      const rows = await db.query<Record<string, unknown>>(
        `INSERT INTO ${o.table} (user_id${cols.map((c) => `, ${c}`).join('')})
         VALUES ($1${cols.map((c, i) => `, ${param(c, i + 2)}`).join('')}) RETURNING *`,
        [target.id, ...cols.map((c) => value(c, body[c]))],
      );
      reply.code(201);
      return out(rows[0] as Record<string, unknown>);
    },
  );

  for (const path of itemPaths) {
    app.get(
      path,
      { schema: { tags, summary: 'One item', params: UserItemParams } },
      async (req) => {
        const target = await requireAccess(db, actor(req), req.params.id, 'care');
        const rows = await db.query<Record<string, unknown>>(
          `SELECT * FROM ${o.table} WHERE user_id = $1 AND id = $2`,
          [target.id, req.params.itemId],
        );
        if (!rows[0]) throw notFound();
        return out(rows[0]);
      },
    );

    for (const method of ['put', 'patch'] as const) {
      app[method](
        path,
        {
          schema: {
            tags,
            summary: method === 'put' ? 'Replace an item' : 'Update some fields of an item',
            params: UserItemParams,
            body: method === 'put' ? o.create : o.patch,
          },
        },
        async (req) => {
          const target = await requireAccess(db, actor(req), req.params.id, 'care');
          const existing = await db.query<Record<string, unknown>>(
            `SELECT * FROM ${o.table} WHERE user_id = $1 AND id = $2`,
            [target.id, req.params.itemId],
          );
          if (!existing[0]) throw notFound();
          const body = req.body as Record<string, unknown>;
          o.check?.({ ...existing[0], ...body });
          const cols = o.columns.filter((c) => body[c] !== undefined);
          if (cols.length === 0) return out(existing[0]);
          const rows = await db.query<Record<string, unknown>>(
            `UPDATE ${o.table} SET ${cols.map((c, i) => `${c} = ${param(c, i + 3)}`).join(', ')}, updated_at = now()
             WHERE user_id = $1 AND id = $2 RETURNING *`,
            [target.id, req.params.itemId, ...cols.map((c) => value(c, body[c]))],
          );
          return out(rows[0] as Record<string, unknown>);
        },
      );
    }

    app.delete(
      path,
      { schema: { tags, summary: 'Delete (204)', params: UserItemParams } },
      async (req, reply) => {
        const target = await requireAccess(db, actor(req), req.params.id, 'care');
        const rows = await db.query(
          `DELETE FROM ${o.table} WHERE user_id = $1 AND id = $2 RETURNING id`,
          [target.id, req.params.itemId],
        );
        if (rows.length === 0) throw notFound();
        return reply.code(204).send();
      },
    );
  }
}

export function checkTimeOrder(startKey: string, endKey: string) {
  return (row: Record<string, unknown>): void => {
    const time = (v: unknown): number | null =>
      v instanceof Date ? v.getTime() : typeof v === 'string' ? new Date(v).getTime() : null;
    const s = time(row[startKey]);
    const e = time(row[endKey]);
    if (s === null || e === null) return;
    if (e < s) {
      throw badRequest(`${endKey} must not be before ${startKey}.`);
    }
  };
}
