import { Type } from '@sinclair/typebox';
import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { actor } from '../../plugins/auth';
import { kioskSilentAfterMinutes } from '../admin';
import { listCaredFor } from './repository';
import type { CaredPersonRow } from './repository';
import { CARED_FOR_MAX, CaredPerson } from './schemas';
import type { KioskState } from './schemas';

/** Silent: more whole minutes since the last ping than the admins' threshold allows (as the dashboard). */
function kioskState(row: CaredPersonRow, now: Date, silentAfterMinutes: number): KioskState {
  if (!row.has_kiosk) return 'none';
  if (row.last_seen_at === null) return 'never';
  return now.getTime() - row.last_seen_at.getTime() > silentAfterMinutes * 60_000
    ? 'silent'
    : 'online';
}

/**
 * A caregiver's home (docs/product.md 2.15–2.16): the people linked to the caller. Any signed-in account may ask; only a
 * caregiver has links that count (the `care` rule admits a linked caregiver only while is_caregiver holds),
 * so everyone else gets an empty list rather than a refusal: the web app asks at sign-in to choose a home.
 * The kiosk's state (online or silent, last seen) is shown to the caregiver on purpose: a dark kiosk at home
 * is what a family needs to hear of; its device id and secret stay with the admins ('kiosk' rule).
 */
export default function peopleRoutes(app: App): void {
  const { db, cfg } = app;
  app.get(
    '/users/me/people/',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['users'],
        summary: `The people the caller cares for (linked caregivers), by name, at most ${CARED_FOR_MAX}`,
        description:
          'Per person: unacknowledged messages and the kiosk state (none, never seen, online, silent after the admin setting). Doses and appointments: the per-person endpoints.',
        response: { 200: Type.Array(CaredPerson) },
      },
    },
    async (req) => {
      const me = actor(req);
      const [rows, silentAfter] = await Promise.all([
        listCaredFor(db, me.id, CARED_FOR_MAX),
        kioskSilentAfterMinutes(db, cfg),
      ]);
      const now = new Date();
      return rows.map((row) => ({
        id: row.id,
        display_name: row.display_name,
        first_name: row.first_name,
        time_zone: row.time_zone ?? cfg.defaultTimeZone,
        unread_messages: row.unread_messages,
        kiosk: kioskState(row, now, silentAfter),
        kiosk_last_seen_at: row.last_seen_at?.toISOString() ?? null,
      }));
    },
  );
}
