import type { Queryable } from '../../db/db';

export interface ContactRow {
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

export interface ContactFields {
  name: string;
  relationship: string;
  phone_number: string;
  email: string | null;
  notes: string | null;
  contact_type: string;
}

/** A page of a user's emergency contacts in the order they were added. */
export async function listContacts(
  q: Queryable,
  userId: number,
  limit: number,
  offset: number,
): Promise<ContactRow[]> {
  return q.query<ContactRow>(
    'SELECT * FROM emergency_contacts WHERE user_id = $1 ORDER BY id LIMIT $2 OFFSET $3',
    [userId, limit, offset],
  );
}

export async function findContact(
  q: Queryable,
  userId: number,
  id: number,
): Promise<ContactRow | null> {
  const rows = await q.query<ContactRow>(
    'SELECT * FROM emergency_contacts WHERE user_id = $1 AND id = $2',
    [userId, id],
  );
  return rows[0] ?? null;
}

export async function insertContact(q: Queryable, userId: number, c: ContactFields) {
  const rows = await q.query<ContactRow>(
    `INSERT INTO emergency_contacts (user_id, name, relationship, phone_number, email, notes, contact_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
    [userId, c.name, c.relationship, c.phone_number, c.email, c.notes, c.contact_type],
  );
  return rows[0] as ContactRow;
}

export async function updateContact(q: Queryable, userId: number, id: number, c: ContactFields) {
  const rows = await q.query<ContactRow>(
    `UPDATE emergency_contacts SET name = $3, relationship = $4, phone_number = $5, email = $6,
       notes = $7, contact_type = $8, updated_at = now()
     WHERE user_id = $1 AND id = $2 RETURNING *`,
    [userId, id, c.name, c.relationship, c.phone_number, c.email, c.notes, c.contact_type],
  );
  return rows[0] ?? null;
}

export async function deleteContact(q: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await q.query(
    'DELETE FROM emergency_contacts WHERE user_id = $1 AND id = $2 RETURNING id',
    [userId, id],
  );
  return rows.length > 0;
}
