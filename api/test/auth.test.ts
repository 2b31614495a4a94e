/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call -- response bodies are untyped JSON checked by the assertions themselves */
import { DEMO_KIOSK } from '../src/seed';
import { signJwt } from '../src/lib/jwt';
import { PASSWORD, setup } from './helpers';
import type { Ctx } from './helpers';

let ctx: Ctx;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(async () => {
  await ctx.close();
});

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

describe('login', () => {
  test('returns JWT-shaped tokens and the current user', async () => {
    const res = await ctx.signIn('USER@care.test ', PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.access).toMatch(JWT_SHAPE);
    expect(body.refresh).toMatch(JWT_SHAPE);
    expect(body.user).toMatchObject({
      id: ctx.ids.user,
      role: 'user',
      email: 'user@care.test',
      is_admin: false,
      is_approved: true,
    });
  });
  test.each([
    ['wrong password', 'user@care.test', 'nope-nope', 401, 'Invalid email or password.'],
    ['unknown e-mail', 'ghost@care.test', PASSWORD, 401, 'Invalid email or password.'],
    [
      'pending approval',
      'pending@care.test',
      PASSWORD,
      403,
      'Your account is waiting for approval.',
    ],
  ])('%s', async (_name, email, password, status, detail) => {
    const res = await ctx.signIn(email, password);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ detail });
  });
  test('inactive account', async () => {
    await ctx.db.query("UPDATE users SET is_active = false WHERE email = 'user2@care.test'");
    const res = await ctx.signIn('user2@care.test', PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'This account is inactive.' });
    await ctx.db.query("UPDATE users SET is_active = true WHERE email = 'user2@care.test'");
  });
});

describe('access tokens', () => {
  test('users/me needs a token; a bad one is a simplejwt-style 401', async () => {
    expect((await ctx.call({ method: 'GET', url: '/api/users/me/' })).statusCode).toBe(401);
    const bad = await ctx.call({ method: 'GET', url: '/api/users/me/', token: 'a.b.c' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ code: 'token_not_valid' });
    expect(bad.json().detail.toLowerCase()).toContain('token');
    expect(bad.body).not.toMatch(/stack|at .*\.ts/);
  });
  test('an expired token is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = signJwt(
      { token_type: 'access', user_id: ctx.ids.user, iat: now - 600, exp: now - 1 },
      ctx.cfg.jwtSecret,
    );
    const res = await ctx.call({ method: 'GET', url: '/api/users/me/', token: expired });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('token_not_valid');
  });
  test('a refresh token is not an access token', async () => {
    const { refresh } = await ctx.login('user');
    const res = await ctx.call({ method: 'GET', url: '/api/users/me/', token: refresh });
    expect(res.statusCode).toBe(401);
  });
  test('the access TTL is configurable', async () => {
    const { access } = await ctx.login('user');
    const payload = JSON.parse(
      Buffer.from(access.split('.')[1] as string, 'base64url').toString(),
    ) as { exp: number; iat: number };
    expect(payload.exp - payload.iat).toBe(ctx.cfg.accessTokenTtlSeconds);
  });
});

describe('refresh rotation', () => {
  test('rotates, and a reused refresh token revokes the whole family', async () => {
    const first = await ctx.login('user');
    const r1 = await ctx.refresh(first.refresh);
    expect(r1.statusCode).toBe(200);
    const second = r1.json<{ access: string; refresh: string }>();
    expect(second.refresh).not.toBe(first.refresh);
    expect(second.access).toMatch(JWT_SHAPE);
    // alias path works too
    const r2 = await ctx.call({
      method: 'POST',
      url: '/api/token/refresh/',
      body: { refresh: second.refresh },
      csrf: false,
    });
    expect(r2.statusCode).toBe(200);
    const third = r2.json<{ refresh: string }>();
    // replaying the first token: refused, and the live token of the family dies with it
    const replay = await ctx.refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('token_not_valid');
    const afterRevoke = await ctx.refresh(third.refresh);
    expect(afterRevoke.statusCode).toBe(401);
  });
  test('logout revokes the refresh token', async () => {
    const s = await ctx.login('user');
    const out = await ctx.logout(s.access, s.refresh);
    expect(out.statusCode).toBe(200);
    const r = await ctx.refresh(s.refresh);
    expect(r.statusCode).toBe(401);
  });
  test('garbage refresh token', async () => {
    const r = await ctx.refresh('x');
    expect(r.statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  test('GET /api/csrf/ sets a JS-readable Lax cookie and returns it', async () => {
    const res = await ctx.call({
      method: 'GET',
      url: '/api/csrf/',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^csrftoken=/);
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('HttpOnly');
    expect(cookie).toContain(res.json().csrfToken);
  });
  test('unsafe methods need a matching X-CSRFToken', async () => {
    const { access } = await ctx.login('user');
    const url = '/api/notifications/settings/';
    const body = { enable_notifications: true };
    expect(
      (await ctx.call({ method: 'PUT', url, token: access, body, csrf: false })).statusCode,
    ).toBe(403);
    const mismatch = await ctx.call({
      method: 'PUT',
      url,
      token: access,
      body,
      csrf: false,
      headers: { cookie: `csrftoken=${ctx.csrf}`, 'x-csrftoken': `${ctx.csrf}x` },
    });
    expect(mismatch.statusCode).toBe(403);
    const forged = await ctx.call({
      method: 'PUT',
      url,
      token: access,
      body,
      csrf: false,
      headers: { cookie: 'csrftoken=abc.def', 'x-csrftoken': 'abc.def' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await ctx.call({ method: 'PUT', url, token: access, body })).statusCode).toBe(200);
  });
});

describe('change password', () => {
  test('wrong current password, then success; old tokens stop working', async () => {
    const s = await ctx.login('caregiver');
    const wrong = await ctx.call({
      method: 'POST',
      url: '/api/auth/change-password/',
      token: s.access,
      body: { old_password: 'bad-bad-bad', new_password: 'Another#Pass1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'Current password is incorrect.',
      detail: 'Current password is incorrect.',
    });
    await new Promise((r) => setTimeout(r, 1100)); // token iat is in whole seconds
    const ok = await ctx.call({
      method: 'POST',
      url: '/api/auth/change-password/',
      token: s.access,
      body: { old_password: PASSWORD, new_password: 'Another#Pass1' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password changed successfully.');
    expect(
      (await ctx.call({ method: 'GET', url: '/api/users/me/', token: s.access })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.call({ method: 'GET', url: '/api/users/me/', token: ok.json().access }))
        .statusCode,
    ).toBe(200);
    const login = await ctx.signIn('caregiver@care.test', 'Another#Pass1');
    expect(login.statusCode).toBe(200);
  });
});

describe('registration and approval', () => {
  test('a new account waits for approval; approve sets is_staff; reject deactivates', async () => {
    const reg = await ctx.call({
      method: 'POST',
      url: '/api/auth/register/',
      body: { email: 'new@care.test', password: 'NewUser#2026', display_name: 'New Person' },
      csrf: false,
    });
    expect(reg.statusCode).toBe(201);
    const [created] = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      'new@care.test',
    ]);
    const newId = Number(created?.id);
    const login = await ctx.signIn('new@care.test', 'NewUser#2026');
    expect(login.statusCode).toBe(403);
    expect(login.json().detail).toBe('Your account is waiting for approval.');
    const dup = await ctx.call({
      method: 'POST',
      url: '/api/auth/register/',
      body: { email: 'new@care.test', password: 'NewUser#2026' },
      csrf: false,
    });
    // The same answer as a new e-mail: registration tells nobody whether an account exists.
    expect(dup.statusCode).toBe(201);
    expect(dup.json()).toEqual(reg.json());

    const admin = await ctx.login('admin'); // is_admin but not superuser+staff
    expect(
      (
        await ctx.call({
          method: 'POST',
          url: `/api/users/${newId}/approve/`,
          token: admin.access,
          body: { is_staff: true },
        })
      ).statusCode,
    ).toBe(403);
    const su = await ctx.login('superuser');
    const ok = await ctx.call({
      method: 'POST',
      url: `/api/users/${newId}/approve/`,
      token: su.access,
      body: { is_staff: true },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ is_approved: true, is_staff: true, is_active: true });
    const login2 = await ctx.signIn('new@care.test', 'NewUser#2026');
    expect(login2.statusCode).toBe(200);

    const rej = await ctx.call({
      method: 'PUT',
      url: `/api/users/${newId}/reject/`,
      token: su.access,
    });
    expect(rej.statusCode).toBe(200);
    expect(rej.json()).toMatchObject({
      is_active: false,
      detail: 'User rejected and deactivated.',
    });
    expect(
      (await ctx.call({ method: 'GET', url: '/api/users/me/', token: login2.json().access }))
        .statusCode,
    ).toBe(401);
  });
  test('L5: a taken username answers as a free one; the account gets a free variant, told by e-mail', async () => {
    const register = (email: string, username: string) =>
      ctx.call({
        method: 'POST',
        url: '/api/auth/register/',
        body: { email, password: 'Someone#2026', username },
        csrf: false,
      });
    const free = await register('l5-free@care.test', 'l5-free-name');
    // 'harold' is a demo account's username (user2@care.test).
    const taken = await register('l5-taken@care.test', 'harold');
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual(free.json());
    const again = await register('l5-taken-again@care.test', 'harold');
    expect(again.json()).toEqual(free.json());
    const rows = await ctx.db.query<{ email: string; username: string }>(
      "SELECT email, username FROM users WHERE email LIKE 'l5-%' OR username LIKE 'harold%' ORDER BY id",
    );
    expect(rows).toEqual([
      { email: 'user2@care.test', username: 'harold' },
      { email: 'l5-free@care.test', username: 'l5-free-name' },
      { email: 'l5-taken@care.test', username: 'harold-2' },
      { email: 'l5-taken-again@care.test', username: 'harold-3' },
    ]);
    const box = await ctx.call({ method: 'GET', url: '/api/dev/outbox?to=l5-taken@care.test' });
    const mails = box.json<{ subject: string; body: string }[]>();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Your username');
    expect(mails[0]?.body).toContain('"harold-2"');
    // The owner of the name hears nothing; a free name sends no mail.
    for (const to of ['user2@care.test', 'l5-free@care.test']) {
      const none = await ctx.call({ method: 'GET', url: `/api/dev/outbox?to=${to}` });
      expect(none.json<{ subject: string }[]>().map((m) => m.subject)).not.toContain(
        'Your username',
      );
    }
  });
  test('weak passwords are refused', async () => {
    const reg = await ctx.call({
      method: 'POST',
      url: '/api/auth/register/',
      body: { email: 'weak@care.test', password: '1234' },
      csrf: false,
    });
    expect(reg.statusCode).toBe(400);
  });
});

describe('password reset', () => {
  test('always 200; the outbox mail carries a one-time token', async () => {
    const unknown = await ctx.call({
      method: 'POST',
      url: '/api/auth/password-reset/',
      body: { email: 'nobody@care.test' },
      csrf: false,
    });
    expect(unknown.statusCode).toBe(200);
    const req = await ctx.call({
      method: 'POST',
      url: '/api/auth/password-reset/',
      body: { email: 'user2@care.test' },
      csrf: false,
    });
    expect(req.statusCode).toBe(200);
    expect(req.json().detail).toBe(unknown.json().detail);
    const box = await ctx.call({ method: 'GET', url: '/api/dev/outbox?to=user2@care.test' });
    expect(box.statusCode).toBe(200);
    const mail = box.json()[0] as { body: string };
    const token = /Reset token: (\S+)/.exec(mail.body)?.[1] as string;
    expect(token).toBeTruthy();
    const confirm = await ctx.confirmReset(token, 'Reset#Pass2026');
    expect(confirm.statusCode).toBe(200);
    const again = await ctx.confirmReset(token, 'Reset#Pass2027');
    expect(again.statusCode).toBe(400);
    const login = await ctx.signIn('user2@care.test', 'Reset#Pass2026');
    expect(login.statusCode).toBe(200);
  });
});

describe('password reset check', () => {
  const check = (token: string) =>
    ctx.call({
      method: 'POST',
      url: '/api/auth/password-reset/check/',
      body: { token },
      csrf: false,
    });

  test('says whether a token works, spends nothing, and refuses it once spent', async () => {
    // An account of its own: the reset below changes its password.
    const email = 'reset-check@care.test';
    const reg = await ctx.call({
      method: 'POST',
      url: '/api/auth/register/',
      body: { email, password: 'Before#Pass2026' },
      csrf: false,
    });
    expect(reg.statusCode).toBeLessThan(300);
    await ctx.db.query('UPDATE users SET is_active = true WHERE email = $1', [email]);
    await ctx.call({
      method: 'POST',
      url: '/api/auth/password-reset/',
      body: { email },
      csrf: false,
    });
    const box = await ctx.call({ method: 'GET', url: `/api/dev/outbox?to=${email}` });
    const mail = box.json()[0] as { body: string };
    const token = /Reset token: (\S+)/.exec(mail.body)?.[1] as string;

    const first = await check(token);
    expect(first.statusCode).toBe(200);
    const expires = Date.parse(first.json().expires_at as string);
    // The e-mail says one hour.
    expect(expires - Date.now()).toBeGreaterThan(55 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    // Checking twice spends nothing: the link still sets a password afterwards.
    expect((await check(token)).statusCode).toBe(200);
    const confirm = await ctx.confirmReset(token, 'Checked#Pass2026');
    expect(confirm.statusCode).toBe(200);

    const spent = await check(token);
    expect(spent.statusCode).toBe(400);
    expect(spent.json().detail).toBe('This password reset link is invalid or has expired.');
  });

  test('an unknown or empty token is refused the same way', async () => {
    const unknown = await check('not-a-token-anyone-was-sent');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().detail).toBe('This password reset link is invalid or has expired.');
    expect((await check('')).statusCode).toBe(400);
  });
});

describe('kiosk', () => {
  test('bootstrap config, kiosk login and kiosk auth', async () => {
    const cfgRes = await ctx.call({
      method: 'GET',
      url: '/api/kiosk_bootstrap_config/',
      headers: { 'x-device-id': 'kiosk-5f0c8c2e-8d3b-4c1e-9a7f-2b6d0e4a9c13' },
    });
    expect(cfgRes.statusCode).toBe(200);
    // The demo device already holds its secret (claimed): the bootstrap does not send it again.
    expect(cfgRes.json()).toEqual({ user_id: ctx.ids.user });
    const user_id = ctx.ids.user;
    const kiosk_secret = DEMO_KIOSK.kiosk_secret;
    expect(
      (
        await ctx.call({
          method: 'GET',
          url: '/api/kiosk_bootstrap_config/',
          headers: { 'x-device-id': 'kiosk-nope' },
        })
      ).statusCode,
    ).toBe(404);
    const login = await ctx.call({
      method: 'POST',
      url: '/api/kiosk-login/',
      body: { user_id, kiosk_secret, device_id: 'kiosk-5f0c8c2e-8d3b-4c1e-9a7f-2b6d0e4a9c13' },
      csrf: false,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: { id: user_id, roles: ['user'] } });
    expect(login.json().access).toMatch(JWT_SHAPE);
    const auth = await ctx.call({
      method: 'POST',
      url: '/api/kiosk-auth/',
      body: { device_id: 'kiosk-5f0c8c2e-8d3b-4c1e-9a7f-2b6d0e4a9c13', kiosk_secret },
      csrf: false,
    });
    expect(auth.statusCode).toBe(200);
    expect(auth.json()).toMatchObject({ id: user_id, email: 'user@care.test', role: 'user' });
    const bad = await ctx.call({
      method: 'POST',
      url: '/api/kiosk-auth/',
      body: { device_id: 'kiosk-5f0c8c2e-8d3b-4c1e-9a7f-2b6d0e4a9c13', kiosk_secret: 'wrong' },
      csrf: false,
    });
    expect(bad.statusCode).toBe(401);
  });
  test('ping: bearer check and device ping', async () => {
    const { access } = await ctx.login('user');
    expect(
      (await ctx.call({ method: 'GET', url: '/api/auth/ping/', token: access })).statusCode,
    ).toBe(200);
    expect(
      (
        await ctx.call({
          method: 'GET',
          url: '/api/auth/ping/?device_id=kiosk-5f0c8c2e-8d3b-4c1e-9a7f-2b6d0e4a9c13&is_kiosk=true',
        })
      ).statusCode,
    ).toBe(200);
    expect((await ctx.call({ method: 'GET', url: '/api/auth/ping/' })).statusCode).toBe(401);
    const post = await ctx.call({
      method: 'POST',
      url: '/api/auth/ping/',
      body: {
        device_id: 'kiosk-5f0c8c2e-8d3b-4c1e-9a7f-2b6d0e4a9c13',
        is_kiosk: true,
        userAgent: 'x',
        referrer: 'N/A',
        path: '/clock/1',
        query: '',
        hostname: 'kiosk',
      },
    });
    expect(post.statusCode).toBe(200);
  });
});
