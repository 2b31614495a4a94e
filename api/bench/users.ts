/**
 * User-list benchmark: 10,000 users in a throw-away database, the admin list queried the way the
 * user management screen does it while someone types (one request per keystroke), through real
 * HTTP on loopback. Prints p50/p99 per keystroke query; the budget is 100 ms.
 *
 * `pnpm --filter @care/api bench:users` (embedded PGlite, in memory), or with DATABASE_URL set a
 * throw-away schema on that PostgreSQL server. Env: BENCH_USERS (10000), BENCH_RUNS (30).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres } from '../src/db/db';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrations';
import { DEMO_PASSWORD, seed } from '../src/seed';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BUDGET_MS = 100;

const FIRST = ['Margaret', 'Harold', 'Alice', 'Bob', 'Carol', 'David', 'Evelyn', 'Frank', 'Grace'];
const LAST = ['Johnson', 'Smith', 'Brown', 'Taylor', 'Wilson', 'Davies', 'Evans', 'Thomas', 'Wood'];

/** What a person types into the search box, keystroke by keystroke, and the filters they pick. */
const QUERIES: string[] = [
  ...['m', 'ma', 'mar', 'marg', 'marga', 'margar', 'margare', 'margaret'].map((q) => `q=${q}`),
  ...['margaret j', 'margaret jo', 'margaret joh'].map((q) => `q=${encodeURIComponent(q)}`),
  ...['p', 'pe', 'per', 'pers', 'perso', 'person', 'person7', 'person77', 'person777'].map(
    (q) => `q=${q}`,
  ),
  'q=nobody-by-that-name',
  '',
  'role=caregiver',
  'approval=pending',
  'activity=inactive&sort=-joined',
  'sort=email&page=200',
  'q=mar&role=user&approval=approved&sort=-name&page=3',
];

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

async function openDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { db: await openPglite(null), drop: () => Promise.resolve() };
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return {
    db: openPostgres(url, { schema }),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

async function main(): Promise<void> {
  const cfg = loadConfig(
    { NODE_ENV: 'test' },
    {
      dataDir: null,
      logLevel: 'silent',
      passwordHashing: { N: 2048, r: 8, p: 1 },
      rateLimits: {
        login: 1000,
        loginPerIp: 1000,
        refresh: 1000,
        passwordReset: 1000,
        kiosk: 1000,
      },
    },
  );
  const { db, drop } = await openDb();
  await migrate(db);
  await db.tx((q) => seed(q, cfg));
  const t0 = performance.now();
  // Every 17th waits for approval, every 23rd is inactive, every 10th is a caregiver; some have
  // signed in (a session row each), as a real population would.
  await db.query(
    `INSERT INTO users (email, username, password_hash, display_name, first_name, last_name,
       is_approved, is_active, is_caregiver, role, created_at)
     SELECT 'person' || g || '@example.org', 'person' || g, 'x', f || ' ' || l, f, l,
       g % 17 <> 0, g % 23 <> 0, g % 10 = 0, CASE WHEN g % 10 = 0 THEN 'caregiver' ELSE 'user' END,
       now() - (g || ' minutes')::interval
     FROM generate_series(1, $3::int) g,
       LATERAL (SELECT ($1::text[])[1 + g % 9] AS f, ($2::text[])[1 + (g / 9) % 9] AS l) n`,
    [FIRST, LAST, USERS],
  );
  await db.query(
    `INSERT INTO refresh_tokens (jti, family_id, user_id, expires_at, created_at)
     SELECT 'bench-' || id, 'bench-' || id, id, now() + interval '7 days', now() - (id || ' seconds')::interval
     FROM users WHERE id % 3 = 0`,
  );
  await db.query('ANALYZE');
  const seeded = Math.round(performance.now() - t0);

  const app = await buildApp(db, cfg);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}/api`;
  const login = await fetch(`${base}/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@care.test', password: DEMO_PASSWORD }),
  });
  const { access } = (await login.json()) as { access: string };
  const headers = { authorization: `Bearer ${access}` };

  const rows: { query: string; matches: number; p50_ms: number; p99_ms: number }[] = [];
  for (const query of QUERIES) {
    const times: number[] = [];
    let matches = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const s = performance.now();
      const res = await fetch(`${base}/admin/users/?page_size=25&${query}`, { headers });
      const body = (await res.json()) as { count: number };
      times.push(performance.now() - s);
      if (res.status !== 200) throw new Error(`${query}: ${res.status}`);
      matches = body.count;
    }
    times.sort((a, b) => a - b);
    rows.push({
      query: query === '' ? '(no filter)' : decodeURIComponent(query),
      matches,
      p50_ms: Math.round(pct(times, 50) * 10) / 10,
      p99_ms: Math.round(pct(times, 99) * 10) / 10,
    });
  }
  await app.close();
  await db.close();
  await drop();

  const worst = Math.max(...rows.map((r) => r.p99_ms));
  const out = process.stdout;
  out.write(`users: ${USERS + 9} (${db.kind}), ${RUNS} runs per query, seeded in ${seeded} ms\n\n`);
  out.write('| query | matches | p50 ms | p99 ms |\n|---|---:|---:|---:|\n');
  for (const r of rows) out.write(`| ${r.query} | ${r.matches} | ${r.p50_ms} | ${r.p99_ms} |\n`);
  out.write(`\nworst p99: ${worst} ms (budget ${BUDGET_MS} ms)\n`);
  if (worst > BUDGET_MS) process.exitCode = 1;
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
