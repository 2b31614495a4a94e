import { Type } from '@sinclair/typebox';
import { arrayPaging, component, Id, isoOrNull, nullable, opt, Timestamp } from '../../lib/schemas';
import type { MessageRow, NotificationRow } from './repository';
import type { SupportRow } from './support';

export const DEFAULT_NOTIFICATION_SETTINGS = {
  enable_notifications: true,
  security_alerts: true,
  login_alerts: false,
  upcoming_appointment_alerts: true,
  medication_reminders: true,
  quiet_hours_enabled: false,
  quiet_hours_start: '22:00',
  quiet_hours_end: '07:00',
};
const KNOWN_BOOLEANS = [
  'enable_notifications',
  'security_alerts',
  'login_alerts',
  'upcoming_appointment_alerts',
  'medication_reminders',
  'quiet_hours_enabled',
] as const;
const booleans = Object.fromEntries(KNOWN_BOOLEANS.map((k) => [k, Type.Boolean()])) as Record<
  (typeof KNOWN_BOOLEANS)[number],
  ReturnType<typeof Type.Boolean>
>;

/** Unknown fields are kept as sent (spec 3: "other fields may exist and are sent back"). */
export const SettingsBody = Type.Partial(
  Type.Object(booleans, { additionalProperties: true, maxProperties: 100 }),
);
export const NotificationSettings = component(
  'NotificationSettings',
  Type.Object(
    { ...booleans, quiet_hours_start: Type.String(), quiet_hours_end: Type.String() },
    { additionalProperties: true },
  ),
);

export const Notification = component(
  'Notification',
  Type.Object({
    id: Type.Integer(),
    user_id: Type.Integer(),
    title: Type.String(),
    body: Type.String(),
    kind: Type.String(),
    is_read: Type.Boolean(),
    created_at: Timestamp,
  }),
);
export const ReadBody = Type.Object({ is_read: Type.Boolean() });

/** Most own notifications a page holds (and its default). */
export const NOTIFICATION_LIST_MAX = 100;
export const NotificationQuery = Type.Object(arrayPaging(NOTIFICATION_LIST_MAX));
/** Most support requests a page of GET /support/ holds (and its default). */
export const SUPPORT_LIST_MAX = 100;
export const SupportQuery = Type.Object(arrayPaging(SUPPORT_LIST_MAX));

/**
 * The clock's window on a person's messages (GET /messages/{id}/all/). The clock shows only the
 * unacknowledged ones, newest first, with a count of those it has no room for: 100 is far beyond
 * any screen and any real backlog, yet bounds a poll that 10,000 kiosks send every minute. The
 * acknowledged ones of the last 7 days (at most 20) let whoever reads the list see what was read
 * this week; the whole history is the admin area's paged list (/admin/messages/).
 */
export const KIOSK_MESSAGES = { unacknowledgedMax: 100, acknowledgedMax: 20, recentDays: 7 };

export const Message = component(
  'Message',
  Type.Object({
    id: Type.Integer(),
    sender_id: nullable(Type.Integer()),
    sender_name: nullable(Type.String()),
    recipient_id: Type.Integer(),
    subject: Type.String(),
    body: Type.String(),
    acknowledged: Type.Boolean(),
    acknowledged_at: nullable(Timestamp),
    created_at: Timestamp,
  }),
);
export const SendBody = Type.Object({
  recipient_id: Id,
  subject: opt(Type.String({ maxLength: 200 })),
  body: Type.String({ minLength: 1, maxLength: 5000 }),
});
export const AckAllOut = Type.Object({ acknowledged: Type.Integer() });

export const SupportRequest = component(
  'SupportRequest',
  Type.Object({
    id: Type.Integer(),
    user_id: nullable(Type.Integer()),
    subject: Type.String(),
    message: Type.String(),
    category: Type.String(),
    status: Type.String(),
    created_at: Timestamp,
  }),
);
export const SupportBody = Type.Object({
  subject: Type.String({ minLength: 1, maxLength: 200 }),
  message: Type.String({ minLength: 1, maxLength: 5000 }),
  category: opt(Type.String({ maxLength: 50 })),
});

export const messageOut = (m: MessageRow) => ({
  ...m,
  acknowledged_at: isoOrNull(m.acknowledged_at),
  created_at: m.created_at.toISOString(),
});
export const notificationOut = (n: NotificationRow) => ({
  ...n,
  created_at: n.created_at.toISOString(),
});
export const supportOut = (s: SupportRow) => ({ ...s, created_at: s.created_at.toISOString() });
