// @engine-sensitive: opens the engines itself and stops them.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPglite, openPostgres } from '../src/db/db';
import { migrate, migrations } from '../src/db/migrations';

/** Operations: health, pool configuration, restarts, concurrent start-ups. */
const quiet = { dataDir: null, logLevel: 'silent' } as const;

test('GET /api/health and /api/ready are never throttled', async () => {
  const db = await openPglite(null);
  const app = await buildApp(db, loadConfig({ NODE_ENV: 'test' }, quiet));
  for (let i = 0; i < 50; i += 1) {
    const res = await app.inject({ url: i % 2 === 0 ? '/api/health' : '/api/ready' });
    expect({ i, status: res.statusCode }).toEqual({ i, status: 200 });
  }
  expect((await app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  await app.close();
  await db.close();
});

test('the PostgreSQL pool takes its size and timeouts from the configuration', () => {
  const cfg = loadConfig(
    {
      DB_POOL_MAX: '25',
      DB_IDLE_TIMEOUT_MS: '1000',
      DB_CONNECT_TIMEOUT_MS: '2000',
      DB_STATEMENT_TIMEOUT_MS: '3000',
    },
    quiet,
  );
  expect(cfg.dbPool).toEqual({
    max: 25,
    idleTimeoutMs: 1000,
    connectTimeoutMs: 2000,
    statementTimeoutMs: 3000,
  });
  expect(() => loadConfig({ DB_POOL_MAX: '0' }, quiet)).toThrow(/DB_POOL_MAX/);
});

test('logs are pretty in development and JSON elsewhere, as configured', () => {
  expect(loadConfig({ NODE_ENV: 'development' }, quiet).logFormat).toBe('pretty');
  expect(loadConfig({ NODE_ENV: 'test' }, quiet).logFormat).toBe('json');
  expect(loadConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' }, quiet).logFormat).toBe('json');
});

// Against the real PostgreSQL server of scripts/with-postgres.sh (DATABASE_URL), as the test
// command runs this suite a second time.
const url = process.env.DATABASE_URL;
if (url) {
  const admin = async <T>(fn: (c: pg.Client) => Promise<T>): Promise<T> => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      return await fn(c);
    } finally {
      await c.end();
    }
  };
  const freshSchema = async (): Promise<string> => {
    const schema = `ops_${randomBytes(6).toString('hex')}`;
    await admin((c) => c.query(`CREATE SCHEMA ${schema}`));
    return schema;
  };

  test('the pool survives the server dropping every connection (pg_terminate_backend)', async () => {
    const schema = await freshSchema();
    const name = `care-ops-${randomBytes(4).toString('hex')}`;
    const errors: Error[] = [];
    const db = openPostgres(url, {
      schema,
      applicationName: name,
      onError: (e) => errors.push(e),
    });
    await Promise.all([db.query('SELECT 1'), db.query('SELECT 2'), db.query('SELECT 3')]);
    const killed = await admin((c) =>
      c.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [name],
      ),
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 200));
    const rows = await db.query<{ n: number }>('SELECT 41 + 1 AS n');
    expect(rows[0]?.n).toBe(42);
    expect(await db.tx((q) => q.query<{ ok: boolean }>('SELECT true AS ok'))).toEqual([
      { ok: true },
    ]);
    expect(errors.length).toBeGreaterThan(0);
    await db.close();
    await admin((c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
  });

  test('two instances migrating one empty database at once: each migration runs once', async () => {
    const schema = await freshSchema();
    const a = openPostgres(url, { schema });
    const b = openPostgres(url, { schema });
    const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
    expect([...ra, ...rb].sort()).toEqual(migrations.map((m) => m.id).sort());
    const rows = await a.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations');
    expect(rows[0]?.n).toBe(migrations.length);
    await a.close();
    await b.close();
    await admin((c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
  });
}
