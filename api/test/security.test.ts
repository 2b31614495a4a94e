// @engine-sensitive: a restore and the server's own connection settings.
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are untyped JSON checked by the assertions themselves */
import { loadConfig } from '../src/config';
import { signJwt } from '../src/lib/jwt';
import { kioskSecretDigest } from '../src/lib/kiosk-secret';
import { appLoggingTo, PASSWORD, setup } from './helpers';
import type { Ctx, Role } from './helpers';

/** Regression tests of the security review: each failed before its fix. */
let ctx: Ctx;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(async () => {
  await ctx.close();
});

const token = async (role: Role): Promise<string> => (await ctx.login(role)).access;

async function resetTokenFor(email: string): Promise<string> {
  const req = await ctx.call({
    method: 'POST',
    url: '/api/auth/password-reset/',
    body: { email },
    csrf: false,
  });
  expect(req.statusCode).toBe(200);
  const box = await ctx.call({ method: 'GET', url: `/api/dev/outbox?to=${email}` });
  const mail = box.json<{ body: string }[]>()[0];
  const t = /Reset token: (\S+)/.exec(mail?.body ?? '')?.[1];
  if (!t) throw new Error('no reset mail');
  return t;
}

describe('privilege escalation through kiosk credentials', () => {
  test('an admin cannot bind kiosk credentials to a superuser account', async () => {
    const admin = await token('admin');
    const res = await ctx.call({
      method: 'PATCH',
      url: `/api/users/${ctx.ids.superuser}/`,
      token: admin,
      body: { device_id: 'kiosk-evil-0001', kiosk_secret: 'evil-secret-0001' },
    });
    expect(res.statusCode).toBe(400);
    const row = await ctx.db.query<{ device_id: string | null }>(
      'SELECT device_id FROM users WHERE id = $1',
      [ctx.ids.superuser],
    );
    expect(row[0]?.device_id).toBeNull();
  });

  test('kiosk sign-in never opens a privileged account, even if one is bound', async () => {
    await ctx.db.query('UPDATE users SET device_id = $1, kiosk_secret = $2 WHERE id = $3', [
      'kiosk-admin-0001',
      kioskSecretDigest('admin-kiosk-secret'),
      ctx.ids.primary,
    ]);
    const boot = await ctx.call({
      method: 'GET',
      url: '/api/kiosk_bootstrap_config/',
      headers: { 'x-device-id': 'kiosk-admin-0001' },
    });
    expect(boot.statusCode).toBe(404);
    expect(boot.body).not.toContain('admin-kiosk-secret');
    const login = await ctx.call({
      method: 'POST',
      url: '/api/kiosk-login/',
      body: {
        user_id: ctx.ids.primary,
        kiosk_secret: 'admin-kiosk-secret',
        device_id: 'kiosk-admin-0001',
      },
      csrf: false,
    });
    expect(login.statusCode).toBe(403);
    expect(login.body).not.toContain('access');
    const auth = await ctx.call({
      method: 'POST',
      url: '/api/kiosk-auth/',
      body: { device_id: 'kiosk-admin-0001', kiosk_secret: 'admin-kiosk-secret' },
      csrf: false,
    });
    expect(auth.statusCode).toBe(403);
    expect(auth.body).not.toContain('access');
    await ctx.db.query('UPDATE users SET device_id = NULL, kiosk_secret = NULL WHERE id = $1', [
      ctx.ids.primary,
    ]);
  });
});

describe('privilege escalation through e-mail change', () => {
  test.each<[string, Role]>([
    ['superuser', 'superuser'],
    ['primary admin', 'primary'],
  ])('an admin cannot redirect the e-mail of the %s account', async (_n, victim) => {
    const admin = await token('admin');
    const res = await ctx.call({
      method: 'PUT',
      url: `/api/users/${ctx.ids[victim]}/`,
      token: admin,
      body: { email: 'attacker@evil.test' },
    });
    expect(res.statusCode).toBe(403);
    expect(Object.keys(res.json<Record<string, unknown>>())).toEqual(['detail']);
    const mgmt = await ctx.call({
      method: 'PATCH',
      url: `/api/users/${ctx.ids[victim]}/management/`,
      token: admin,
      body: { username: 'attacker' },
    });
    expect(mgmt.statusCode).toBe(403);
    const rows = await ctx.db.query<{ email: string; username: string }>(
      'SELECT email, username FROM users WHERE id = $1',
      [ctx.ids[victim]],
    );
    expect(rows[0]?.email).not.toBe('attacker@evil.test');
    expect(rows[0]?.username).not.toBe('attacker');
  });

  test('an admin still edits an ordinary user; a superuser+staff edits anyone', async () => {
    const admin = await token('admin');
    const plain = await ctx.call({
      method: 'PUT',
      url: `/api/users/${ctx.ids.user2}/`,
      token: admin,
      body: { email: 'harold.new@care.test' },
    });
    expect(plain.statusCode).toBe(200);
    expect(plain.json().email).toBe('harold.new@care.test');
    const su = await token('superuser');
    const onAdmin = await ctx.call({
      method: 'PUT',
      url: `/api/users/${ctx.ids.primary}/`,
      token: su,
      body: { email: 'primary.new@care.test' },
    });
    expect(onAdmin.statusCode).toBe(200);
    await ctx.db.query("UPDATE users SET email = 'user2@care.test' WHERE id = $1", [ctx.ids.user2]);
    await ctx.db.query("UPDATE users SET email = 'primary@care.test' WHERE id = $1", [
      ctx.ids.primary,
    ]);
  });
});

describe('password reset tokens', () => {
  test('a reset spends every other outstanding reset token of the account', async () => {
    const first = await resetTokenFor('caregiver@care.test');
    const second = await resetTokenFor('caregiver@care.test');
    expect(first).not.toBe(second);
    const ok = await ctx.confirmReset(second, 'Second#Reset2026');
    expect(ok.statusCode).toBe(200);
    const stale = await ctx.confirmReset(first, 'Attacker#Reset2026');
    expect(stale.statusCode).toBe(400);
  });

  test('a password change spends outstanding reset tokens', async () => {
    const pending = await resetTokenFor('clinician@care.test');
    const s = await ctx.login('clinician');
    const change = await ctx.call({
      method: 'POST',
      url: '/api/auth/change-password/',
      token: s.access,
      body: { old_password: PASSWORD, new_password: 'Changed#Pass2026' },
    });
    expect(change.statusCode).toBe(200);
    const stale = await ctx.confirmReset(pending, 'Attacker#Reset2026');
    expect(stale.statusCode).toBe(400);
    // back to the demo password for the other tests of this file
    const hash = await ctx.db.query<{ password_hash: string }>(
      "SELECT password_hash FROM users WHERE email = 'user@care.test'",
    );
    await ctx.db.query("UPDATE users SET password_hash = $1 WHERE email = 'clinician@care.test'", [
      hash[0]?.password_hash,
    ]);
  });
});

describe('logout', () => {
  test('revokes the refresh token even when the access token has expired', async () => {
    const s = await ctx.login('user');
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt(
      { token_type: 'access', user_id: ctx.ids.user, jti: 'x', iat: now - 600, exp: now - 300 },
      ctx.cfg.jwtSecret,
    );
    const out = await ctx.logout(expired, s.refresh);
    expect(out.statusCode).toBe(200);
    const r = await ctx.refresh(s.refresh);
    expect(r.statusCode).toBe(401);
  });
});

describe('restore', () => {
  test('refuses a non-superuser before reading the (up to 256 MB) body', async () => {
    const admin = await token('admin');
    const res = await ctx.call({
      method: 'POST',
      url: '/api/backup/restore/',
      token: admin,
      headers: { 'content-type': 'application/json' },
      payload: '{"this is not json',
    });
    expect(res.statusCode).toBe(403);
    expect(Object.keys(res.json<Record<string, unknown>>())).toEqual(['detail']);
  });
});

describe('configuration', () => {
  test('production refuses a short JWT_SECRET', () => {
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://care@127.0.0.1/care',
      PICTURE_KEY: 'a'.repeat(64),
      JWT_SECRET: 'short-secret',
    };
    expect(() => loadConfig(env, { dataDir: null })).toThrow(/JWT_SECRET/);
    expect(() =>
      loadConfig({ ...env, JWT_SECRET: 'x'.repeat(32) }, { dataDir: null }),
    ).not.toThrow();
  });
});

describe('object-level access (regression)', () => {
  test("a contact of another user is not reachable through one's own user id", async () => {
    const admin = await token('admin');
    const created = await ctx.call({
      method: 'POST',
      url: `/api/users/${ctx.ids.user2}/emergency-contacts/`,
      token: admin,
      body: { name: 'Secret', relationship: 'Friend', phone_number: '5551234' },
    });
    const cid = created.json<{ id: number }>().id;
    const me = await token('user');
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await ctx.call({
        method,
        url: `/api/users/${ctx.ids.user}/emergency-contacts/${cid}/`,
        token: me,
        ...(method === 'PUT' || method === 'PATCH'
          ? { body: { name: 'Mine', relationship: 'X', phone_number: '1' } }
          : {}),
      });
      expect({ method, status: res.statusCode }).toEqual({ method, status: 404 });
    }
    const still = await ctx.call({
      method: 'GET',
      url: `/api/users/${ctx.ids.user2}/emergency-contacts/${cid}/`,
      token: admin,
    });
    expect(still.json()).toMatchObject({ name: 'Secret' });
  });

  test('a user cannot grant themselves privileges through any profile route', async () => {
    const me = await token('user2');
    const body = {
      is_admin: true,
      is_staff: true,
      is_approved: true,
      is_superuser: true,
      is_primary_admin: true,
      is_clinical_admin: true,
      role: 'admin',
    };
    for (const url of ['/api/users/me/', `/api/users/${ctx.ids.user2}/`]) {
      const res = await ctx.call({ method: 'PATCH', url, token: me, body });
      expect(res.statusCode).toBe(403);
    }
    const silent = await ctx.call({
      method: 'PATCH',
      url: '/api/users/me/',
      token: me,
      body: { is_superuser: true, is_primary_admin: true, role: 'admin' },
    });
    expect(silent.statusCode).toBe(200);
    const row = await ctx.db.query<Record<string, unknown>>(
      'SELECT is_admin, is_staff, is_superuser, is_primary_admin, is_clinical_admin, role FROM users WHERE id = $1',
      [ctx.ids.user2],
    );
    expect(row[0]).toEqual({
      is_admin: false,
      is_staff: false,
      is_superuser: false,
      is_primary_admin: false,
      is_clinical_admin: false,
      role: 'user',
    });
  });
});

describe('logs', () => {
  test('request logs carry the path, never the query (kiosk device ids)', async () => {
    const { app, lines } = await appLoggingTo(ctx);
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/ping/?device_id=kiosk-5f0c8c2e-8d3b-4c1e-9a7f-2b6d0e4a9c13&is_kiosk=true',
    });
    expect(res.statusCode).toBe(200);
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/api/auth/ping/');
    expect(log).not.toContain('kiosk-5f0c8c2e-8d3b-4c1e-9a7f-2b6d0e4a9c13');
  });
});
