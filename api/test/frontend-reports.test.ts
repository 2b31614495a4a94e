import { API_CONTRACT_VERSION } from '../src/contract-version';
import { appLoggingTo, setup } from './helpers';
import type { Ctx } from './helpers';

/**
 * POST /api/frontend-reports/: the browser's word on remotes it could not load as deployed. Open to
 * anyone (CSRF still checked), throttled per address, logged at warn and counted.
 */
let ctx: Ctx;
beforeAll(async () => {
  ctx = await setup();
});
afterAll(async () => {
  await ctx.close();
});

const REPORTS_URL = '/api/frontend-reports/';
const REPORT = {
  kind: 'remote-fallback',
  remote: 'mfe_care',
  release: '2.4.0-3f9a1c2',
  fallback: '2.3.1-77b0e4d',
  attempts: 2,
  detail: 'ScriptExternalLoadError: Loading script failed.',
  page: '/care/clock',
};

/** Every address its own limit: the tests do not use up each other's. */
let lastOctet = 0;
const address = (): string => `192.0.2.${(lastOctet += 1)}`;

const send = (
  body: unknown,
  opts: { csrf?: boolean; token?: string; remoteAddress?: string } = {},
) => ctx.call({ method: 'POST', url: REPORTS_URL, body, remoteAddress: address(), ...opts });

/** The counter's value for one label set, as the registry reports it. */
async function counted(kind: string, remote: string): Promise<number> {
  const metric = ctx.app.metrics.registry.getSingleMetric('care_api_frontend_reports_total');
  const { values } = (await metric?.get()) ?? { values: [] };
  return values.find((v) => v.labels.kind === kind && v.labels.remote === remote)?.value ?? 0;
}

test('an anonymous report with the CSRF token answers 204 and is counted by kind and remote', async () => {
  const before = await counted('remote-fallback', 'mfe_care');
  const res = await send(REPORT);
  expect(res.statusCode).toBe(204);
  expect(res.body).toBe('');
  expect(await counted('remote-fallback', 'mfe_care')).toBe(before + 1);
});

test("a report that names no remote counts under remote ''", async () => {
  const before = await counted('config-fallback', '');
  const res = await send({ kind: 'config-fallback', detail: 'remotes.json: 503' });
  expect(res.statusCode).toBe(204);
  expect(await counted('config-fallback', '')).toBe(before + 1);
});

test('a signed-in report answers 204, and a bad token does not lose the report', async () => {
  const { access } = await ctx.login('user');
  expect((await send(REPORT, { token: access })).statusCode).toBe(204);
  expect((await send(REPORT, { token: 'not.a.token' })).statusCode).toBe(204);
});

test('the log line: warn level, the fields and the user id, never the token', async () => {
  const { app, lines } = await appLoggingTo(ctx);
  const { access } = await ctx.login('user');
  const csrf = await ctx.csrfFor(access);
  try {
    const res = await app.inject({
      method: 'POST',
      url: REPORTS_URL,
      headers: {
        authorization: `Bearer ${access}`,
        cookie: `csrftoken=${csrf}`,
        'x-csrftoken': csrf,
      },
      payload: { kind: 'remote-failed', remote: 'mfe_voice', attempts: 3 },
    });
    expect(res.statusCode).toBe(204);
  } finally {
    await app.close();
  }
  const reports = lines
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.msg === 'frontend report');
  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({
    level: 40,
    kind: 'remote-failed',
    remote: 'mfe_voice',
    attempts: 3,
    userId: ctx.ids.user,
  });
  expect(lines.join('')).not.toContain(access);
  expect(lines.join('')).not.toContain(csrf);
});

test.each([
  ['an unknown kind', { kind: 'remote-exploded' }],
  ['an unknown remote', { kind: 'remote-failed', remote: 'mfe_shop' }],
  ['an extra property', { kind: 'remote-failed', token: 'x' }],
  ['an over-long detail', { kind: 'remote-failed', detail: 'x'.repeat(501) }],
  ['an over-long release', { kind: 'remote-failed', release: 'x'.repeat(101) }],
  ['too many attempts', { kind: 'remote-retried', attempts: 21 }],
  ['a page with a query string', { kind: 'remote-failed', page: '/kiosk?device_id=kiosk-1' }],
  ['a page that is a full URL', { kind: 'remote-failed', page: 'https://example.test/care' }],
  ['no kind', { remote: 'mfe_care' }],
])('%s is a 400 with a detail', async (_name, body) => {
  const res = await send(body);
  expect(res.statusCode).toBe(400);
  expect(typeof res.json<{ detail?: unknown }>().detail).toBe('string');
});

test('without the CSRF token: 403, as every write that is not exempt', async () => {
  const before = await counted('remote-fallback', 'mfe_care');
  const res = await send(REPORT, { csrf: false });
  expect(res.statusCode).toBe(403);
  expect(res.json()).toMatchObject({ code: 'csrf_failed' });
  expect(await counted('remote-fallback', 'mfe_care')).toBe(before);
});

test('30 a minute from one address, then 429 with Retry-After; another address still reports', async () => {
  const remoteAddress = address();
  for (let i = 0; i < 30; i += 1) {
    expect((await send(REPORT, { remoteAddress })).statusCode).toBe(204);
  }
  const limited = await send(REPORT, { remoteAddress });
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.json()).toMatchObject({ code: 'throttled' });
  expect((await send(REPORT)).statusCode).toBe(204);
});

test('the OpenAPI document carries the contract version', async () => {
  const res = await ctx.call({ method: 'GET', url: '/api/openapi.json' });
  expect(res.json<{ info: { version: string } }>().info.version).toBe(API_CONTRACT_VERSION);
  expect(API_CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
});
