// @engine-sensitive: several API instances on one database.
import { buildApp } from '../src/app';
import type { App } from '../src/app';
import { loadConfig } from '../src/config';
import { counted, openPglite } from '../src/db/db';
import type { CountedDb } from '../src/db/db';
import { PASSWORD, setup } from './helpers';
import type { Ctx } from './helpers';
import { startRedis } from './support/redis';
import type { TestRedis } from './support/redis';

/** The API as several identical instances: configuration, client addresses, shared limits, operations. */
const quiet = { dataDir: null, logLevel: 'silent' } as const;
const prodSecrets = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  PICTURE_KEY: 'a'.repeat(64),
};

describe('configuration for more than one instance', () => {
  test('production refuses to start without DATABASE_URL (no embedded database per instance)', () => {
    expect(() => loadConfig(prodSecrets, { dataDir: null })).toThrow(
      /DATABASE_URL must be set in production/,
    );
    expect(() =>
      loadConfig(
        { ...prodSecrets, DATABASE_URL: 'postgres://care@127.0.0.1/care' },
        { dataDir: null },
      ),
    ).not.toThrow();
    // Development, tests and `npm start` keep the embedded engine.
    expect(loadConfig({ NODE_ENV: 'development' }, quiet).databaseUrl).toBeNull();
  });

  test('more than one instance needs REDIS_URL', () => {
    expect(() => loadConfig({ API_INSTANCES: '3' }, quiet)).toThrow(/REDIS_URL must be set/);
    expect(
      loadConfig({ API_INSTANCES: '3', REDIS_URL: 'redis://127.0.0.1:6379' }, quiet).instances,
    ).toBe(3);
  });

  test('TRUST_PROXY takes addresses, CIDR ranges and range names, and refuses anything else', () => {
    expect(
      loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }, quiet).trustProxy,
    ).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'loopback']);
    expect(loadConfig({}, quiet).trustProxy).toEqual([]);
    for (const bad of ['nginx', '10.0.0.0/33', '127.0.0.1/8/1', '300.1.1.1'])
      expect(() => loadConfig({ TRUST_PROXY: bad }, quiet)).toThrow(/TRUST_PROXY/);
  });
});

describe('the client address behind a proxy', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await setup({
      trustProxy: ['127.0.0.1'],
      rateLimits: { login: 1000, loginPerIp: 1000, refresh: 1000, passwordReset: 1000, kiosk: 2 },
    });
  });
  afterAll(() => ctx.close());

  const bootstrap = (remoteAddress: string, forwardedFor?: string) =>
    ctx.call({
      method: 'GET',
      url: '/api/kiosk_bootstrap_config/?device_id=kiosk-unknown-device',
      remoteAddress,
      ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
    });

  test('clients behind the trusted proxy are counted apart, by the address the proxy names', async () => {
    for (const client of ['203.0.113.10', '203.0.113.11', '203.0.113.12']) {
      const codes = [];
      for (let i = 0; i < 3; i += 1) codes.push((await bootstrap('127.0.0.1', client)).statusCode);
      // Each client has its own two a minute; the third is refused, for that client only.
      expect({ client, codes }).toEqual({ client, codes: [codes[0], codes[0], 429] });
      expect(codes[0]).not.toBe(429);
    }
  });

  test('a client that sends its own X-Forwarded-For directly gains nothing: it is counted by its own address', async () => {
    const codes = [];
    for (let i = 0; i < 3; i += 1) {
      codes.push((await bootstrap('198.51.100.7', `192.0.2.${i + 1}`)).statusCode);
    }
    expect(codes[2]).toBe(429);
  });
});

describe('rate limits shared by every instance through Redis', () => {
  let redis: TestRedis;
  let ctx: Ctx;
  let second: App;
  beforeAll(async () => {
    redis = await startRedis();
    ctx = await setup({
      redisUrl: redis.url,
      metrics: { port: null, token: 'metrics-token-for-tests' },
      rateLimits: { login: 10, loginPerIp: 1000, refresh: 1000, passwordReset: 1000, kiosk: 1000 },
    });
    // A second instance: same database, same configuration, its own process state.
    second = await buildApp(ctx.db, ctx.cfg);
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
    await redis.kill();
  });

  const wrongLogin = (app: App, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email, password: 'not-the-password' },
      remoteAddress: '203.0.113.50',
    });

  test('the eleventh sign-in within a minute is refused whichever instance gets it', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      codes.push((await wrongLogin(i % 2 === 0 ? ctx.app : second, 'user@care.test')).statusCode);
    }
    expect(codes).toEqual(Array.from({ length: 10 }, () => 401));
    expect((await wrongLogin(ctx.app, 'user@care.test')).statusCode).toBe(429);
    expect((await wrongLogin(second, 'user@care.test')).statusCode).toBe(429);
    // Another account from the same address is counted on its own.
    expect((await wrongLogin(second, 'user2@care.test')).statusCode).toBe(401);
  });

  test('metrics: requests by route and status, and the refusals, for the bearer token only', async () => {
    expect((await ctx.app.inject({ url: '/api/metrics' })).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          url: '/api/metrics',
          headers: { authorization: 'Bearer wrong-token-wrong' },
        })
      ).statusCode,
    ).toBe(404);
    const res = await ctx.app.inject({
      url: '/api/metrics',
      headers: { authorization: 'Bearer metrics-token-for-tests' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(
      /care_api_request_duration_seconds_count\{method="POST",route="\/api\/auth\/login\/",status="401"\} [1-9]/,
    );
    expect(res.body).toMatch(
      /care_api_rate_limit_refusals_total\{route="\/api\/auth\/login\/"\} [1-9]/,
    );
    expect(res.body).toContain('care_api_process_resident_memory_bytes');
    expect(res.body).toMatch(/care_api_outbox_mails\{state="pending"\} \d+/);
    expect(res.body).toContain('# TYPE care_api_job_runs_total counter');
    expect(res.body).toContain('# TYPE care_api_job_failures_total counter');
    expect(res.body).toContain('# TYPE care_api_job_last_duration_seconds gauge');
  });

  test('ready names Redis; with Redis gone requests are served (fail open), counted and reported', async () => {
    const ready = await ctx.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'ok', redis: 'ok' });

    await redis.kill();
    // Still refused before? No longer counted: the twelfth try is judged on the password alone.
    const res = await wrongLogin(second, 'user@care.test');
    expect(res.statusCode).toBe(401);
    const ok = await ctx.signIn('user2@care.test', PASSWORD);
    expect(ok.statusCode).toBe(200);

    const down = await ctx.app.inject({ url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      status: 'unavailable',
      database: 'ok',
      redis: 'unreachable',
    });
    const metrics = await ctx.app.inject({
      url: '/api/metrics',
      headers: { authorization: 'Bearer metrics-token-for-tests' },
    });
    expect(metrics.body).toMatch(/care_api_rate_limit_store_errors_total [1-9]/);
  });
});

describe('sessions end on every instance within seconds (docs/security.md, "Sessions")', () => {
  let ctx: Ctx;
  let second: App;
  let secondDb: CountedDb;
  beforeAll(async () => {
    ctx = await setup();
    // A second instance: same database, its own session cache and its own LISTEN.
    secondDb = counted(ctx.db);
    second = await buildApp(secondDb, ctx.cfg);
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  const me = async (app: App, token: string): Promise<number> =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/users/me/',
        headers: { authorization: `Bearer ${token}` },
      })
    ).statusCode;

  /** How long (ms) the other instance still accepted the token after the end was answered here. */
  async function refusedElsewhereAfter(token: string): Promise<number> {
    const from = Date.now();
    while ((await me(second, token)) !== 401) {
      if (Date.now() - from > 2000) throw new Error('still accepted on the other instance');
      await new Promise((r) => setTimeout(r, 10));
    }
    return Date.now() - from;
  }

  /** Signs in, has both instances read (and cache) the session, ends it with `end` on the first. */
  async function endsEverywhere(
    email: string,
    end: (s: { access: string; refresh: string }) => Promise<void>,
  ) {
    const s = (await ctx.signIn(email, PASSWORD)).json<{ access: string; refresh: string }>();
    for (let i = 0; i < 2; i += 1) {
      expect([await me(ctx.app, s.access), await me(second, s.access)]).toEqual([200, 200]);
    }
    await end(s);
    expect(await me(ctx.app, s.access)).toBe(401);
    expect(await refusedElsewhereAfter(s.access)).toBeLessThan(2000);
  }

  const patch = async (id: number, body: Record<string, unknown>) => {
    const su = (await ctx.login('superuser')).access;
    const res = await ctx.call({ method: 'PATCH', url: `/api/users/${id}/`, token: su, body });
    expect(res.statusCode).toBe(200);
  };

  test('the other instance reads a session once, then from its cache (what the notifications clear)', async () => {
    const s = (await ctx.signIn('user2@care.test', PASSWORD)).json<{ access: string }>();
    const queriesOf = async (): Promise<number> => {
      const before = secondDb.queries;
      expect(await me(second, s.access)).toBe(200);
      return secondDb.queries - before;
    };
    second.sessions.forgetAll();
    const reading = await queriesOf();
    const cached = await queriesOf();
    expect(reading - cached).toBe(1);
  });

  test('sign-out', async () => {
    await endsEverywhere('user2@care.test', async (s) => {
      expect((await ctx.logout(s.access, s.refresh)).statusCode).toBe(200);
    });
  });

  test('a role change', async () => {
    await endsEverywhere('user2@care.test', () => patch(ctx.ids.user2, { is_staff: true }));
    await patch(ctx.ids.user2, { is_staff: false });
  });

  test('a password change', async () => {
    await endsEverywhere('user2@care.test', async (s) => {
      const res = await ctx.call({
        method: 'POST',
        url: '/api/auth/change-password/',
        token: s.access,
        body: { old_password: PASSWORD, new_password: 'another long password 42' },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  test('a deactivation', async () => {
    await endsEverywhere('staff@care.test', () => patch(ctx.ids.staff, { is_active: false }));
  });

  test('a restore', async () => {
    const su = (await ctx.login('superuser')).access;
    const PASS = 'a long backup passphrase';
    const file = await ctx.call({
      method: 'POST',
      url: '/api/backup/',
      token: su,
      body: { passphrase: PASS },
    });
    expect(file.statusCode).toBe(200);
    await endsEverywhere('user@care.test', async () => {
      const res = await ctx.call({
        method: 'POST',
        url: '/api/backup/restore/',
        token: su,
        body: { backup: file.json<unknown>(), passphrase: PASS },
      });
      expect(res.statusCode).toBe(200);
    });
  });
});

test('health says alive even when the database is gone; ready says which dependency is not answering', async () => {
  const db = await openPglite(null);
  const app = await buildApp(db, loadConfig({ NODE_ENV: 'test' }, quiet));
  expect((await app.inject({ url: '/api/ready' })).json()).toMatchObject({
    status: 'ok',
    database: 'ok',
    redis: 'not configured',
  });
  await db.close();
  const health = await app.inject({ url: '/api/health' });
  expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok' }]);
  const ready = await app.inject({ url: '/api/ready' });
  expect(ready.statusCode).toBe(503);
  expect(ready.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
  await app.close();
});
