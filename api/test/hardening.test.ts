// @engine-sensitive: opens the engines itself: limits, durability and a database that goes away.
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- response bodies are untyped JSON checked by the assertions themselves */
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite } from '../src/db/db';
import { migrate } from '../src/db/migrations';
import { kioskSecretDigest } from '../src/lib/kiosk-secret';
import { hashPassword } from '../src/lib/password';
import { prepareDatabase } from '../src/startup';
import { appLoggingTo, PASSWORD, setup } from './helpers';
import { exportBackup } from './backup-file';
import type { Ctx } from './helpers';

/** Defects found by trying the API from outside; each test failed before its fix. */
let ctx: Ctx;
beforeAll(async () => {
  ctx = await setup({
    rateLimits: { login: 1000, loginPerIp: 5, refresh: 1000, passwordReset: 1000, kiosk: 4 },
  });
});
afterAll(async () => {
  await ctx.close();
});

const GENERATED_ID = 'kiosk-3b0f6e52-9a1c-4d7e-8b2f-5c4a1e9d7f60';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('development mailbox', () => {
  test('is off unless explicitly enabled, and never in production', async () => {
    const db = await openPglite(null);
    await migrate(db);
    const off = await buildApp(
      db,
      loadConfig({ NODE_ENV: 'development' }, { dataDir: null, logLevel: 'silent' }),
    );
    expect((await off.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    await off.close();
    const on = await buildApp(
      db,
      loadConfig(
        { NODE_ENV: 'development', DEV_OUTBOX: '1' },
        { dataDir: null, logLevel: 'silent' },
      ),
    );
    expect((await on.inject({ url: '/api/dev/outbox' })).statusCode).toBe(200);
    await on.close();
    await db.close();
    expect(() =>
      loadConfig(
        {
          NODE_ENV: 'production',
          DATABASE_URL: 'postgres://care@127.0.0.1/care',
          DEV_OUTBOX: '1',
          JWT_SECRET: 'x'.repeat(32),
          PICTURE_KEY: 'a'.repeat(64),
        },
        { dataDir: null },
      ),
    ).toThrow(/DEV_OUTBOX/);
  });
});

describe('demo accounts', () => {
  const secrets = { JWT_SECRET: 'x'.repeat(32), PICTURE_KEY: 'a'.repeat(64) };
  test.each([
    {
      name: 'production',
      env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://care@127.0.0.1/care', ...secrets },
    },
    {
      name: 'production, even with SEED_DEMO=1',
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://care@127.0.0.1/care',
        SEED_DEMO: '1',
        ...secrets,
      },
    },
    { name: 'no NODE_ENV', env: {} },
  ])('an empty database started in $name gets none', async ({ env }) => {
    const db = await openPglite(null);
    await prepareDatabase(db, loadConfig(env, { dataDir: null, logLevel: 'silent' }));
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(rows[0]?.n).toBe(0);
    await db.close();
  });

  test('development, tests and an explicit SEED_DEMO=1 seed them', async () => {
    for (const env of [{ NODE_ENV: 'development' }, { NODE_ENV: 'test' }, { SEED_DEMO: '1' }]) {
      expect({ env, seeds: loadConfig(env, { dataDir: null }).seedDemoOnStart }).toEqual({
        env,
        seeds: true,
      });
    }
    const db = await openPglite(null);
    await prepareDatabase(
      db,
      loadConfig({ SEED_DEMO: '1' }, { dataDir: null, logLevel: 'silent' }),
    );
    const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(rows[0]?.n).toBe(9);
    await db.close();
  });
});

describe('logs', () => {
  test("a failed query's parameters (a password hash) never reach the log", async () => {
    const { app, lines } = await appLoggingTo(ctx);
    const { access } = await ctx.login('user2');
    await ctx.db.exec(`
      CREATE FUNCTION refuse_password() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN RAISE EXCEPTION 'password changes are frozen'; END $$;
      CREATE TRIGGER refuse_password BEFORE UPDATE OF password_hash ON users
        FOR EACH ROW EXECUTE FUNCTION refuse_password();`);
    const csrf = await ctx.csrfFor(access);
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/change-password/',
        headers: {
          authorization: `Bearer ${access}`,
          cookie: `csrftoken=${csrf}`,
          'x-csrftoken': csrf,
        },
        payload: { old_password: PASSWORD, new_password: 'Secret#Frozen2026' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await ctx.db.exec('DROP TRIGGER refuse_password ON users; DROP FUNCTION refuse_password();');
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('UPDATE users SET password_hash');
    expect(log).toContain('P0001');
    expect(log).not.toContain('scrypt$');
  });
});

describe('access tokens', () => {
  test('a token issued in the same second as a password change dies with it', async () => {
    // Start at the beginning of a second so that login and change land in the same one.
    await sleep(1000 - (Date.now() % 1000) + 5);
    const s = await ctx.login('caregiver');
    const change = await ctx.call({
      method: 'POST',
      url: '/api/auth/change-password/',
      token: s.access,
      body: { old_password: PASSWORD, new_password: 'Changed#Second2026' },
    });
    expect(change.statusCode).toBe(200);
    const old = await ctx.call({ method: 'GET', url: '/api/users/me/', token: s.access });
    expect(old.statusCode).toBe(401);
    const fresh = await ctx.call({
      method: 'GET',
      url: '/api/users/me/',
      token: change.json<{ access: string }>().access,
    });
    expect(fresh.statusCode).toBe(200);
    await ctx.db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [
      await hashPassword(PASSWORD, ctx.cfg.passwordHashing),
      ctx.ids.caregiver,
    ]);
  });
});

describe('admin controls', () => {
  test.each(['/api/users/{id}/', '/api/users/{id}/management/'])(
    'the last superuser+staff cannot remove their own staff flag (%s)',
    async (path) => {
      const { access } = await ctx.login('superuser');
      const res = await ctx.call({
        method: 'PATCH',
        url: path.replace('{id}', String(ctx.ids.superuser)),
        token: access,
        body: { is_staff: false },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toMatch(/superuser with staff status must remain/);
      const row = await ctx.db.query<{ is_staff: boolean }>(
        'SELECT is_staff FROM users WHERE id = $1',
        [ctx.ids.superuser],
      );
      expect(row[0]?.is_staff).toBe(true);
    },
  );

  test('with a second superuser+staff, one may step down', async () => {
    await ctx.db.query('UPDATE users SET is_superuser = true, is_staff = true WHERE id = $1', [
      ctx.ids.primary,
    ]);
    const { access } = await ctx.login('superuser');
    const res = await ctx.call({
      method: 'PATCH',
      url: `/api/users/${ctx.ids.superuser}/`,
      token: access,
      body: { is_staff: false },
    });
    expect(res.statusCode).toBe(200);
    await ctx.db.query('UPDATE users SET is_staff = true WHERE id = $1', [ctx.ids.superuser]);
    await ctx.db.query('UPDATE users SET is_superuser = false, is_staff = false WHERE id = $1', [
      ctx.ids.primary,
    ]);
  });
});

describe('backup export', () => {
  test('is for superuser+staff only: a full admin gets no password hashes', async () => {
    for (const role of ['admin', 'primary'] as const) {
      const { access } = await ctx.login(role);
      for (const url of ['/api/backup/', '/api/backup/export/']) {
        const body = { passphrase: 'a long backup passphrase' };
        const res = await ctx.call({ method: 'POST', url, token: access, body });
        expect({ role, url, status: res.statusCode }).toEqual({ role, url, status: 403 });
        expect(res.body).not.toContain('scrypt$');
      }
    }
    const { access } = await ctx.login('superuser');
    expect((await exportBackup(ctx, access)).doc.tables.users?.length).toBeGreaterThan(0);
  });
});

describe('kiosk bootstrap and ping', () => {
  test('bootstrap needs a generated, high-entropy device id, and never hands out a secret by it', async () => {
    // As if each device had claimed this secret: the bootstrap by id answers the person at most, never it.
    await ctx.db.query('UPDATE users SET device_id = $1, kiosk_secret = $2 WHERE id = $3', [
      'kiosk-0002',
      kioskSecretDigest('harold-secret'),
      ctx.ids.user2,
    ]);
    const guessable = await ctx.call({
      method: 'GET',
      url: '/api/kiosk_bootstrap_config/',
      headers: { 'x-device-id': 'kiosk-0002' },
      remoteAddress: '10.0.0.1',
    });
    expect(guessable.statusCode).toBe(404);
    expect(guessable.body).not.toContain('harold-secret');
    // Nor can a guessable id start a pairing.
    const pairing = await ctx.call({
      method: 'POST',
      url: '/api/kiosk/pairing/',
      body: { device_id: 'kiosk-0002' },
      csrf: false,
      remoteAddress: '10.0.0.2',
    });
    expect(pairing.statusCode).toBe(400);
    await ctx.db.query('UPDATE users SET device_id = $1 WHERE id = $2', [
      GENERATED_ID,
      ctx.ids.user2,
    ]);
    const generated = await ctx.call({
      method: 'GET',
      url: '/api/kiosk_bootstrap_config/',
      headers: { 'x-device-id': GENERATED_ID },
      remoteAddress: '10.0.0.1',
    });
    expect(generated.json()).toEqual({ user_id: ctx.ids.user2 });
    await ctx.db.query('UPDATE users SET device_id = NULL, kiosk_secret = NULL WHERE id = $1', [
      ctx.ids.user2,
    ]);
  });

  test('an admin cannot bind a guessable device id', async () => {
    const { access } = await ctx.login('admin');
    const res = await ctx.call({
      method: 'PATCH',
      url: `/api/users/${ctx.ids.user2}/`,
      token: access,
      body: { device_id: 'kiosk-0003' },
    });
    expect(res.statusCode).toBe(400);
  });

  test.each([
    [
      'bootstrap',
      { url: '/api/kiosk_bootstrap_config/', headers: { 'x-device-id': 'kiosk-nope' } },
    ],
    ['ping', { url: '/api/auth/ping/?device_id=kiosk-nope&is_kiosk=true' }],
  ])('%s is throttled per address and failures are audited', async (name, req) => {
    const ip = name === 'ping' ? '10.0.1.1' : '10.0.1.2';
    const before = await ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE resource = 'kiosk' AND ip = $1",
      [ip],
    );
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await ctx.call({ method: 'GET', ...req, remoteAddress: ip })).statusCode);
    }
    expect(statuses.slice(0, 4).every((s) => s !== 429)).toBe(true);
    expect(statuses[4]).toBe(429);
    const other = await ctx.call({ method: 'GET', ...req, remoteAddress: '10.0.1.99' });
    expect(other.statusCode).not.toBe(429);
    const after = await ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE resource = 'kiosk' AND ip = $1",
      [ip],
    );
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(4);
  });
});

describe('login throttling', () => {
  test('an address spraying many accounts is stopped; the victims still sign in elsewhere', async () => {
    const attacker = '10.0.2.1';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await ctx.call({
        method: 'POST',
        url: '/api/auth/login/',
        body: { email: `victim${i}@care.test`, password: 'Spray#Guess2026' },
        csrf: false,
        remoteAddress: attacker,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const victim = await ctx.call({
      method: 'POST',
      url: '/api/auth/login/',
      body: { email: 'user@care.test', password: PASSWORD },
      csrf: false,
      remoteAddress: '10.0.2.2',
    });
    expect(victim.statusCode).toBe(200);
  });
});

describe('refresh token reuse', () => {
  test('two tabs refreshing at once both get the same new pair; a late reuse revokes the family', async () => {
    const s = await ctx.login('user');
    const [a, b] = await Promise.all([ctx.refresh(s.refresh), ctx.refresh(s.refresh)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
    const next = a.json<{ access: string; refresh: string }>();
    // Past the grace period, presenting the spent token again is theft: the family dies.
    await ctx.db.query(
      "UPDATE refresh_tokens SET used_at = used_at - interval '1 hour' WHERE used_at IS NOT NULL",
    );
    expect((await ctx.refresh(s.refresh)).statusCode).toBe(401);
    expect((await ctx.refresh(next.refresh)).statusCode).toBe(401);
  });
});

describe('password hashing', () => {
  test("production uses OWASP's scrypt parameters (N=2^17, r=8, p=1)", async () => {
    const cfg = loadConfig(
      {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://care@127.0.0.1/care',
        JWT_SECRET: 'x'.repeat(32),
        PICTURE_KEY: 'a'.repeat(64),
      },
      { dataDir: null },
    );
    expect(cfg.passwordHashing).toEqual({ N: 131072, r: 8, p: 1 });
    expect(() =>
      loadConfig(
        {
          NODE_ENV: 'production',
          DATABASE_URL: 'postgres://care@127.0.0.1/care',
          JWT_SECRET: 'x'.repeat(32),
          PICTURE_KEY: 'a'.repeat(64),
          SCRYPT_COST: '16384',
        },
        { dataDir: null },
      ),
    ).toThrow(/SCRYPT_COST/);
    const hash = await hashPassword('Strong#Pass2026', cfg.passwordHashing);
    expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
  });

  test('a hash with older parameters is replaced at the next sign-in', async () => {
    const old = await hashPassword(PASSWORD, { N: 1024, r: 8, p: 1 });
    await ctx.db.query('UPDATE users SET password_hash = $1 WHERE id = $2', [old, ctx.ids.staff]);
    await ctx.login('staff');
    const rows = await ctx.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [ctx.ids.staff],
    );
    const { N, r, p } = ctx.cfg.passwordHashing;
    expect(rows[0]?.password_hash.split('$').slice(0, 4)).toEqual([
      'scrypt',
      String(N),
      String(r),
      String(p),
    ]);
    await ctx.login('staff');
  });
});
