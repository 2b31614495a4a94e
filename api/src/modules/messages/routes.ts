import { Type } from '@sinclair/typebox';
import type { App } from '../../app-types';
import { isFullAdmin } from '../../access/policy';
import { access } from '../../access/rules';
import { badRequest, notFound } from '../../lib/http-errors';
import { arrayWindow, Id, NoContent, UserParams } from '../../lib/schemas';
import { actor, target } from '../../plugins/auth';
import * as repo from './repository';
import * as support from './support';
import {
  AckAllOut,
  DEFAULT_NOTIFICATION_SETTINGS,
  KIOSK_MESSAGES,
  Message,
  messageOut,
  Notification,
  NOTIFICATION_LIST_MAX,
  NotificationQuery,
  notificationOut,
  NotificationSettings,
  ReadBody,
  SendBody,
  SettingsBody,
  SupportBody,
  SUPPORT_LIST_MAX,
  SupportQuery,
  SupportRequest,
  supportOut,
} from './schemas';

const IdParams = Type.Object({ id: Id });

/**
 * "I have read it" is the person's own word: only their sign-in or their kiosk says it.
 * A caregiver or admin looking at the person's clock would otherwise mark messages read that the
 * person never saw, and the sender would believe they had.
 */
export const ONLY_THE_PERSON_ACKNOWLEDGES =
  'Only the person the message is for can mark it as read, on their kiosk or signed in as themselves.';

export default function messageRoutes(app: App): void {
  const db = app.db;

  // ---- Notification settings ------------------------------------------------------------------
  app.get(
    '/notifications/settings/',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['notifications'],
        summary: 'Own notification settings (defaults until saved)',
        response: { 200: NotificationSettings },
      },
    },
    async (req) => ({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      ...((await repo.findSettings(db, actor(req).id)) ?? {}),
    }),
  );
  app.put(
    '/notifications/settings/',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['notifications'],
        summary: 'Replace own notification settings; unknown fields are kept as sent',
        body: SettingsBody,
        response: { 200: NotificationSettings },
      },
    },
    async (req) => {
      const body = req.body as Record<string, unknown>;
      if (JSON.stringify(body).length > 20_000) throw badRequest('Settings are too large.');
      const merged: Record<string, unknown> = { ...DEFAULT_NOTIFICATION_SETTINGS, ...body };
      delete merged.id;
      delete merged.user_id;
      await repo.saveSettings(db, actor(req).id, merged);
      return merged as typeof DEFAULT_NOTIFICATION_SETTINGS;
    },
  );

  // ---- Notifications --------------------------------------------------------------------------
  app.get(
    '/users/notifications/',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['notifications'],
        summary: `Own notifications, newest first, a page of at most ${NOTIFICATION_LIST_MAX}`,
        querystring: NotificationQuery,
        response: { 200: Type.Array(Notification) },
      },
    },
    async (req) => {
      const w = arrayWindow(req.query, NOTIFICATION_LIST_MAX);
      return (await repo.listNotifications(db, actor(req).id, w.limit, w.offset)).map(
        notificationOut,
      );
    },
  );
  const own = access.owner('self', 'notification', 'id', repo.notificationOwner);
  app.get(
    '/notifications/:id/',
    {
      config: { access: own },
      schema: {
        tags: ['notifications'],
        summary: 'One own notification',
        params: IdParams,
        response: { 200: Notification },
      },
    },
    async (req) => {
      const n = await repo.findNotification(db, target(req).id, req.params.id);
      if (!n) throw notFound();
      return notificationOut(n);
    },
  );
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/notifications/:id/',
      config: { access: own },
      schema: {
        tags: ['notifications'],
        summary: 'Mark an own notification read/unread',
        params: IdParams,
        body: ReadBody,
        response: { 200: Notification },
      },
      handler: async (req) => {
        const n = await repo.setNotificationRead(
          db,
          target(req).id,
          req.params.id,
          req.body.is_read,
        );
        if (!n) throw notFound();
        return notificationOut(n);
      },
    });
  }
  app.delete(
    '/notifications/:id/',
    {
      config: { access: own },
      schema: {
        tags: ['notifications'],
        summary: 'Delete an own notification (204)',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (req, reply) => {
      if (!(await repo.deleteNotification(db, target(req).id, req.params.id))) throw notFound();
      return reply.code(204).send(null);
    },
  );

  // ---- Messages -------------------------------------------------------------------------------
  app.post(
    '/messages/send/',
    {
      config: { access: access.bodyUser('correspond', 'recipient_id', 'Recipient not found.') },
      schema: {
        tags: ['messages'],
        summary:
          'Send a message to a user the sender cares for, or to someone who cares for the sender (201)',
        body: SendBody,
        response: { 201: Message },
      },
    },
    async (req, reply) => {
      if (!req.body.body.trim()) throw badRequest('Message cannot be empty.');
      const m = await repo.insertMessage(db, {
        senderId: actor(req).id,
        recipientId: target(req).id,
        subject: (req.body.subject ?? '').trim(),
        body: req.body.body.trim(),
      });
      reply.code(201);
      return messageOut(m);
    },
  );
  app.get(
    '/messages/:id/all/',
    {
      config: { access: access.care() },
      schema: {
        tags: ['messages'],
        summary: `Messages to user {id} for the clock, newest first: every unacknowledged one (the newest ${KIOSK_MESSAGES.unacknowledgedMax}) and those acknowledged that were sent in the last ${KIOSK_MESSAGES.recentDays} days (the newest ${KIOSK_MESSAGES.acknowledgedMax})`,
        description:
          'The whole history, paged, is GET /admin/messages/?recipient_id= (admin area).',
        params: UserParams,
        response: { 200: Type.Array(Message) },
      },
    },
    async (req) => (await repo.listMessagesTo(db, target(req).id, KIOSK_MESSAGES)).map(messageOut),
  );
  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    app.route({
      method,
      url: '/messages/:id/acknowledge/',
      config: {
        access: access.owner(
          'person',
          'message',
          'id',
          repo.messageRecipient,
          'Not found.',
          ONLY_THE_PERSON_ACKNOWLEDGES,
        ),
      },
      schema: {
        tags: ['messages'],
        summary: 'Acknowledge message {id} (only the person it is for: 403 for anyone else)',
        params: IdParams,
        response: { 200: Message },
      },
      handler: async (req) => {
        const m = await repo.acknowledge(db, target(req).id, req.params.id);
        if (!m) throw notFound();
        return messageOut(m);
      },
    });
    app.route({
      method,
      url: '/messages/:id/acknowledge_all/',
      config: { access: access.user('person', 'id', ONLY_THE_PERSON_ACKNOWLEDGES) },
      schema: {
        tags: ['messages'],
        summary:
          'Acknowledge every message to user {id} (only that person: 403 for anyone else; the kiosk offers no such button)',
        params: UserParams,
        response: { 200: AckAllOut },
      },
      handler: async (req) => ({ acknowledged: await repo.acknowledgeAll(db, target(req).id) }),
    });
  }

  // ---- Support --------------------------------------------------------------------------------
  app.post(
    '/support/',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['support'],
        summary: 'Open a support request (201)',
        body: SupportBody,
        response: { 201: SupportRequest },
      },
    },
    async (req, reply) => {
      const row = await support.insertSupport(db, {
        userId: actor(req).id,
        subject: req.body.subject.trim(),
        message: req.body.message.trim(),
        category: req.body.category?.trim() || 'general',
      });
      reply.code(201);
      return supportOut(row);
    },
  );
  app.get(
    '/support/',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['support'],
        summary: `Own support requests (admins: all), newest first, a page of at most ${SUPPORT_LIST_MAX}`,
        querystring: SupportQuery,
        response: { 200: Type.Array(SupportRequest) },
      },
    },
    async (req) => {
      const me = actor(req);
      const w = arrayWindow(req.query, SUPPORT_LIST_MAX);
      return (await support.listSupport(db, isFullAdmin(me) ? null : me.id, w.limit, w.offset)).map(
        supportOut,
      );
    },
  );
}
