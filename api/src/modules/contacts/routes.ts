import { Type } from '@sinclair/typebox';
import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { notFound } from '../../lib/http-errors';
import { arrayPaging, arrayWindow, NoContent, UserItemParams, UserParams } from '../../lib/schemas';
import { target } from '../../plugins/auth';
import { audit } from '../audit';
import * as repo from './repository';
import { CONTACT_MESSAGES, Contact, ContactBody, contactOut, validateContact } from './schemas';

const tags = ['emergency contacts'];
const NOT_FOUND = 'Contact not found.';
/** Most contacts one answer holds (and the default page size). */
const CONTACT_LIST_MAX = 100;

export default function contactRoutes(app: App): void {
  const db = app.db;
  const base = '/users/:id/emergency-contacts/';
  const item = '/users/:id/emergency-contacts/:itemId/';

  app.get(
    base,
    {
      config: { access: access.care() },
      schema: {
        tags,
        summary: `A user's emergency contacts (JSON array, a page of at most ${CONTACT_LIST_MAX})`,
        params: UserParams,
        querystring: Type.Object(arrayPaging(CONTACT_LIST_MAX)),
        response: { 200: Type.Array(Contact) },
      },
    },
    async (req) => {
      const t = target(req);
      const w = arrayWindow(req.query, CONTACT_LIST_MAX);
      const rows = await repo.listContacts(db, t.id, w.limit, w.offset);
      await audit(req, t.id, 'read', 'emergency_contact', null);
      return rows.map(contactOut);
    },
  );

  app.post(
    base,
    {
      config: { access: access.care() },
      schema: {
        tags,
        summary: 'Add a contact',
        description: `400 messages: '${CONTACT_MESSAGES.requiredAdd}', '${CONTACT_MESSAGES.phoneTooLong}'.`,
        params: UserParams,
        body: ContactBody,
        response: { 201: Contact },
      },
    },
    async (req, reply) => {
      const t = target(req);
      const row = await repo.insertContact(db, t.id, validateContact(req.body, 'add'));
      await audit(req, t.id, 'create', 'emergency_contact', row.id);
      reply.code(201);
      return contactOut(row);
    },
  );

  app.get(
    item,
    {
      config: { access: access.care() },
      schema: { tags, summary: 'One contact', params: UserItemParams, response: { 200: Contact } },
    },
    async (req) => {
      const t = target(req);
      const row = await repo.findContact(db, t.id, req.params.itemId);
      if (!row) throw notFound(NOT_FOUND);
      await audit(req, t.id, 'read', 'emergency_contact', row.id);
      return contactOut(row);
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: item,
      config: { access: access.care() },
      schema: {
        tags,
        summary:
          method === 'PUT' ? 'Update a contact (whole object)' : 'Update some fields of a contact',
        description: `400 messages: '${CONTACT_MESSAGES.requiredEdit}', '${CONTACT_MESSAGES.phoneTooLong}'.`,
        params: UserItemParams,
        body: ContactBody,
        response: { 200: Contact },
      },
      handler: async (req) => {
        const t = target(req);
        const existing = await repo.findContact(db, t.id, req.params.itemId);
        if (!existing) throw notFound(NOT_FOUND);
        const merged = method === 'PATCH' ? { ...existing, ...req.body } : req.body;
        const row = await repo.updateContact(
          db,
          t.id,
          existing.id,
          validateContact(merged, 'edit'),
        );
        if (!row) throw notFound(NOT_FOUND);
        await audit(req, t.id, 'update', 'emergency_contact', row.id);
        return contactOut(row);
      },
    });
  }

  app.delete(
    item,
    {
      config: { access: access.care() },
      schema: {
        tags,
        summary: 'Delete a contact (204)',
        params: UserItemParams,
        response: { 204: NoContent },
      },
    },
    async (req, reply) => {
      const t = target(req);
      if (!(await repo.deleteContact(db, t.id, req.params.itemId))) throw notFound(NOT_FOUND);
      await audit(req, t.id, 'delete', 'emergency_contact', req.params.itemId);
      return reply.code(204).send(null);
    },
  );
}
