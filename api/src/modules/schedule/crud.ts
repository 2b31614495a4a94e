import { Type } from '@sinclair/typebox';
import type { TObject, TSchema } from '@sinclair/typebox';
import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { badRequest, notFound } from '../../lib/http-errors';
import { arrayPaging, arrayWindow, NoContent, UserItemParams, UserParams } from '../../lib/schemas';
import { target } from '../../plugins/auth';
import type { UserTable } from './repository';

export interface CrudOptions<Row> {
  /** What the list holds, e.g. 'appointments' (the list's summary). */
  segment: string;
  /**
   * The paths, written out where the routes are declared so that a search for a path finds its
   * declaration: the list (GET, POST) and the item paths (GET, PUT, PATCH, DELETE), e.g.
   * '/users/:id/appointments/' and '/users/:id/appointments/:itemId/'.
   */
  paths: { list: string; items: readonly [string, ...string[]] };
  tag: string;
  repo: UserTable<Row>;
  /** Create schema (required fields required) and its all-optional PATCH variant. */
  create: TObject;
  patch: TSchema;
  /** The response schema of one item and the row → response mapping. */
  item: TSchema;
  out: (row: Row) => unknown;
  /** Extra checks on the merged row before writing; throw badRequest to refuse. */
  check?: (row: Record<string, unknown>) => void;
  /** Which items a page of the list holds, when it is not plain order. */
  listDescription?: string;
}

/** List/create/read/update/delete of a table owned by a user, behind the 'care' access rule. */
export function registerUserCrud<Row>(app: App, o: CrudOptions<Row>): void {
  const db = app.db;
  const base = o.paths.list;
  const itemPaths = o.paths.items;
  const tags = [o.tag];
  const config = { access: access.care() };

  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: `A user's ${o.segment} (JSON array, a page of at most ${o.repo.max})`,
        ...(o.listDescription ? { description: o.listDescription } : {}),
        params: UserParams,
        querystring: Type.Object(arrayPaging(o.repo.max)),
        response: { 200: Type.Array(o.item) },
      },
    },
    async (req) => {
      const w = arrayWindow(req.query, o.repo.max);
      return (await o.repo.list(db, target(req).id, w.limit, w.offset)).map(o.out);
    },
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Create (201)',
        params: UserParams,
        body: o.create,
        response: { 201: o.item },
      },
    },
    async (req, reply) => {
      const body = req.body as Record<string, unknown>;
      o.check?.(body);
      const row = await o.repo.insert(db, target(req).id, body);
      reply.code(201);
      return o.out(row);
    },
  );

  for (const path of itemPaths) {
    app.get(
      path,
      {
        config,
        schema: { tags, summary: 'One item', params: UserItemParams, response: { 200: o.item } },
      },
      async (req) => {
        const row = await o.repo.find(db, target(req).id, req.params.itemId);
        if (!row) throw notFound();
        return o.out(row);
      },
    );

    for (const method of ['PUT', 'PATCH'] as const) {
      app.route({
        method,
        url: path,
        config,
        schema: {
          tags,
          summary: method === 'PUT' ? 'Replace an item' : 'Update some fields of an item',
          params: UserItemParams,
          body: method === 'PUT' ? o.create : o.patch,
          response: { 200: o.item },
        },
        handler: async (req) => {
          const userId = target(req).id;
          const existing = await o.repo.find(db, userId, req.params.itemId);
          if (!existing) throw notFound();
          const body = req.body as Record<string, unknown>;
          o.check?.({ ...(existing as Record<string, unknown>), ...body });
          const row = await o.repo.update(db, userId, req.params.itemId, body);
          if (!row) throw notFound();
          return o.out(row);
        },
      });
    }

    app.delete(
      path,
      {
        config,
        schema: {
          tags,
          summary: 'Delete (204)',
          params: UserItemParams,
          response: { 204: NoContent },
        },
      },
      async (req, reply) => {
        if (!(await o.repo.remove(db, target(req).id, req.params.itemId))) throw notFound();
        return reply.code(204).send(null);
      },
    );
  }
}

/** Refuses a text field that is only spaces, with the message under the field (`fields`). */
export function checkFilled(row: Record<string, unknown>, key: string, message: string): void {
  const v = row[key];
  if (typeof v === 'string' && v.trim() === '') {
    throw badRequest(message, { code: 'invalid', fields: { [key]: message } });
  }
}

/** Refuses an end before its start, with the message under the end field (`fields`). */
export function checkTimeOrder(startKey: string, endKey: string, message: string) {
  return (row: Record<string, unknown>): void => {
    const time = (v: unknown): number | null =>
      v instanceof Date ? v.getTime() : typeof v === 'string' ? new Date(v).getTime() : null;
    const s = time(row[startKey]);
    const e = time(row[endKey]);
    if (s === null || e === null) return;
    if (e < s) throw badRequest(message, { code: 'invalid', fields: { [endKey]: message } });
  };
}
