// @engine-sensitive: the session check's NOTIFY invalidation, the live channel's streams and a restore.
import type { AddressInfo } from 'node:net';
import { openBackup } from '../src/modules/backup/envelope';
import { DEMO_KIOSK } from '../src/seed';
import { PASSWORD, setup } from './helpers';
import type { Ctx, Role } from './helpers';
import { changes, openStream, ready } from './support/sse';

/**
 * Sessions end everywhere at once (docs/security.md): an access token names its session (sid), the account's
 * session generation (gen) and the account's own key (acct); the live channel closes streams whose session ended or
 * whose scope changed; a kiosk session is the person's plain account; a signed-in write needs a CSRF token bound to
 * its session.
 */
let ctx: Ctx;
let base: string;
let su: string;

beforeAll(async () => {
  ctx = await setup();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  su = (await ctx.login('superuser')).access;
});
afterAll(() => ctx.close());

const me = async (token: string): Promise<number> =>
  (await ctx.call({ method: 'GET', url: '/api/users/me/', token })).statusCode;

const patchUser = async (id: number, body: Record<string, unknown>, token = su) => {
  const res = await ctx.call({ method: 'PATCH', url: `/api/users/${id}/`, token, body });
  expect(res.statusCode).toBe(200);
};

/** A new, active account signing in with the demo password (its id is the next the database gives). */
async function newAccount(email: string): Promise<number> {
  const rows = await ctx.db.query<{ id: number }>(
    `INSERT INTO users (email, username, password_hash, display_name, first_name, last_name, role,
       is_active, is_approved)
     SELECT $1, $1, password_hash, 'New Person', 'New', 'Person', 'user', true, true
       FROM users WHERE id = $2 RETURNING id`,
    [email, ctx.ids.user],
  );
  return rows[0]!.id;
}

async function send(from: Role, to: number, body: string): Promise<number> {
  const { access } = await ctx.login(from);
  const res = await ctx.call({
    method: 'POST',
    url: '/api/messages/send/',
    token: access,
    body: { recipient_id: to, body },
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>().id;
}

describe('L1: an access token ends with its session', () => {
  test('sign-out: refused at once', async () => {
    const s = await ctx.login('user2');
    expect(await me(s.access)).toBe(200);
    expect((await ctx.logout(s.access, s.refresh)).statusCode).toBe(200);
    expect(await me(s.access)).toBe(401);
  });

  test('a role change ends every access token of the account at once; the refresh gives a working one', async () => {
    const s = await ctx.login('user2');
    expect(await me(s.access)).toBe(200);
    await patchUser(ctx.ids.user2, { is_staff: true });
    expect(await me(s.access)).toBe(401);
    const again = await ctx.refresh(s.refresh);
    expect(again.statusCode).toBe(200);
    expect(await me(again.json<{ access: string }>().access)).toBe(200);
    await patchUser(ctx.ids.user2, { is_staff: false });
  });

  test('password change and deactivation: refused at once', async () => {
    const id = await newAccount('leaving@care.test');
    const first = (await ctx.signIn('leaving@care.test', PASSWORD)).json<{ access: string }>();
    const second = (await ctx.signIn('leaving@care.test', PASSWORD)).json<{ access: string }>();
    expect([await me(first.access), await me(second.access)]).toEqual([200, 200]);
    const changed = await ctx.call({
      method: 'POST',
      url: '/api/auth/change-password/',
      token: first.access,
      body: { old_password: PASSWORD, new_password: 'a new and long password 7' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await me(first.access)).toBe(401);
    expect(await me(second.access)).toBe(401);
    const fresh = changed.json<{ access: string }>().access;
    expect(await me(fresh)).toBe(200);
    await patchUser(id, { is_active: false });
    expect(await me(fresh)).toBe(401);
  });
});

test('L2: a kiosk session of an account promoted to admin afterwards cannot reach an admin route', async () => {
  const login = await ctx.call({
    method: 'POST',
    url: '/api/kiosk-auth/',
    body: DEMO_KIOSK,
    csrf: false,
  });
  expect(login.statusCode).toBe(200);
  const kiosk = login.json<{ access: string; refresh: string }>();
  expect(
    (await ctx.call({ method: 'GET', url: '/api/users/', token: kiosk.access })).statusCode,
  ).toBe(403);
  await patchUser(ctx.ids.user, { is_admin: true });
  try {
    // The promotion ended the kiosk's access token; the refreshed one is still the kiosk's.
    const old = await ctx.call({ method: 'GET', url: '/api/users/', token: kiosk.access });
    expect(old.statusCode).toBe(401);
    const refreshed = await ctx.refresh(kiosk.refresh);
    expect(refreshed.statusCode).toBe(200);
    const access = refreshed.json<{ access: string }>().access;
    expect((await ctx.call({ method: 'GET', url: '/api/users/', token: access })).statusCode).toBe(
      403,
    );
    const dashboard = await ctx.call({ method: 'GET', url: '/api/admin/users/', token: access });
    expect(dashboard.statusCode).toBe(403);
    expect(await me(access)).toBe(200);
    // The account itself, signed in as such, does have the admin's reach now.
    const person = (await ctx.login('user')).access;
    expect((await ctx.call({ method: 'GET', url: '/api/users/', token: person })).statusCode).toBe(
      200,
    );
  } finally {
    await patchUser(ctx.ids.user, { is_admin: false });
  }
});

describe('L3: the live channel closes a stream whose session ended or whose scope changed', () => {
  test('sign-out closes the stream; it hears nothing after', async () => {
    const s = await ctx.login('user');
    const stream = await openStream(base, s.access);
    await stream.next(ready);
    expect((await ctx.logout(s.access, s.refresh)).statusCode).toBe(200);
    await Promise.race([
      stream.ended,
      new Promise((_, fail) => setTimeout(() => fail(new Error('stream still open')), 2000)),
    ]);
    await send('caregiver', ctx.ids.user, 'after sign-out');
    await new Promise((r) => setTimeout(r, 300));
    expect(stream.frames.some((f) => f.data.includes('after sign-out'))).toBe(false);
    expect(changes(stream)).toEqual([]);
    // Reconnecting with the ended session's token is refused.
    const again = await openStream(base, s.access);
    expect(again.status).toBe(401);
    again.close();
  });

  test("removing the caregiver link closes the caregiver's stream; the new scope no longer holds the person", async () => {
    const admin = (await ctx.login('admin')).access;
    const caregiver = (await ctx.login('caregiver')).access;
    const stream = await openStream(base, caregiver);
    await stream.next(ready);
    const before = await send('clinician', ctx.ids.user, 'heard before');
    await stream.next((f) => f.event === 'change' && f.data.includes(`"id":${before}`));
    const unlink = await ctx.call({
      method: 'PUT',
      url: `/api/users/${ctx.ids.user}/caregivers/`,
      token: admin,
      body: { caregiver_ids: [] },
    });
    expect(unlink.statusCode).toBe(200);
    try {
      await Promise.race([
        stream.ended,
        new Promise((_, fail) => setTimeout(() => fail(new Error('stream still open')), 2000)),
      ]);
      const reconnected = await openStream(base, caregiver);
      expect(reconnected.status).toBe(200);
      await reconnected.next(ready);
      const after = await send('clinician', ctx.ids.user, 'not for the caregiver');
      await new Promise((r) => setTimeout(r, 300));
      for (const s of [stream, reconnected]) {
        expect(changes(s).some((e) => (e.payload as { id?: number }).id === after)).toBe(false);
      }
      reconnected.close();
    } finally {
      const relink = await ctx.call({
        method: 'PUT',
        url: `/api/users/${ctx.ids.user}/caregivers/`,
        token: admin,
        body: { caregiver_ids: [ctx.ids.caregiver] },
      });
      expect(relink.statusCode).toBe(200);
    }
  });
});

test("L3: assigning a person to a clinical admin closes the clinician's stream; the new one hears the person", async () => {
  const admin = (await ctx.login('admin')).access;
  const clinician = (await ctx.login('clinician')).access;
  const stream = await openStream(base, clinician);
  await stream.next(ready);
  const assign = (id: number | null) =>
    ctx.call({
      method: 'POST',
      url: `/api/users/${ctx.ids.user2}/assign-clinical-admin/`,
      token: admin,
      body: { clinical_admin_id: id },
    });
  expect((await assign(ctx.ids.clinician)).statusCode).toBe(200);
  try {
    await Promise.race([
      stream.ended,
      new Promise((_, fail) => setTimeout(() => fail(new Error('stream still open')), 2000)),
    ]);
    const reconnected = await openStream(base, clinician);
    await reconnected.next(ready);
    const heard = await send('admin', ctx.ids.user2, 'for the new clinician');
    await reconnected.next((f) => f.event === 'change' && f.data.includes(`"id":${heard}`));
    reconnected.close();
  } finally {
    expect((await assign(null)).statusCode).toBe(200);
  }
});

describe('L4: a signed-in write needs a CSRF token bound to its session', () => {
  const write = (token: string, csrf: string) =>
    ctx.call({
      method: 'PATCH',
      url: '/api/users/me/',
      token,
      body: { first_name: 'Ann' },
      csrf: false,
      headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    });

  test('an anonymous token (fetched before sign-in) is refused once signed in; a bound one works', async () => {
    const anonymous = (await ctx.call({ method: 'GET', url: '/api/csrf/' })).json<{
      csrfToken: string;
    }>().csrfToken;
    const { access } = await ctx.login('user2');
    const refused = await write(access, anonymous);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: 'CSRF Failed: CSRF token missing or incorrect.',
      code: 'csrf_failed',
    });
    const bound = (
      await ctx.call({
        method: 'GET',
        url: '/api/csrf/',
        token: access,
        headers: { cookie: `csrftoken=${anonymous}` },
      })
    ).json<{ csrfToken: string }>().csrfToken;
    expect(bound).not.toBe(anonymous);
    expect((await write(access, bound)).statusCode).toBe(200);
    // Bound to another session: refused too.
    const other = (await ctx.login('user2')).access;
    expect((await write(other, bound)).statusCode).toBe(403);
  });
});

describe('L1: a restore', () => {
  test('after a restore, an old token reaches neither its account nor a new account given the same id', async () => {
    const PASS = 'a long backup passphrase';
    const file = await ctx.call({
      method: 'POST',
      url: '/api/backup/',
      token: su,
      body: { passphrase: PASS },
    });
    expect(file.statusCode).toBe(200);
    const doc = (await openBackup(file.json(), PASS)) as {
      tables: { users: { id: number }[] };
    };
    const later = await newAccount('later@care.test');
    const laterToken = (await ctx.signIn('later@care.test', PASSWORD)).json<{ access: string }>();
    const plain = await ctx.login('user');
    expect([await me(laterToken.access), await me(plain.access)]).toEqual([200, 200]);

    const restored = await ctx.call({
      method: 'POST',
      url: '/api/backup/restore/',
      token: su,
      body: { backup: file.json<unknown>(), passphrase: PASS },
    });
    expect(restored.statusCode).toBe(200);
    su = restored.json<{ access: string }>().access;
    expect(doc.tables.users.some((u) => u.id === later)).toBe(false);
    // A new account after the restore is given the id the one made after the backup had.
    expect(await newAccount('another@care.test')).toBe(later);
    expect(await me(laterToken.access)).toBe(401);
    expect(await me(plain.access)).toBe(401);
  });
});
