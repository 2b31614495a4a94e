/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- response bodies are untyped JSON checked by the assertions themselves */
import { kioskSecretDigest } from '../src/lib/kiosk-secret';
import { DEMO_KIOSK } from '../src/seed';
import { setup } from './helpers';
import type { Ctx, Role } from './helpers';

/** The admin area's API: dashboard, paged lists, sessions, settings, support status. */
let ctx: Ctx;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  ctx = await setup();
  for (const r of ['admin', 'superuser', 'clinician', 'staff', 'caregiver', 'user'] as const) {
    tokens[r] = (await ctx.login(r)).access;
  }
});
afterAll(async () => {
  await ctx.close();
});

const get = async (role: Role, url: string) => {
  const res = await ctx.call({ method: 'GET', url, token: tokens[role] });
  return { status: res.statusCode, body: res.json() };
};

async function kioskSignIn(): Promise<{ access: string; refresh: string }> {
  const res = await ctx.call({
    method: 'POST',
    url: '/api/kiosk-login/',
    body: { user_id: ctx.ids.user, ...DEMO_KIOSK },
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux armv7l) Chrome/120 CareKiosk' },
    csrf: false,
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('dashboard', () => {
  test('accounts waiting for approval (spec 4.6), counts by role, and the scope', async () => {
    const { status, body } = await get('admin', '/api/admin/dashboard/');
    expect(status).toBe(200);
    expect(body.scope).toBe('all');
    expect(body.pending_approvals.count).toBe(1);
    expect(body.pending_approvals.items[0]).toMatchObject({
      id: ctx.ids.pending,
      email: 'pending@care.test',
    });
    expect(body.users.by_role).toEqual({
      superuser: 1,
      primary_admin: 1,
      admin: 1,
      clinical_admin: 1,
      caregiver: 1,
      staff: 1,
      user: 3,
    });
    expect(body.users).toMatchObject({ total: 9, active: 9, inactive: 0, pending: 1 });
    expect(body.messages.unacknowledged).toBe(3);
    expect(body.support.open).toBe(1);

    // A clinical admin sees their assigned people only: Margaret.
    const mine = (await get('clinician', '/api/admin/dashboard/')).body;
    expect(mine.scope).toBe('assigned');
    expect(mine.users.total).toBe(1);
    expect(mine.pending_approvals.count).toBe(0);
    expect(mine.messages.unacknowledged).toBe(3);
    expect(mine.kiosks.items.map((k: { user_id: number }) => k.user_id)).toEqual([ctx.ids.user]);

    expect((await get('staff', '/api/admin/dashboard/')).status).toBe(403);
    expect((await get('caregiver', '/api/admin/dashboard/')).status).toBe(403);
  });

  test('a kiosk that never pinged, then online after its heartbeat, then silent after the threshold', async () => {
    const kiosk = () =>
      get('admin', '/api/admin/dashboard/').then((r) =>
        r.body.kiosks.items.find((k: { user_id: number }) => k.user_id === ctx.ids.user),
      );
    await ctx.db.query('DELETE FROM kiosk_pings');
    expect(await kiosk()).toMatchObject({ state: 'never', last_seen_at: null });

    // The device signs itself in; its session's heartbeat (no device id sent) keeps it online.
    const session = await kioskSignIn();
    const beat = await ctx.call({
      method: 'GET',
      url: '/api/auth/ping/?app_version=2.4.1',
      token: session.access,
    });
    expect(beat.statusCode).toBe(200);
    expect(await kiosk()).toMatchObject({ state: 'online', app_version: '2.4.1' });

    // Margaret's own browser heartbeat is not the kiosk's.
    await ctx.db.query("UPDATE kiosk_pings SET last_seen_at = now() - interval '3 hours'");
    await ctx.call({ method: 'GET', url: '/api/auth/ping/', token: tokens.user });
    const silent = await kiosk();
    expect(silent.state).toBe('silent');
    expect(silent.silent_seconds).toBeGreaterThanOrEqual(3 * 3600);

    // The threshold is configurable: four hours makes three hours of silence acceptable.
    const put = await ctx.call({
      method: 'PUT',
      url: '/api/admin/settings/',
      token: tokens.admin,
      body: { kiosk_silent_after_minutes: 240 },
    });
    expect(put.json()).toEqual({ kiosk_silent_after_minutes: 240 });
    expect((await kiosk()).state).toBe('online');
    expect((await get('clinician', '/api/admin/settings/')).body).toEqual({
      kiosk_silent_after_minutes: 240,
    });
    const refused = await ctx.call({
      method: 'PUT',
      url: '/api/admin/settings/',
      token: tokens.clinician,
      body: { kiosk_silent_after_minutes: 5 },
    });
    expect(refused.statusCode).toBe(403);
    const invalid = await ctx.call({
      method: 'PUT',
      url: '/api/admin/settings/',
      token: tokens.admin,
      body: { kiosk_silent_after_minutes: 0 },
    });
    expect(invalid.statusCode).toBe(400);
    await ctx.db.query('DELETE FROM app_settings');
  });

  test('the kiosk ping reports its app version and last sync; the dashboard flags a kiosk that is not syncing', async () => {
    const kiosk = () =>
      get('admin', '/api/admin/dashboard/').then((r) =>
        r.body.kiosks.items.find((k: { user_id: number }) => k.user_id === ctx.ids.user),
      );
    const ping = (body: Record<string, unknown>) =>
      ctx.call({
        method: 'POST',
        url: '/api/auth/ping/',
        body: { device_id: DEMO_KIOSK.device_id, is_kiosk: true, ...body },
      });
    await ctx.db.query('DELETE FROM kiosk_pings');

    const synced = new Date(Date.now() - 2 * 60_000).toISOString();
    expect((await ping({ app_version: '1.3.0+abc1234', last_sync_at: synced })).statusCode).toBe(
      200,
    );
    const fresh = await kiosk();
    expect(fresh).toMatchObject({
      state: 'online',
      app_version: '1.3.0+abc1234',
      last_sync_at: synced,
      not_syncing: false,
    });
    expect(
      (await get('admin', '/api/admin/dashboard/')).body.kiosks.not_syncing_after_minutes,
    ).toBe(15);

    // A ping without a sync time (the start ping before the first load) keeps the last one.
    await ping({});
    expect((await kiosk()).last_sync_at).toBe(synced);

    // Pinging, but its data last loaded 20 minutes ago: "not syncing".
    const old = new Date(Date.now() - 20 * 60_000).toISOString();
    await ping({ last_sync_at: old });
    expect(await kiosk()).toMatchObject({ state: 'online', last_sync_at: old, not_syncing: true });

    // Silent kiosks are silent, not "not syncing".
    await ctx.db.query("UPDATE kiosk_pings SET last_seen_at = now() - interval '3 hours'");
    expect(await kiosk()).toMatchObject({ state: 'silent', not_syncing: false });

    // A kiosk clock ahead of the server's is stored as the server's now.
    const before = Date.now();
    await ping({ last_sync_at: new Date(Date.now() + 3 * 3600_000).toISOString() });
    const ahead = Date.parse(String((await kiosk()).last_sync_at));
    expect(ahead).toBeGreaterThanOrEqual(before - 1000);
    expect(ahead).toBeLessThanOrEqual(Date.now() + 1000);

    // The GET ping (and a kiosk session's heartbeat) carries it as a query parameter too.
    const session = await kioskSignIn();
    const beat = await ctx.call({
      method: 'GET',
      url: `/api/auth/ping/?last_sync_at=${encodeURIComponent(synced)}`,
      token: session.access,
    });
    expect(beat.statusCode).toBe(200);
    expect((await kiosk()).last_sync_at).toBe(synced);

    // Not a time, or absurdly long: refused by the schema.
    for (const bad of ['yesterday', '2026-01-01', `${synced}${'0'.repeat(40)}`]) {
      expect((await ping({ last_sync_at: bad })).statusCode).toBe(400);
    }
    expect((await kiosk()).last_sync_at).toBe(synced);
  });

  test('doses missed today: unmarked doses due longer ago than the threshold, by person', async () => {
    // A fixed-offset zone where it is now about noon, so "two hours ago" is always today there.
    const offset = 12 - new Date().getUTCHours();
    const zone = offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    const hoursAgo = (h: number) =>
      new Date(Date.now() + (offset - h) * 3600_000).toISOString().slice(11, 16);
    await ctx.db.query('UPDATE users SET time_zone = $1 WHERE id = ANY($2::int[])', [
      zone,
      [ctx.ids.user, ctx.ids.user2],
    ]);
    await ctx.db.query("UPDATE medications SET status = 'completed'");
    await ctx.db.query(
      `INSERT INTO medications (user_id, name, times, status) VALUES
        ($1, 'Two hours ago', $2::text::jsonb, 'active'),
        ($1, 'Ten minutes ago', $3::text::jsonb, 'active'),
        ($4, 'Harold two hours ago', $2::text::jsonb, 'active')`,
      [
        ctx.ids.user,
        JSON.stringify([hoursAgo(2)]),
        JSON.stringify([hoursAgo(1 / 6)]),
        ctx.ids.user2,
      ],
    );
    const all = (await get('admin', '/api/admin/dashboard/')).body.missed_doses;
    expect(all.count).toBe(2);
    expect(all.after_minutes).toBe(60);
    expect(
      all.people.map((p: { user_id: number; medications: string[] }) => [p.user_id, p.medications]),
    ).toEqual([
      [ctx.ids.user, ['Two hours ago']],
      [ctx.ids.user2, ['Harold two hours ago']],
    ]);
    const mine = (await get('clinician', '/api/admin/dashboard/')).body.missed_doses;
    expect(mine.count).toBe(1);
    // A person's own threshold (the dose API's dose_settings) wins over the default.
    await ctx.db.query(
      'INSERT INTO dose_settings (user_id, missed_after_minutes) VALUES ($1, 180), ($2, 5)',
      [ctx.ids.user2, ctx.ids.user],
    );
    const own = (await get('admin', '/api/admin/dashboard/')).body.missed_doses;
    expect(
      own.people.map((p: { user_id: number; medications: string[] }) => [p.user_id, p.medications]),
    ).toEqual([[ctx.ids.user, ['Two hours ago', 'Ten minutes ago']]]);
    await ctx.db.query('DELETE FROM dose_settings');
    await ctx.db.query('UPDATE users SET time_zone = NULL');
  });
});

describe('user list: search, filters, sort, pages', () => {
  const list = async (role: Role, query: string) =>
    (await get(role, `/api/admin/users/?${query}`)).body;

  test('every word must match the name, username or e-mail, case-insensitive', async () => {
    const res = await list('admin', 'q=MARG%20john');
    expect(res.count).toBe(1);
    expect(res.results[0]).toMatchObject({
      id: ctx.ids.user,
      display_name: 'Margaret Johnson',
      main_role: 'user',
      has_kiosk: true,
      assigned_clinical_admin: { id: ctx.ids.clinician, display_name: 'Dr. Jordan Lee' },
    });
    expect((await list('admin', 'q=care.test')).count).toBe(9);
    expect((await list('admin', 'q=100%25')).count).toBe(0);
  });

  test('role, approval and activity filters; the spec 4.6 pending flag', async () => {
    expect(
      (await list('admin', 'role=clinical_admin')).results.map((u: { email: string }) => u.email),
    ).toEqual(['clinician@care.test']);
    const pending = await list('admin', 'approval=pending');
    expect(pending.results.map((u: { id: number }) => u.id)).toEqual([ctx.ids.pending]);
    expect(pending.results[0].pending_approval).toBe(true);
    expect((await list('admin', 'activity=inactive')).count).toBe(0);
    expect((await list('admin', 'role=user&approval=approved')).count).toBe(2);
  });

  test('sorted on the server and paged; a page past the end still says how many match', async () => {
    const first = await list('admin', 'sort=-name&page_size=4');
    expect(first).toMatchObject({ count: 9, page: 1, page_size: 4 });
    expect(first.results.map((u: { display_name: string }) => u.display_name)).toEqual([
      'Sue Superuser',
      'Sam Staff',
      'Penny Pending',
      'Pat Primary',
    ]);
    const third = await list('admin', 'sort=-name&page_size=4&page=3');
    expect(third.results.map((u: { email: string }) => u.email)).toEqual(['admin@care.test']);
    const byEmail = await list('admin', 'sort=email&page_size=1');
    expect(byEmail.results[0].email).toBe('admin@care.test');
    expect(await list('admin', 'page=9')).toMatchObject({ count: 9, page: 9, results: [] });
    expect((await get('admin', '/api/admin/users/?page_size=101')).status).toBe(400);
  });

  test('a search matching more than 1,000 says so instead of counting them all', async () => {
    await ctx.db.query(
      `INSERT INTO users (email, username, password_hash, display_name, is_approved)
       SELECT 'bulk' || g || '@example.org', 'bulk' || g, 'x', 'Bulk Person ' || g, true
       FROM generate_series(1, 1005) g`,
    );
    const searched = await list('admin', 'q=bulk&page_size=10');
    expect(searched).toMatchObject({ count: 1000, count_capped: true });
    expect(searched.results).toHaveLength(10);
    const all = await list('admin', 'page_size=10');
    expect(all).toMatchObject({ count: 1014, count_capped: false });
    const few = await list('admin', 'q=bulk100');
    expect(few).toMatchObject({ count: 7, count_capped: false });
    await ctx.db.query("DELETE FROM users WHERE email LIKE 'bulk%'");
  });

  test('a clinical admin sees only their assigned users; last activity comes from sessions', async () => {
    const mine = await list('clinician', '');
    expect(mine.results.map((u: { id: number }) => u.id)).toEqual([ctx.ids.user]);
    expect(mine.results[0].last_active_at).not.toBeNull();
    expect((await list('staff', '')).count).toBe(9);
    expect((await get('caregiver', '/api/admin/users/')).status).toBe(403);
  });
});

describe('sessions', () => {
  test('listed with device and last use; a revoked session is signed out at once', async () => {
    const mine = await ctx.call({
      method: 'POST',
      url: '/api/auth/login/',
      body: { email: 'user2@care.test', password: 'CareDemo#2026' },
      headers: { 'user-agent': 'Mozilla/5.0 (iPad; CPU OS 17_0) Safari/605.1' },
      csrf: false,
    });
    const harold = mine.json<{ access: string }>().access;
    const page = (await get('admin', `/api/admin/sessions/?user_id=${ctx.ids.user2}`)).body;
    expect(page.count).toBe(1);
    const [session] = page.results;
    expect(session).toMatchObject({
      user: { id: ctx.ids.user2, email: 'user2@care.test' },
      kind: 'browser',
      user_agent: 'Mozilla/5.0 (iPad; CPU OS 17_0) Safari/605.1',
      current: false,
    });
    const own = (await get('admin', '/api/admin/sessions/')).body.results.filter(
      (s: { current: boolean }) => s.current,
    );
    expect(own).toHaveLength(1);
    expect(own[0].user.email).toBe('admin@care.test');

    const revoke = await ctx.call({
      method: 'DELETE',
      url: `/api/admin/sessions/${session.id}/`,
      token: tokens.admin,
    });
    expect(revoke.statusCode).toBe(204);
    const after = await ctx.call({ method: 'GET', url: '/api/users/me/', token: harold });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('token_not_valid');
    const again = await ctx.call({
      method: 'DELETE',
      url: `/api/admin/sessions/${session.id}/`,
      token: tokens.admin,
    });
    expect(again.statusCode).toBe(404);
    const audit = (await get('admin', `/api/admin/audit-log/?resource=session`)).body.results;
    expect(audit[0]).toMatchObject({ action: 'revoke', subject_user_id: ctx.ids.user2 });

    expect((await get('clinician', '/api/admin/sessions/')).status).toBe(403);
  });

  test('a kiosk session is a kiosk; rebinding the device signs it out; revoke all', async () => {
    const kiosk = await kioskSignIn();
    const sessions = (await get('superuser', `/api/admin/sessions/?user_id=${ctx.ids.user}`)).body;
    expect(sessions.results.some((s: { kind: string }) => s.kind === 'kiosk')).toBe(true);

    const secret = await ctx.call({
      method: 'PATCH',
      url: `/api/users/${ctx.ids.user}/`,
      token: tokens.clinician,
      body: { kiosk_secret: 'a-brand-new-secret-for-this-device' },
    });
    expect(secret.statusCode).toBe(200);
    expect(
      (await ctx.call({ method: 'GET', url: '/api/users/me/', token: kiosk.access })).statusCode,
    ).toBe(401);
    // Margaret's own browser session is not a kiosk session: it goes on.
    expect(
      (await ctx.call({ method: 'GET', url: '/api/users/me/', token: tokens.user })).statusCode,
    ).toBe(200);
    const kioskAudit = (await get('admin', `/api/admin/audit-log/?resource=kiosk&action=update`))
      .body.results;
    expect(kioskAudit[0]).toMatchObject({
      actor_id: ctx.ids.clinician,
      subject_user_id: ctx.ids.user,
      subject_name: 'Margaret Johnson',
    });
    // The re-key left the demo kiosk needing a pairing; the tests after this one sign in with its secret.
    await ctx.db.query('UPDATE users SET kiosk_secret = $1 WHERE id = $2', [
      kioskSecretDigest(DEMO_KIOSK.kiosk_secret),
      ctx.ids.user,
    ]);

    const all = await ctx.call({
      method: 'DELETE',
      url: `/api/admin/users/${ctx.ids.user}/sessions/`,
      token: tokens.admin,
    });
    expect(all.json().revoked).toBeGreaterThanOrEqual(1);
    expect(
      (await ctx.call({ method: 'GET', url: '/api/users/me/', token: tokens.user })).statusCode,
    ).toBe(401);
    tokens.user = (await ctx.login('user')).access;
  });
});

describe('messages and support requests', () => {
  test('a message sent to a person shows whether it was acknowledged', async () => {
    const sent = await ctx.call({
      method: 'POST',
      url: '/api/messages/send/',
      token: tokens.admin,
      body: { recipient_id: ctx.ids.user, subject: 'Visit', body: 'The nurse comes at 3 pm.' },
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json<{ id: number }>().id;
    const open = (
      await get('admin', `/api/admin/messages/?recipient_id=${ctx.ids.user}&acknowledged=false`)
    ).body;
    expect(open.results[0]).toMatchObject({
      id,
      sender_name: 'Alex Admin',
      recipient_name: 'Margaret Johnson',
      acknowledged: false,
    });
    await ctx.call({ method: 'POST', url: `/api/messages/${id}/acknowledge/`, token: tokens.user });
    const done = (await get('admin', `/api/admin/messages/?acknowledged=true`)).body.results;
    expect(done.find((m: { id: number }) => m.id === id)).toMatchObject({ acknowledged: true });
    expect(done.find((m: { id: number }) => m.id === id).acknowledged_at).not.toBeNull();
    // Harold has no clinician: his messages are not the clinician's to see.
    await ctx.call({
      method: 'POST',
      url: '/api/messages/send/',
      token: tokens.admin,
      body: { recipient_id: ctx.ids.user2, body: 'Hello Harold' },
    });
    const clin = (await get('clinician', '/api/admin/messages/')).body.results;
    expect(clin.every((m: { recipient_id: number }) => m.recipient_id === ctx.ids.user)).toBe(true);
  });

  test('support requests with who asked, and their status changed by an admin', async () => {
    const page = (await get('admin', '/api/admin/support/?status=open')).body;
    expect(page.results[0]).toMatchObject({
      subject: 'Clock too bright at night',
      user_name: 'Margaret Johnson',
      status: 'open',
    });
    const id = page.results[0].id as number;
    const change = await ctx.call({
      method: 'PATCH',
      url: `/api/support/${id}/`,
      token: tokens.admin,
      body: { status: 'resolved' },
    });
    expect(change.json()).toEqual({ id, status: 'resolved' });
    expect((await get('admin', '/api/admin/support/?status=open')).body.count).toBe(0);
    expect((await get('admin', '/api/admin/dashboard/')).body.support.open).toBe(0);
    const bad = await ctx.call({
      method: 'PATCH',
      url: `/api/support/${id}/`,
      token: tokens.admin,
      body: { status: 'lost' },
    });
    expect(bad.statusCode).toBe(400);
    const clinician = await ctx.call({
      method: 'PATCH',
      url: `/api/support/${id}/`,
      token: tokens.clinician,
      body: { status: 'open' },
    });
    expect(clinician.statusCode).toBe(403);
  });
});

describe('audit log', () => {
  test('filtered by person, actor, action and date; names of both; paged', async () => {
    await ctx.call({
      method: 'GET',
      url: `/api/users/${ctx.ids.user}/health-profile/`,
      token: tokens.clinician,
    });
    await ctx.call({
      method: 'GET',
      url: `/api/users/${ctx.ids.user}/emergency-contacts/`,
      token: tokens.admin,
    });
    const byClinician = (
      await get(
        'admin',
        `/api/admin/audit-log/?actor_id=${ctx.ids.clinician}&user_id=${ctx.ids.user}&resource=health_profile`,
      )
    ).body;
    expect(byClinician.count).toBe(1);
    expect(byClinician.results[0]).toMatchObject({
      action: 'read',
      actor_name: 'Dr. Jordan Lee',
      subject_name: 'Margaret Johnson',
    });
    const future = encodeURIComponent(new Date(Date.now() + 3600_000).toISOString());
    expect((await get('admin', `/api/admin/audit-log/?from=${future}`)).body.count).toBe(0);
    const paged = (await get('admin', '/api/admin/audit-log/?page_size=1&page=2')).body;
    expect(paged.results).toHaveLength(1);
    expect(paged.count).toBeGreaterThanOrEqual(2);
    expect((await get('clinician', '/api/admin/audit-log/')).status).toBe(403);
  });

  test('GET /api/audit-log/ shares the query but keeps its own filters and fields', async () => {
    const url = `/api/audit-log/?user_id=${ctx.ids.user}&resource=health_profile`;
    const own = await get('admin', url);
    expect(own.status).toBe(200);
    const rows = own.body as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'action',
      'actor_email',
      'actor_id',
      'created_at',
      'id',
      'ip',
      'resource',
      'resource_id',
      'subject_user_id',
    ]);
    // The admin page's filters are not this list's: they are ignored, not applied unchecked.
    const undeclared = await get('admin', `${url}&action=nothing&from=not-a-date`);
    expect(undeclared.status).toBe(200);
    expect(undeclared.body).toEqual(own.body);
  });

  test('changing an account’s details is written to the audit log; saving it unchanged is not', async () => {
    const before = (await get('admin', `/api/users/${ctx.ids.user2}/`)).body;
    const updates = async () =>
      (await get('admin', `/api/admin/audit-log/?user_id=${ctx.ids.user2}&resource=account`)).body
        .results.length as number;
    const count = await updates();
    const save = (body: Record<string, unknown>) =>
      ctx.call({ method: 'PATCH', url: `/api/users/${ctx.ids.user2}/`, token: tokens.admin, body });
    expect((await save({ last_name: before.last_name })).statusCode).toBe(200);
    expect(await updates()).toBe(count);
    expect((await save({ last_name: 'Audited' })).statusCode).toBe(200);
    const rows = (
      await get('admin', `/api/admin/audit-log/?user_id=${ctx.ids.user2}&resource=account`)
    ).body.results;
    expect(rows).toHaveLength(count + 1);
    expect(rows[0]).toMatchObject({
      action: 'update',
      resource: 'account',
      actor_id: ctx.ids.admin,
    });
    expect((await save({ last_name: before.last_name })).statusCode).toBe(200);
  });

  test('approving an account is written to the audit log', async () => {
    const approve = await ctx.call({
      method: 'POST',
      url: `/api/users/${ctx.ids.pending}/approve/`,
      token: tokens.superuser,
      body: { is_staff: true },
    });
    expect(approve.json().detail).toBe('User approved successfully!');
    const rows = (await get('admin', `/api/admin/audit-log/?user_id=${ctx.ids.pending}`)).body
      .results;
    expect(rows[0]).toMatchObject({
      action: 'approve',
      resource: 'account',
      actor_name: 'Sue Superuser',
    });
    await ctx.db.query('UPDATE users SET is_approved = false, is_staff = false WHERE id = $1', [
      ctx.ids.pending,
    ]);
  });
});
