import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { actor } from '../app';
import type { App } from '../app';
import { audit } from '../audit';
import { badRequest, notFound } from '../http';
import { requireAccess } from '../policy';
import { EMAIL_RE, UserItemParams, UserParams } from './common';

const TAG = ['emergency contacts'];
export const CONTACT_TYPES = ['Family', 'Friend', 'Caregiver', 'Emergency Contact'] as const;
export const CONTACT_MESSAGES = {
  requiredAdd: 'Please fill in all required fields (Name, Relationship, Phone Number).',
  requiredEdit: 'Please fill in all required fields.',
  phoneTooLong: 'Phone number cannot exceed 20 characters.',
  badType: `Contact type must be one of: ${CONTACT_TYPES.join(', ')}.`,
  badEmail: 'Enter a valid email address.',
} as const;

// Loose types on purpose: the spec's own messages are given for missing or blank fields, not
// Ajv's. Lengths are still capped here.
const Str = (max: number) =>
  Type.Optional(Type.Union([Type.String({ maxLength: max }), Type.Null()]));
const ContactBody = Type.Object({
  name: Str(200),
  relationship: Str(100),
  phone_number: Str(200),
  email: Str(254),
  notes: Str(2000),
  contact_type: Str(50),
});
type Body = Static<typeof ContactBody>;

const ContactOut = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  name: Type.String(),
  relationship: Type.String(),
  phone_number: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  notes: Type.Union([Type.String(), Type.Null()]),
  contact_type: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
});

interface ContactRow {
  id: number;
  user_id: number;
  name: string;
  relationship: string;
  phone_number: string;
  email: string | null;
  notes: string | null;
  contact_type: string;
  created_at: Date;
  updated_at: Date;
}
function contactOut(r: ContactRow): Static<typeof ContactOut> {
  return { ...r, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() };
}

interface Clean {
  name: string;
  relationship: string;
  phone_number: string;
  email: string | null;
  notes: string | null;
  contact_type: string;
}

/** Spec 5: trimmed values; the three required fields; phone at most 20; empty type is Family. */
export function validateContact(b: Body, mode: 'add' | 'edit'): Clean {
  const t = (v: string | null | undefined): string => (v ?? '').trim();
  const name = t(b.name);
  const relationship = t(b.relationship);
  const phone = t(b.phone_number);
  if (!name || !relationship || !phone) {
    throw badRequest(mode === 'add' ? CONTACT_MESSAGES.requiredAdd : CONTACT_MESSAGES.requiredEdit);
  }
  if (phone.length > 20) throw badRequest(CONTACT_MESSAGES.phoneTooLong);
  const type = t(b.contact_type) || 'Family';
  if (!(CONTACT_TYPES as readonly string[]).includes(type))
    throw badRequest(CONTACT_MESSAGES.badType);
  const email = t(b.email);
  if (email && !EMAIL_RE.test(email)) throw badRequest(CONTACT_MESSAGES.badEmail);
  return {
    name,
    relationship,
    phone_number: phone,
    email: email || null,
    notes: t(b.notes) || null,
    contact_type: type,
  };
}

export default function contactRoutes(app: App): void {
  const db = app.db;
  const base = '/users/:id/emergency-contacts/';
  const item = '/users/:id/emergency-contacts/:itemId/';

  app.get(
    base,
    {
      schema: {
        tags: TAG,
        summary: "A user's emergency contacts (JSON array)",
        params: UserParams,
        response: { 200: Type.Array(ContactOut) },
      },
    },
    async (req) => {
      const target = await requireAccess(db, actor(req), req.params.id, 'care');
      const rows = await db.query<ContactRow>(
        'SELECT * FROM emergency_contacts WHERE user_id = $1 ORDER BY id',
        [target.id],
      );
      await audit(req, target.id, 'read', 'emergency_contact', null);
      return rows.map(contactOut);
    },
  );

  app.post(
    base,
    {
      schema: {
        tags: TAG,
        summary: 'Add a contact',
        description: `400 messages: '${CONTACT_MESSAGES.requiredAdd}', '${CONTACT_MESSAGES.phoneTooLong}'.`,
        params: UserParams,
        body: ContactBody,
        response: { 201: ContactOut },
      },
    },
    async (req, reply) => {
      const target = await requireAccess(db, actor(req), req.params.id, 'care');
      const c = validateContact(req.body, 'add');
      const rows = await db.query<ContactRow>(
        `INSERT INTO emergency_contacts (user_id, name, relationship, phone_number, email, notes, contact_type)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
        [target.id, c.name, c.relationship, c.phone_number, c.email, c.notes, c.contact_type],
      );
      const row = rows[0] as ContactRow;
      await audit(req, target.id, 'create', 'emergency_contact', row.id);
      reply.code(201);
      return contactOut(row);
    },
  );

  app.get(
    item,
    {
      schema: {
        tags: TAG,
        summary: 'One contact',
        params: UserItemParams,
        response: { 200: ContactOut },
      },
    },
    async (req) => {
      const target = await requireAccess(db, actor(req), req.params.id, 'care');
      const rows = await db.query<ContactRow>(
        'SELECT * FROM emergency_contacts WHERE user_id = $1 AND id = $2',
        [target.id, req.params.itemId],
      );
      if (!rows[0]) throw notFound('Contact not found.');
      await audit(req, target.id, 'read', 'emergency_contact', req.params.itemId);
      return contactOut(rows[0]);
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      item,
      {
        schema: {
          tags: TAG,
          summary: 'Update a contact (whole object)',
          description: `400 messages: '${CONTACT_MESSAGES.requiredEdit}', '${CONTACT_MESSAGES.phoneTooLong}'.`,
          params: UserItemParams,
          body: ContactBody,
          response: { 200: ContactOut },
        },
      },
      async (req) => {
        const target = await requireAccess(db, actor(req), req.params.id, 'care');
        const existing = await db.query<Body>(
          'SELECT * FROM emergency_contacts WHERE user_id = $1 AND id = $2',
          [target.id, req.params.itemId],
        );
        if (!existing[0]) throw notFound('Contact not found.');
        const merged = method === 'patch' ? { ...existing[0], ...req.body } : req.body;
        const c = validateContact(merged, 'edit');
        const rows = await db.query<ContactRow>(
          `UPDATE emergency_contacts SET name = $3, relationship = $4, phone_number = $5, email = $6,
             notes = $7, contact_type = $8, updated_at = now()
           WHERE user_id = $1 AND id = $2 RETURNING *`,
          [
            target.id,
            req.params.itemId,
            c.name,
            c.relationship,
            c.phone_number,
            c.email,
            c.notes,
            c.contact_type,
          ],
        );
        await audit(req, target.id, 'update', 'emergency_contact', req.params.itemId);
        return contactOut(rows[0] as ContactRow);
      },
    );
  }

  app.delete(
    item,
    { schema: { tags: TAG, summary: 'Delete a contact (204)', params: UserItemParams } },
    async (req, reply) => {
      const target = await requireAccess(db, actor(req), req.params.id, 'care');
      const rows = await db.query(
        'DELETE FROM emergency_contacts WHERE user_id = $1 AND id = $2 RETURNING id',
        [target.id, req.params.itemId],
      );
      if (rows.length === 0) throw notFound('Contact not found.');
      await audit(req, target.id, 'delete', 'emergency_contact', req.params.itemId);
      return reply.code(204).send();
    },
  );
}
