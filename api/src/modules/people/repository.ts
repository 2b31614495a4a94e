import { relationsSql } from '../../access/relations';
import type { Queryable } from '../../db/db';

/** One person a caregiver is linked to, with what their home page shows beside the doses. */
export interface CaredPersonRow {
  id: number;
  display_name: string;
  first_name: string;
  time_zone: string | null;
  unread_messages: number;
  has_kiosk: boolean;
  last_seen_at: Date | null;
}

/**
 * The active people viewer `viewerId` cares for (the `people` relations: access/relations.ts), by name; a
 * deactivated person is left out of the list. One query whatever the number of people: their unacknowledged
 * messages are counted and their kiosk's last ping joined in it.
 */
export async function listCaredFor(
  q: Queryable,
  viewerId: number,
  limit: number,
): Promise<CaredPersonRow[]> {
  return q.query<CaredPersonRow>(
    `SELECT u.id, u.display_name, u.first_name, u.time_zone,
       (SELECT count(*)::int FROM messages m
          WHERE m.recipient_id = u.id AND NOT m.acknowledged) AS unread_messages,
       (u.device_id IS NOT NULL) AS has_kiosk, p.last_seen_at
     FROM (SELECT DISTINCT person FROM (${relationsSql('people', { viewer: '$1' })}) r) cared
     JOIN users u ON u.id = cared.person
     LEFT JOIN kiosk_pings p ON p.device_id = u.device_id
     WHERE u.is_active
     ORDER BY lower(u.display_name), u.id
     LIMIT $2`,
    [viewerId, limit],
  );
}
