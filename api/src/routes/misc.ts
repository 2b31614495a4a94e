import { Type } from '@sinclair/typebox';
import { actor } from '../app';
import type { App } from '../app';
import { badRequest, forbidden, notFound } from '../http';
import { buildVoiceToken } from '../lib/voice-token';
import { isFullAdmin, loadUser, mayAccess, requireAccess } from '../policy';
import type { UserRow } from '../types';
import { out } from './common';

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });

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

export default function miscRoutes(app: App): void {
  const db = app.db;
  const cfg = app.cfg;

  // ---- Notification settings ------------------------------------------------------------------
  const SettingsBody = Type.Object(
    Object.fromEntries(KNOWN_BOOLEANS.map((k) => [k, Type.Optional(Type.Boolean())])),
    { additionalProperties: true, maxProperties: 100 },
  );
  app.get(
    '/notifications/settings/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Own notification settings (defaults until saved)',
      },
    },
    async (req) => {
      const me = actor(req);
      const rows = await db.query<{ data: Record<string, unknown> }>(
        'SELECT data FROM notification_settings WHERE user_id = $1',
        [me.id],
      );
      return { ...DEFAULT_NOTIFICATION_SETTINGS, ...(rows[0]?.data ?? {}) };
    },
  );
  app.put(
    '/notifications/settings/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Replace own notification settings; unknown fields are kept as sent',
        body: SettingsBody,
      },
    },
    async (req) => {
      const me = actor(req);
      const body = req.body as Record<string, unknown>;
      if (JSON.stringify(body).length > 20_000) throw badRequest('Settings are too large.');
      const merged: Record<string, unknown> = { ...DEFAULT_NOTIFICATION_SETTINGS, ...body };
      delete merged.id;
      delete merged.user_id;
      await db.query(
        `INSERT INTO notification_settings (user_id, data) VALUES ($1, $2::text::json)
         ON CONFLICT (user_id) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
        [me.id, JSON.stringify(merged)],
      );
      return merged;
    },
  );

  // ---- Notifications --------------------------------------------------------------------------
  app.get(
    '/users/notifications/',
    { schema: { tags: ['notifications'], summary: 'Own notifications, newest first' } },
    async (req) => {
      const rows = await db.query<Record<string, unknown>>(
        'SELECT * FROM notifications WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
        [actor(req).id],
      );
      return rows.map(out);
    },
  );
  const ownNotification = async (me: UserRow, id: number) => {
    const rows = await db.query<Record<string, unknown>>(
      'SELECT * FROM notifications WHERE id = $1',
      [id],
    );
    const n = rows[0];
    if (!n || n.user_id !== me.id) throw notFound();
    return n;
  };
  app.get(
    '/notifications/:id/',
    { schema: { tags: ['notifications'], summary: 'One own notification', params: IdParams } },
    async (req) => out(await ownNotification(actor(req), req.params.id)),
  );
  for (const method of ['patch', 'put'] as const) {
    app[method](
      '/notifications/:id/',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Mark an own notification read/unread',
          params: IdParams,
          body: Type.Object({ is_read: Type.Boolean() }),
        },
      },
      async (req) => {
        await ownNotification(actor(req), req.params.id);
        const rows = await db.query<Record<string, unknown>>(
          'UPDATE notifications SET is_read = $2 WHERE id = $1 RETURNING *',
          [req.params.id, req.body.is_read],
        );
        return out(rows[0] as Record<string, unknown>);
      },
    );
  }
  app.delete(
    '/notifications/:id/',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Delete an own notification (204)',
        params: IdParams,
      },
    },
    async (req, reply) => {
      await ownNotification(actor(req), req.params.id);
      await db.query('DELETE FROM notifications WHERE id = $1', [req.params.id]);
      return reply.code(204).send();
    },
  );

  // ---- Messages -------------------------------------------------------------------------------
  const MESSAGE_SELECT = `SELECT m.*, s.display_name AS sender_name FROM messages m
    LEFT JOIN users s ON s.id = m.sender_id`;
  app.post(
    '/messages/send/',
    {
      schema: {
        tags: ['messages'],
        summary:
          'Send a message to a user the sender cares for, or to someone who cares for the sender (201)',
        body: Type.Object({
          recipient_id: Type.Integer({ minimum: 1 }),
          subject: Type.Optional(Type.String({ maxLength: 200 })),
          body: Type.String({ minLength: 1, maxLength: 5000 }),
        }),
      },
    },
    async (req, reply) => {
      const me = actor(req);
      const recipient = await loadUser(db, req.body.recipient_id);
      if (!recipient || !recipient.is_active) throw notFound('Recipient not found.');
      const allowed =
        (await mayAccess(db, me, recipient, 'care')) ||
        (await mayAccess(db, recipient, me, 'care'));
      if (!allowed) throw forbidden();
      if (!req.body.body.trim()) throw badRequest('Message cannot be empty.');
      const rows = await db.query<{ id: number }>(
        'INSERT INTO messages (sender_id, recipient_id, subject, body) VALUES ($1, $2, $3, $4) RETURNING id',
        [me.id, recipient.id, (req.body.subject ?? '').trim(), req.body.body.trim()],
      );
      const full = await db.query<Record<string, unknown>>(`${MESSAGE_SELECT} WHERE m.id = $1`, [
        rows[0]?.id,
      ]);
      reply.code(201);
      return out(full[0] as Record<string, unknown>);
    },
  );
  app.get(
    '/messages/:id/all/',
    {
      schema: {
        tags: ['messages'],
        summary: 'All messages to user {id}, newest first',
        params: IdParams,
      },
    },
    async (req) => {
      const target = await requireAccess(db, actor(req), req.params.id, 'care');
      const rows = await db.query<Record<string, unknown>>(
        `${MESSAGE_SELECT} WHERE m.recipient_id = $1 ORDER BY m.created_at DESC, m.id DESC`,
        [target.id],
      );
      return rows.map(out);
    },
  );
  for (const method of ['post', 'put', 'patch'] as const) {
    app[method](
      '/messages/:id/acknowledge/',
      { schema: { tags: ['messages'], summary: 'Acknowledge message {id}', params: IdParams } },
      async (req) => {
        const me = actor(req);
        const rows = await db.query<{ recipient_id: number }>(
          'SELECT recipient_id FROM messages WHERE id = $1',
          [req.params.id],
        );
        if (!rows[0]) throw notFound();
        await requireAccess(db, me, rows[0].recipient_id, 'care');
        await db.query(
          'UPDATE messages SET acknowledged = true, acknowledged_at = coalesce(acknowledged_at, now()) WHERE id = $1',
          [req.params.id],
        );
        const full = await db.query<Record<string, unknown>>(`${MESSAGE_SELECT} WHERE m.id = $1`, [
          req.params.id,
        ]);
        return out(full[0] as Record<string, unknown>);
      },
    );
    app[method](
      '/messages/:id/acknowledge_all/',
      {
        schema: {
          tags: ['messages'],
          summary: 'Acknowledge every message to user {id}',
          params: IdParams,
        },
      },
      async (req) => {
        const target = await requireAccess(db, actor(req), req.params.id, 'care');
        const rows = await db.query(
          'UPDATE messages SET acknowledged = true, acknowledged_at = now() WHERE recipient_id = $1 AND NOT acknowledged RETURNING id',
          [target.id],
        );
        return { acknowledged: rows.length };
      },
    );
  }

  // ---- Support --------------------------------------------------------------------------------
  app.post(
    '/support/',
    {
      schema: {
        tags: ['support'],
        summary: 'Open a support request (201)',
        body: Type.Object({
          subject: Type.String({ minLength: 1, maxLength: 200 }),
          message: Type.String({ minLength: 1, maxLength: 5000 }),
          category: Type.Optional(Type.String({ maxLength: 50 })),
        }),
      },
    },
    async (req, reply) => {
      const me = actor(req);
      const rows = await db.query<Record<string, unknown>>(
        'INSERT INTO support_requests (user_id, subject, message, category) VALUES ($1, $2, $3, $4) RETURNING *',
        [
          me.id,
          req.body.subject.trim(),
          req.body.message.trim(),
          req.body.category?.trim() || 'general',
        ],
      );
      reply.code(201);
      return out(rows[0] as Record<string, unknown>);
    },
  );
  app.get(
    '/support/',
    { schema: { tags: ['support'], summary: 'Own support requests (admins: all)' } },
    async (req) => {
      const me = actor(req);
      const rows = isFullAdmin(me)
        ? await db.query<Record<string, unknown>>('SELECT * FROM support_requests ORDER BY id DESC')
        : await db.query<Record<string, unknown>>(
            'SELECT * FROM support_requests WHERE user_id = $1 ORDER BY id DESC',
            [me.id],
          );
      return rows.map(out);
    },
  );

  // ---- Voice ----------------------------------------------------------------------------------
  app.get(
    '/twilio/token/',
    {
      schema: {
        tags: ['voice'],
        summary: 'Voice access token {token, identity}',
        description:
          'A Twilio AccessToken (Voice grant) when TWILIO_* is configured, else a token of the same format for the local voice gateway, signed HS256 with VOICE_GATEWAY_SECRET; identity user-<id>, ttl 3600 s.',
        response: { 200: Type.Object({ token: Type.String(), identity: Type.String() }) },
      },
    },
    (req) => Promise.resolve(buildVoiceToken(cfg, actor(req).id)),
  );

  // ---- Audit log ------------------------------------------------------------------------------
  app.get(
    '/audit-log/',
    {
      schema: {
        tags: ['admin'],
        summary: 'Audit log of health data, contact and picture access (admins), newest first',
        querystring: Type.Object({
          user_id: Type.Optional(Type.Integer({ minimum: 1 })),
          actor_id: Type.Optional(Type.Integer({ minimum: 1 })),
          resource: Type.Optional(Type.String({ maxLength: 50 })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
          offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
        }),
      },
    },
    async (req) => {
      const me = actor(req);
      if (!isFullAdmin(me)) throw forbidden();
      const where: string[] = [];
      const values: unknown[] = [];
      const add = (sql: string, v: unknown): void => {
        values.push(v);
        where.push(sql.replace('?', `$${values.length}`));
      };
      if (req.query.user_id !== undefined) add('a.subject_user_id = ?', req.query.user_id);
      if (req.query.actor_id !== undefined) add('a.actor_id = ?', req.query.actor_id);
      if (req.query.resource !== undefined) add('a.resource = ?', req.query.resource);
      values.push(req.query.limit ?? 100, req.query.offset ?? 0);
      const rows = await db.query<Record<string, unknown>>(
        `SELECT a.*, u.email AS actor_email FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
         ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY a.id DESC LIMIT $${values.length - 1} OFFSET $${values.length}`,
        values,
      );
      return rows.map(out);
    },
  );

  // ---- Development outbox ---------------------------------------------------------------------
  if (!cfg.isProduction) {
    const outbox = async (req: { query: { to?: string } }) => {
      const rows = req.query.to
        ? await db.query<Record<string, unknown>>(
            'SELECT * FROM outbox WHERE to_email = $1 ORDER BY id DESC',
            [req.query.to.trim().toLowerCase()],
          )
        : await db.query<Record<string, unknown>>(
            'SELECT * FROM outbox ORDER BY id DESC LIMIT 200',
          );
      return rows.map(out);
    };
    const opts = {
      config: { auth: 'none' as const },
      schema: {
        tags: ['development'],
        summary: 'Development only (NODE_ENV !== production): mail sent, newest first',
        querystring: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })) }),
      },
    };
    app.get('/dev/outbox', opts, outbox);
    app.get('/dev/outbox/', opts, outbox);
  }

  app.get('/openapi.json', { config: { auth: 'none' }, schema: { hide: true } }, () =>
    Promise.resolve(app.swagger()),
  );
}
