import type { Queryable } from '../../db/db';
import type { UserRow } from '../../types';

/**
 * The active, approved user whose e-mail is that of one of `callerId`'s emergency contacts with
 * these digits as its phone number (the first such contact), or null.
 */
export async function userOfContactNumber(
  q: Queryable,
  callerId: number,
  digits: string,
): Promise<UserRow | null> {
  const rows = await q.query<UserRow>(
    `SELECT u.* FROM emergency_contacts c
       JOIN users u ON lower(u.email) = lower(c.email)
      WHERE c.user_id = $1 AND regexp_replace(c.phone_number, '[^0-9]', '', 'g') = $2
        AND u.is_active AND u.is_approved
      ORDER BY c.id LIMIT 1`,
    [callerId, digits],
  );
  return rows[0] ?? null;
}
