// @engine-sensitive: text search (trigram indexes, LIKE) and ordering as the engine collates.
import type { Queryable } from '../src/db/db';
import { ROLES, setup } from './helpers';
import type { Ctx, Role } from './helpers';

/**
 * Bounded lists: every list answers at most its maximum a page, GET /users/ is for those who
 * administer accounts, the clock's message list leaves out old acknowledged messages, and the
 * user list costs the same number of queries whatever the number of users.
 */
let ctx: Ctx;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  ctx = await setup();
  for (const r of ROLES) {
    tokens[r] = (await ctx.login(r)).access;
  }
});
afterAll(async () => {
  await ctx.close();
});

const get = (role: Role, url: string) => ctx.call({ method: 'GET', url, token: tokens[role] });

/** `n` more accounts, named by `tag` (unique e-mail and username), optionally with a clinician. */
async function addUsers(n: number, tag: string, extra = '', clinicianId: number | null = null) {
  await ctx.db.query(
    `INSERT INTO users (email, username, password_hash, display_name, is_active, is_approved,
       is_staff, assigned_clinical_admin_id ${extra ? `, ${extra}` : ''})
     SELECT '${tag}' || g || '@lists.test', '${tag}' || g, 'x', 'Person ' || g, true, true, true, $2::int
       ${extra ? ', true' : ''}
     FROM generate_series(1, $1::int) g`,
    [n, clinicianId],
  );
}

const countUsers = async (): Promise<number> =>
  (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users'))[0]?.n ?? 0;

describe('GET /users/ is for those who administer accounts', () => {
  test.each(['user', 'user2', 'staff', 'clinician', 'caregiver'] as const)(
    '%s is refused (403, nothing but the detail)',
    async (role) => {
      const res = await get(role, '/api/users/');
      expect(res.statusCode).toBe(403);
      expect(Object.keys(res.json<Record<string, unknown>>())).toEqual(['detail']);
    },
  );
  test.each(['admin', 'primary', 'superuser'] as const)('%s reads it', async (role) => {
    const res = await get(role, '/api/users/');
    expect(res.statusCode).toBe(200);
    expect(res.json<unknown[]>().length).toBeGreaterThan(0);
  });
  test('a non-admin screen keeps what it needs: staff still read the clinical admins', async () => {
    const res = await get('staff', '/api/users/clinical-admins/');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ id: number }[]>().map((c) => c.id)).toContain(ctx.ids.clinician);
  });
});

describe('the user list costs the same queries whatever the number of users', () => {
  test('queries per request do not grow with the users (or their clinicians)', async () => {
    const wrapped = ctx.db as { query: Queryable['query'] };
    const original = wrapped.query.bind(ctx.db);
    let count = 0;
    wrapped.query = <T>(sql: string, params?: readonly unknown[]) => {
      count += 1;
      return original<T>(sql, params);
    };
    const measure = async () => {
      count = 0;
      const res = await get('admin', '/api/users/');
      expect(res.statusCode).toBe(200);
      return { queries: count, users: res.json<unknown[]>().length };
    };
    try {
      await measure(); // the first request may warm what later ones reuse
      const before = await measure();
      // Each new person has a clinician: the old list read each one's clinician separately.
      await addUsers(3, 'clin', 'is_clinical_admin');
      const clinicians = await ctx.db.query<{ id: number }>(
        "SELECT id FROM users WHERE email LIKE 'clin%@lists.test'",
      );
      for (const c of clinicians) await addUsers(15, `care${c.id}-`, '', c.id);
      const after = await measure();
      expect(after.users).toBeGreaterThan(before.users + 40);
      expect(after.queries).toBe(before.queries);
      expect(after.queries).toBeLessThanOrEqual(4);
    } finally {
      wrapped.query = original;
    }
  });
});

describe('a page never exceeds its maximum', () => {
  test('GET /users/: 100 a page, the next page holds the rest, 101 is refused', async () => {
    await addUsers(150, 'many');
    const total = await countUsers();
    expect(total).toBeGreaterThan(200);
    const seen: number[] = [];
    for (let page = 1; ; page += 1) {
      const res = await get('admin', `/api/users/?page=${page}`);
      expect(res.statusCode).toBe(200);
      const ids = res.json<{ id: number }[]>().map((u) => u.id);
      expect(ids.length).toBeLessThanOrEqual(100);
      seen.push(...ids);
      if (ids.length < 100) break;
    }
    expect(seen).toHaveLength(total);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    const refused = await get('admin', '/api/users/?page_size=101');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { page_size: expect.any(String) as string } });
  });

  test('GET /users/ still searches and filters within a page', async () => {
    const res = await get('admin', '/api/users/?search=many14&page_size=5');
    const emails = res.json<{ email: string }[]>().map((u) => u.email);
    expect(emails).toEqual([
      'many14@lists.test',
      'many140@lists.test',
      'many141@lists.test',
      'many142@lists.test',
      'many143@lists.test',
    ]);
  });

  // Margaret's lists, each filled past its maximum: `insert` adds $2 rows to the person $1's list.
  const lists: { name: string; url: string; max: number; insert: string }[] = [
    {
      name: 'meals',
      url: 'users/{user}/meals/',
      max: 500,
      insert: `INSERT INTO meals (user_id, meal_type, description, eaten_at)
         SELECT $1, 'snack', 'Tea ' || g, now() - g * interval '1 hour' FROM generate_series(1, $2::int) g`,
    },
    {
      name: 'medications',
      url: 'users/{user}/medications/',
      max: 200,
      insert: `INSERT INTO medications (user_id, name, status) SELECT $1, 'Med ' || g, 'paused'
         FROM generate_series(1, $2::int) g`,
    },
    {
      name: 'emergency contacts',
      url: 'users/{user}/emergency-contacts/',
      max: 100,
      insert: `INSERT INTO emergency_contacts (user_id, name, relationship, phone_number)
         SELECT $1, 'Friend ' || g, 'Friend', '555' || g FROM generate_series(1, $2::int) g`,
    },
    {
      name: 'pictures',
      url: 'users/{user}/picturebook/',
      max: 500,
      insert: `INSERT INTO pictures (user_id, mime, size, image_key, thumb_key, etag)
         SELECT $1, 'image/jpeg', 1, 'lists-' || g, 'lists-t-' || g, 'e' || g
         FROM generate_series(1, $2::int) g`,
    },
    {
      name: 'own notifications',
      url: 'users/notifications/',
      max: 100,
      insert: `INSERT INTO notifications (user_id, title) SELECT $1, 'Note ' || g
         FROM generate_series(1, $2::int) g`,
    },
    {
      name: 'own support requests',
      url: 'support/',
      max: 100,
      insert: `INSERT INTO support_requests (user_id, subject, message) SELECT $1, 'Help ' || g, 'Please'
         FROM generate_series(1, $2::int) g`,
    },
  ];
  test.each(lists)('$name: at most $max, the rest on the next page', async (l) => {
    const url = `/api/${l.url.replace('{user}', String(ctx.ids.user))}`;
    const already = (await get('user', `${url}?page_size=${l.max}`)).json<unknown[]>().length;
    await ctx.db.query(l.insert, [ctx.ids.user, l.max + 5 - already]);
    const first = await get('user', url);
    expect(first.statusCode).toBe(200);
    expect(first.json<unknown[]>()).toHaveLength(l.max);
    const second = await get('user', `${url}?page=2`);
    expect(second.json<unknown[]>()).toHaveLength(5);
    const ids = [...first.json<{ id: number }[]>(), ...second.json<{ id: number }[]>()].map(
      (r) => r.id,
    );
    expect(new Set(ids).size).toBe(l.max + 5);
    expect((await get('user', `${url}?page_size=${l.max + 1}`)).statusCode).toBe(400);
  });

  test('appointments: page 1 holds the upcoming ones however long the history', async () => {
    await ctx.db.query(
      `INSERT INTO appointments (user_id, title, start_time)
       SELECT $1, 'Old visit ' || g, now() - g * interval '1 day' FROM generate_series(1, 520) g`,
      [ctx.ids.user],
    );
    const soon = await ctx.db.query<{ id: number }>(
      `INSERT INTO appointments (user_id, title, start_time)
       VALUES ($1, 'Dentist', now() + interval '2 days') RETURNING id`,
      [ctx.ids.user],
    );
    const res = await get('user', `/api/users/${ctx.ids.user}/appointments/`);
    const rows = res.json<{ id: number; start_time: string }[]>();
    expect(rows).toHaveLength(500);
    expect(rows.map((r) => r.id)).toContain(soon[0]?.id);
    const starts = rows.map((r) => Date.parse(r.start_time));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  test('the clinical admins: at most 500 a page', async () => {
    await addUsers(505, 'ca', 'is_clinical_admin');
    const first = await get('admin', '/api/users/clinical-admins/');
    expect(first.json<unknown[]>()).toHaveLength(500);
    const second = await get('admin', '/api/users/clinical-admins/?page=2');
    expect(second.json<unknown[]>().length).toBeGreaterThan(0);
    expect(second.json<unknown[]>().length).toBeLessThanOrEqual(500);
    expect((await get('admin', '/api/users/clinical-admins/?page_size=501')).statusCode).toBe(400);
  });

  test('the dashboard counts every kiosk and lists the 50 that most need attention', async () => {
    await ctx.db.query(
      // Paired kiosks (each holds the secret it claimed; a binding without one needs a pairing).
      `INSERT INTO users (email, username, password_hash, display_name, is_active, is_approved, device_id,
         kiosk_secret)
       SELECT 'kiosk' || g || '@lists.test', 'kiosk' || g, 'x', 'Kiosk ' || g, true, true,
         'kiosk-lists-' || g, 'sha256:' || repeat('0', 64)
       FROM generate_series(1, 80) g`,
    );
    // 70 online, 3 silent for hours, the rest (and the demo kiosk, unless pinged) never seen.
    await ctx.db.query(
      `INSERT INTO kiosk_pings (device_id, last_seen_at)
       SELECT 'kiosk-lists-' || g, CASE WHEN g <= 3 THEN now() - g * interval '3 hours' ELSE now() END
       FROM generate_series(1, 73) g`,
    );
    const bound = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM users WHERE device_id IS NOT NULL',
    );
    const res = await get('admin', '/api/admin/dashboard/');
    expect(res.statusCode).toBe(200);
    const k = res.json<{
      kiosks: {
        online: number;
        silent: number;
        never: number;
        needs_pairing: number;
        items: { display_name: string; state: string }[];
      };
    }>().kiosks;
    expect(k.needs_pairing).toBe(0);
    expect(k.online + k.silent + k.never).toBe(bound[0]?.n);
    expect(k.silent).toBe(3);
    expect(k.online).toBeGreaterThanOrEqual(70);
    expect(k.items).toHaveLength(50);
    expect(k.items.slice(0, 3).map((i) => i.display_name)).toEqual([
      'Kiosk 3',
      'Kiosk 2',
      'Kiosk 1',
    ]);
    expect(k.items.slice(3, 3 + k.never).every((i) => i.state === 'never')).toBe(true);
  });

  test('the admin-area pages refuse more than 100', async () => {
    for (const path of ['users', 'messages', 'support', 'audit-log', 'sessions']) {
      const res = await get('admin', `/api/admin/${path}/?page_size=101`);
      expect({ path, status: res.statusCode }).toEqual({ path, status: 400 });
    }
  });
});

describe("the clock reads only unacknowledged and this week's messages", () => {
  const send = async (subject: string, daysAgo: number, acknowledged: boolean) => {
    const rows = await ctx.db.query<{ id: number }>(
      `INSERT INTO messages (sender_id, recipient_id, subject, body, acknowledged, acknowledged_at, created_at)
       VALUES ($1, $2, $3, 'Hello', $4::boolean, CASE WHEN $4::boolean THEN now() END, now() - $5::int * interval '1 day')
       RETURNING id`,
      [ctx.ids.caregiver, ctx.ids.user2, subject, acknowledged, daysAgo],
    );
    return rows[0]?.id ?? 0;
  };

  test('old acknowledged messages are left out; unacknowledged ones stay however old', async () => {
    const oldRead = await send('old, read', 30, true);
    const oldUnread = await send('old, unread', 30, false);
    const recentRead = await send('recent, read', 2, true);
    const recentUnread = await send('recent, unread', 1, false);
    const res = await get('user2', `/api/messages/${ctx.ids.user2}/all/`);
    expect(res.statusCode).toBe(200);
    const ids = res.json<{ id: number }[]>().map((m) => m.id);
    expect(ids).toEqual([recentUnread, recentRead, oldUnread]);
    expect(ids).not.toContain(oldRead);
  });

  test('a long backlog is bounded: the newest 100 unacknowledged and 20 acknowledged', async () => {
    await ctx.db.query(
      `INSERT INTO messages (recipient_id, subject, body, acknowledged, acknowledged_at, created_at)
       SELECT $1, 'm' || g, 'Hello', g % 2 = 0, CASE WHEN g % 2 = 0 THEN now() END,
         now() - g * interval '1 minute'
       FROM generate_series(1, 300) g`,
      [ctx.ids.user2],
    );
    const rows = (await get('user2', `/api/messages/${ctx.ids.user2}/all/`)).json<
      { acknowledged: boolean; subject: string; created_at: string }[]
    >();
    expect(rows.filter((m) => !m.acknowledged)).toHaveLength(100);
    expect(rows.filter((m) => m.acknowledged)).toHaveLength(20);
    // Newest first, and the newest unacknowledged one is there.
    const times = rows.map((m) => Date.parse(m.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(rows.map((m) => m.subject)).toContain('m1');
  });
});
