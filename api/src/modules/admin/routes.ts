import { Type } from '@sinclair/typebox';
import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { scopeOf } from '../../access/scope';
import { notFound } from '../../lib/http-errors';
import { NoContent, UserParams } from '../../lib/schemas';
import { actor, target } from '../../plugins/auth';
import { audit, listAuditPage } from '../audit';
import { listSessions, revokeSession } from '../auth';
import {
  countUnacknowledged,
  listMessagePage,
  listSupportPage,
  setSupportStatus,
} from '../messages';
import { revokeSessions } from '../users';
import * as dashboard from './dashboard';
import { missedToday, todayWindow } from './doses';
import { kioskSilentAfterMinutes, SILENT_KEY, writeSetting } from './settings';
import { countUserMatches, lastActive, listUserPage } from './users';
import {
  AuditPage,
  AuditPageQuery,
  auditOut,
  Dashboard,
  IdParams,
  MessagePage,
  MessageQuery,
  messageOut,
  RevokedOut,
  SessionPage,
  SessionParams,
  SessionQuery,
  sessionOut,
  Settings,
  SupportPage,
  SupportQuery,
  SupportStatusBody,
  supportOut,
  UserPage,
  UserPageQuery,
  userSummaryOut,
} from './schemas';

const tags = ['admin'];
/**
 * An online kiosk whose last successful data sync is older than this is "not syncing": it pings, but
 * what it shows may be stale. Three times the kiosk's 5-minute ping, so one late ping is not flagged.
 */
const KIOSK_NOT_SYNCING_AFTER_MINUTES = 15;
/**
 * Kiosks the dashboard lists by name: those that most need attention (needing pairing, silent, then
 * never seen, then online); its counts cover every kiosk. The rest are online, or wait their turn.
 */
const DASHBOARD_KIOSKS_MAX = 50;
/** A search that matches more than this many users says "more than 1,000". */
const SEARCH_COUNT_CAP = 1000;

/** Page numbers to LIMIT/OFFSET. */
const window = (q: { page?: number | undefined; page_size?: number | undefined }) => {
  const page = q.page ?? 1;
  const pageSize = q.page_size ?? 25;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
};

/**
 * A page answer. The total comes with each row (count(*) OVER ()); a page past the end has no
 * rows, so then the first page is asked for it.
 */
async function paged<R extends { total: number }, T>(
  w: ReturnType<typeof window>,
  load: (limit: number, offset: number) => Promise<R[]>,
  out: (rows: R[]) => T[] | Promise<T[]>,
) {
  const rows = await load(w.limit, w.offset);
  const count = rows[0]?.total ?? (w.offset > 0 ? ((await load(1, 0))[0]?.total ?? 0) : 0);
  return { count, page: w.page, page_size: w.pageSize, results: await out(rows) };
}

export default function adminRoutes(app: App): void {
  const { db, cfg } = app;

  const silentAfter = (): Promise<number> => kioskSilentAfterMinutes(db, cfg);

  app.get(
    '/admin/dashboard/',
    {
      config: { access: access.adminArea },
      schema: {
        tags,
        summary:
          'What needs attention: pending approvals, doses missed today, unacknowledged messages, open support requests, kiosks; then counts by role',
        description: `Full admins see everyone; a clinical admin the users assigned to them. Kiosks need pairing when bound without a working secret (a re-key, a new device id, a restore); the others are silent when their last ping is older than the configured minutes. The counts cover every kiosk, the items at most ${DASHBOARD_KIOSKS_MAX} (needing pairing first, then silent, longest silence first, then never seen, then online).`,
        response: { 200: Dashboard },
      },
    },
    async (req) => {
      const me = actor(req);
      const scope = scopeOf(me);
      const now = new Date();
      const silent = await silentAfter();
      // Silent: more whole seconds since the last ping than the threshold allows.
      const silentAt = new Date(now.getTime() - (silent * 60 + 1) * 1000);
      const [users, pending, kiosks, kioskCounts, meds, unacknowledged, messages, support] =
        await Promise.all([
          dashboard.countUsers(db, scope),
          dashboard.listPending(db, scope, 10),
          dashboard.listKiosks(db, scope, silentAt, DASHBOARD_KIOSKS_MAX),
          dashboard.kioskCounts(db, scope, silentAt),
          dashboard.listActiveMedications(db, scope),
          countUnacknowledged(db, scope),
          listMessagePage(db, scope, { acknowledged: false }, 5, 0),
          listSupportPage(db, scope, 'open', 5, 0),
        ]);
      const { from, to } = todayWindow(now);
      const marks = await dashboard.listDoseMarks(
        db,
        meds.map((m) => m.id),
        from,
        to,
      );
      const missed = missedToday(meds, marks, now, cfg.defaultTimeZone, cfg.missedDoseMinutes);
      const byPerson = new Map<
        number,
        { user_id: number; display_name: string; count: number; meds: Set<string>; last: Date }
      >();
      for (const d of missed) {
        const p = byPerson.get(d.user_id) ?? {
          user_id: d.user_id,
          display_name: d.display_name,
          count: 0,
          meds: new Set<string>(),
          last: d.due_at,
        };
        p.count += 1;
        p.meds.add(d.medication_name);
        if (d.due_at > p.last) p.last = d.due_at;
        byPerson.set(d.user_id, p);
      }
      const kioskItems = kiosks.map((k) => {
        const seconds =
          k.last_seen_at === null
            ? null
            : Math.max(0, Math.floor((now.getTime() - k.last_seen_at.getTime()) / 1000));
        const state = k.needs_pairing
          ? ('needs_pairing' as const)
          : seconds === null
            ? ('never' as const)
            : seconds > silent * 60
              ? ('silent' as const)
              : ('online' as const);
        return {
          user_id: k.user_id,
          display_name: k.display_name,
          state,
          last_seen_at: k.last_seen_at?.toISOString() ?? null,
          silent_seconds: seconds,
          app_version: k.app_version,
          last_sync_at: k.last_sync_at?.toISOString() ?? null,
          not_syncing:
            state === 'online' &&
            k.last_sync_at !== null &&
            now.getTime() - k.last_sync_at.getTime() > KIOSK_NOT_SYNCING_AFTER_MINUTES * 60_000,
          account_active: k.is_active,
        };
      });
      // Those needing a pairing first, then the longest silence, devices that never pinged, the online ones.
      const rank = { needs_pairing: 0, silent: 1, never: 2, online: 3 } as const;
      kioskItems.sort(
        (a, b) =>
          rank[a.state] - rank[b.state] ||
          (b.silent_seconds ?? 0) - (a.silent_seconds ?? 0) ||
          a.user_id - b.user_id,
      );
      return {
        generated_at: now.toISOString(),
        scope: scope === null ? ('all' as const) : ('assigned' as const),
        pending_approvals: {
          count: users.pending,
          items: pending.map((p) => ({
            id: p.id,
            display_name: p.display_name,
            email: p.email,
            date_joined: p.created_at.toISOString(),
          })),
        },
        missed_doses: {
          count: missed.length,
          after_minutes: cfg.missedDoseMinutes,
          people: [...byPerson.values()]
            .sort((a, b) => b.count - a.count || a.user_id - b.user_id)
            .slice(0, 20)
            .map((p) => ({
              user_id: p.user_id,
              display_name: p.display_name,
              count: p.count,
              medications: [...p.meds],
              last_due_at: p.last.toISOString(),
            })),
        },
        messages: {
          unacknowledged,
          oldest: messages.map((m) => ({
            id: m.id,
            recipient_id: m.recipient_id,
            recipient_name: m.recipient_name,
            subject: m.subject,
            created_at: m.created_at.toISOString(),
          })),
        },
        support: {
          open: support[0]?.total ?? 0,
          items: support.map((s) => ({
            id: s.id,
            subject: s.subject,
            user_id: s.user_id,
            user_name: s.user_name,
            status: 'open' as const,
            created_at: s.created_at.toISOString(),
          })),
        },
        kiosks: {
          silent_after_minutes: silent,
          not_syncing_after_minutes: KIOSK_NOT_SYNCING_AFTER_MINUTES,
          ...kioskCounts,
          items: kioskItems,
        },
        users,
      };
    },
  );

  app.get(
    '/admin/settings/',
    {
      config: { access: access.adminArea },
      schema: { tags, summary: 'Settings of the admin area', response: { 200: Settings } },
    },
    async () => ({ kiosk_silent_after_minutes: await silentAfter() }),
  );
  app.put(
    '/admin/settings/',
    {
      config: { access: access.fullAdmin },
      schema: {
        tags,
        summary: 'Change the settings of the admin area (full admins)',
        body: Settings,
        response: { 200: Settings },
      },
    },
    async (req) => {
      await writeSetting(db, SILENT_KEY, req.body.kiosk_silent_after_minutes, actor(req).id);
      return { kiosk_silent_after_minutes: await silentAfter() };
    },
  );

  app.get(
    '/admin/users/',
    {
      config: { access: access.directory },
      schema: {
        tags,
        summary: 'A page of users: search, filter by role, approval and activity, sort',
        description:
          'Full admins and staff see everyone; a clinical admin only their assigned users. Every word of q must occur in the name, username or e-mail.',
        querystring: UserPageQuery,
        response: { 200: UserPage },
      },
    },
    async (req) => {
      const me = actor(req);
      // Staff see everyone in this list, as full admins do.
      const scope = me.is_staff ? null : scopeOf(me);
      const w = window(req.query);
      const filter = {
        q: req.query.q,
        role: req.query.role,
        approval: req.query.approval,
        activity: req.query.activity,
      };
      const rows = await listUserPage(db, scope, {
        ...filter,
        sort: req.query.sort ?? 'name',
        limit: w.limit,
        offset: w.offset,
      });
      // A short page (not past the end) already tells the count: no second scan. A search
      // counts up to SEARCH_COUNT_CAP; without one the count is exact (no text to match).
      const searching = (filter.q ?? '').trim() !== '';
      const count =
        rows.length < w.limit && (rows.length > 0 || w.offset === 0)
          ? w.offset + rows.length
          : await countUserMatches(db, scope, filter, searching ? SEARCH_COUNT_CAP : null);
      const seen = await lastActive(
        db,
        rows.map((r) => r.id),
      );
      return {
        count: Math.min(count, searching ? SEARCH_COUNT_CAP : count),
        count_capped: searching && count > SEARCH_COUNT_CAP,
        page: w.page,
        page_size: w.pageSize,
        results: rows.map((r) => userSummaryOut(r, seen.get(r.id))),
      };
    },
  );

  app.get(
    '/admin/sessions/',
    {
      config: { access: access.fullAdmin },
      schema: {
        tags,
        summary: 'Active sessions (signed-in browsers and kiosks), most recently used first',
        description: 'Last use is the last token refresh (access tokens live 5 minutes).',
        querystring: SessionQuery,
        response: { 200: SessionPage },
      },
    },
    async (req) =>
      paged(
        window(req.query),
        (limit, offset) =>
          listSessions(
            db,
            { user_id: req.query.user_id, currentJti: req.accessJti },
            limit,
            offset,
          ),
        (rows) => rows.map(sessionOut),
      ),
  );
  app.delete(
    '/admin/sessions/:sessionId/',
    {
      config: { access: access.fullAdmin },
      schema: {
        tags,
        summary: 'Revoke a session: it is signed out at once (204)',
        params: SessionParams,
        response: { 204: NoContent },
      },
    },
    async (req, reply) => {
      const userId = await revokeSession(db, req.params.sessionId);
      if (userId === null) throw notFound('Session not found.');
      await audit(req, userId, 'revoke', 'session', req.params.sessionId);
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/admin/users/:id/sessions/',
    {
      config: { access: access.user('manage') },
      schema: {
        tags,
        summary: 'Revoke every session of a user (admins)',
        params: UserParams,
        response: { 200: RevokedOut },
      },
    },
    async (req) => {
      const t = target(req);
      const before = await listSessions(db, { user_id: t.id, currentJti: null }, 1, 0);
      await revokeSessions(db, t.id);
      await audit(req, t.id, 'revoke', 'session', null);
      return { revoked: before[0]?.total ?? 0 };
    },
  );

  app.get(
    '/admin/messages/',
    {
      config: { access: access.adminArea },
      schema: {
        tags,
        summary: 'Messages sent to people, newest first, with whether each was acknowledged',
        description: 'Full admins: every message; a clinical admin: those to their assigned users.',
        querystring: MessageQuery,
        response: { 200: MessagePage },
      },
    },
    async (req) =>
      paged(
        window(req.query),
        (limit, offset) =>
          listMessagePage(
            db,
            scopeOf(actor(req)),
            { recipient_id: req.query.recipient_id, acknowledged: req.query.acknowledged },
            limit,
            offset,
          ),
        (rows) => rows.map(messageOut),
      ),
  );

  app.get(
    '/admin/support/',
    {
      config: { access: access.adminArea },
      schema: {
        tags,
        summary: 'Support requests, newest first, with who asked',
        description: 'Full admins: every request; a clinical admin: those of their assigned users.',
        querystring: SupportQuery,
        response: { 200: SupportPage },
      },
    },
    async (req) =>
      paged(
        window(req.query),
        (limit, offset) =>
          listSupportPage(db, scopeOf(actor(req)), req.query.status, limit, offset),
        (rows) => rows.map(supportOut),
      ),
  );
  app.patch(
    '/support/:id/',
    {
      config: { access: access.fullAdmin },
      schema: {
        tags: ['support'],
        summary: 'Set the status of a support request: open, in_progress or resolved (admins)',
        params: IdParams,
        body: SupportStatusBody,
        response: { 200: Type.Object({ id: Type.Integer(), status: Type.String() }) },
      },
    },
    async (req) => {
      if (!(await setSupportStatus(db, req.params.id, req.body.status))) {
        throw notFound('Support request not found.');
      }
      return { id: req.params.id, status: req.body.status };
    },
  );

  app.get(
    '/admin/audit-log/',
    {
      config: { access: access.fullAdmin },
      schema: {
        tags,
        summary:
          'A page of the audit log, newest first: who read or changed whose health data, contacts, pictures, accounts and sessions',
        description: 'from is inclusive, to exclusive (instants with an offset).',
        querystring: AuditPageQuery,
        response: { 200: AuditPage },
      },
    },
    async (req) =>
      paged(
        window(req.query),
        (limit, offset) => listAuditPage(db, req.query, limit, offset),
        (rows) => rows.map(auditOut),
      ),
  );
}
