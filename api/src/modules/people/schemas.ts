import { Type } from '@sinclair/typebox';
import { component, nullable, oneOf, Timestamp } from '../../lib/schemas';

/** How a person's kiosk is doing: no kiosk bound, bound but never seen, pinging, or gone quiet. */
const KIOSK_STATES = ['none', 'never', 'online', 'silent'] as const;
export type KioskState = (typeof KIOSK_STATES)[number];

/** At most this many people on one caregiver's home page (a caregiver of more is an agency: admin area). */
export const CARED_FOR_MAX = 100;

export const CaredPerson = component(
  'CaredPerson',
  Type.Object({
    id: Type.Integer(),
    display_name: Type.String(),
    first_name: Type.String(),
    time_zone: Type.String({ description: 'IANA time zone (the configured default until chosen)' }),
    unread_messages: Type.Integer({ description: 'Messages to the person not yet acknowledged' }),
    kiosk: oneOf(KIOSK_STATES),
    kiosk_last_seen_at: nullable(Timestamp),
  }),
);
