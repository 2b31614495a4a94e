/**
 * Missed-dose sweep benchmark: 50,000 people with medications on a PostgreSQL server, one sweep
 * pass timed and its statements counted (a wrapper around Db.query), then a second pass (the
 * steady state: nothing new to store). Goal: a pass under 5 s, and no statement per person.
 *
 * `bash scripts/with-postgres.sh npx -y pnpm@10.34.8 --filter @care/api bench:sweep` (a throw-away
 * server; PG_TEST_PORT picks its port), or against any server with DATABASE_URL set: a
 * throw-away schema there. Env: BENCH_PEOPLE (50000), BENCH_MISSED_EVERY (10: every tenth person
 * left one dose unmarked, so the first pass stores and announces people / 10 doses).
 *
 * Seeded: each person has two active medications (08:00 and 20:00; 13:00), a caregiver shared
 * with four others and one of 100 clinical admins; every dose of the last day is marked taken but
 * the 13:00 one of every tenth person. The pass runs at 14:30 (Europe/London, the default zone)
 * with the default 60-minute threshold.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../src/config';
import { counted, openPostgres } from '../src/db/db';
import { migrate } from '../src/db/migrations';
import { sweepMissedDoses } from '../src/modules/doses/sweep';
import { createMailer } from '../src/plugins/mailer';

const PEOPLE = Number(process.env.BENCH_PEOPLE ?? 50_000);
const MISSED_EVERY = Number(process.env.BENCH_MISSED_EVERY ?? 10);
const GOAL_MS = 5000;
const NOW = new Date('2026-11-22T14:30:00Z');

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error('DATABASE_URL is not set: run it through scripts/with-postgres.sh (see above)');
  }
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  await admin(url, (c) => c.query(`CREATE SCHEMA ${schema}`));
  const db = openPostgres(url, { schema });
  const out = process.stdout;
  try {
    await migrate(db);
    const t0 = performance.now();
    // Clinical admins, caregivers (one per five people), the people, their links and medications.
    await db.query(
      `INSERT INTO users (email, username, password_hash, display_name, is_clinical_admin, is_approved)
       SELECT 'clinician' || g || '@bench.test', 'clinician' || g, 'x', 'Clinician ' || g, true, true
       FROM generate_series(1, 100) g`,
    );
    await db.query(
      `INSERT INTO users (email, username, password_hash, display_name, is_caregiver, is_approved)
       SELECT 'carer' || g || '@bench.test', 'carer' || g, 'x', 'Carer ' || g, true, true
       FROM generate_series(1, ceil($1::int / 5.0)::int) g`,
      [PEOPLE],
    );
    await db.query(
      `INSERT INTO users (email, username, password_hash, display_name, is_approved, assigned_clinical_admin_id)
       SELECT 'person' || g || '@bench.test', 'person' || g, 'x', 'Person ' || g, true,
         (SELECT id FROM users WHERE username = 'clinician' || (1 + g % 100))
       FROM generate_series(1, $1::int) g`,
      [PEOPLE],
    );
    await db.query(
      `INSERT INTO caregiver_links (caregiver_id, user_id)
       SELECT c.id, p.id FROM users p
       JOIN users c ON c.username = 'carer' || (1 + (substr(p.username, 7)::int - 1) / 5)
       WHERE p.username LIKE 'person%'`,
    );
    await db.query(
      `INSERT INTO medications (user_id, name, dosage, times, start_date)
       SELECT id, n.name, n.dosage, n.times::jsonb, '2026-11-15' FROM users,
         (VALUES ('Morningmol', '10 mg', '["08:00", "20:00"]'), ('Noonamol', '5 mg', '["13:00"]')) n(name, dosage, times)
       WHERE username LIKE 'person%'`,
    );
    // The last day's doses (London is on UTC in November), all taken but every tenth person's 13:00.
    await db.query(
      `INSERT INTO medication_doses (medication_id, user_id, due_at, status, marked_at, marked_by)
       SELECT m.id, m.user_id, d.due, 'taken', d.due, m.user_id
       FROM medications m JOIN users u ON u.id = m.user_id,
         LATERAL (SELECT (day || ' ' || (t #>> '{}') || 'Z')::timestamptz AS due
                  FROM jsonb_array_elements(m.times) t,
                       unnest(ARRAY['2026-11-21', '2026-11-22']) day) d
       WHERE d.due BETWEEN $1::timestamptz - interval '1 day' AND $1
         AND NOT (m.name = 'Noonamol' AND substr(u.username, 7)::int % $2::int = 0
                  AND d.due = '2026-11-22T13:00:00Z')`,
      [NOW, MISSED_EVERY],
    );
    await db.query('ANALYZE');
    const seededMs = Math.round(performance.now() - t0);
    const counts = (
      await db.query<{ people: number; meds: number; marks: number }>(
        `SELECT (SELECT count(*)::int FROM users WHERE username LIKE 'person%') AS people,
           (SELECT count(*)::int FROM medications) AS meds,
           (SELECT count(*)::int FROM medication_doses) AS marks`,
      )
    )[0];
    out.write(
      `seeded in ${seededMs} ms: ${counts?.people} people, ${counts?.meds} medications, ${counts?.marks} marked doses (${db.kind})\n`,
    );

    const cfg = loadConfig(
      { NODE_ENV: 'test' },
      { dataDir: null, logLevel: 'silent', clock: () => NOW },
    );
    const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
    const mailer = createMailer(db, cfg, log);
    const results: { pass: string; ms: number; queries: number; doses: number }[] = [];
    for (const pass of ['first (stores the missed doses)', 'second (nothing new)']) {
      const measured = counted(db);
      const s = performance.now();
      const doses = await sweepMissedDoses(measured, cfg, mailer, NOW);
      results.push({
        pass,
        ms: Math.round(performance.now() - s),
        queries: measured.queries,
        doses,
      });
    }
    await mailer.close();
    const stored = (
      await db.query<{ notes: number; mails: number }>(
        `SELECT (SELECT count(*)::int FROM notifications) AS notes,
           (SELECT count(*)::int FROM outbox) AS mails`,
      )
    )[0];
    out.write('\n| pass | ms | statements | doses stored |\n|---|---:|---:|---:|\n');
    for (const r of results) out.write(`| ${r.pass} | ${r.ms} | ${r.queries} | ${r.doses} |\n`);
    out.write(`\nnotifications: ${stored?.notes}, e-mails in the outbox: ${stored?.mails}\n`);
    const worst = Math.max(...results.map((r) => r.ms));
    const perPerson = results.some((r) => r.queries >= (counts?.people ?? 0));
    out.write(
      `slowest pass ${worst} ms (goal under ${GOAL_MS} ms); ${perPerson ? 'a statement per person or more' : 'no statement per person'}\n`,
    );
    if (worst >= GOAL_MS || perPerson) process.exitCode = 1;
  } finally {
    await db.close();
    await admin(url, (c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exitCode = 1;
});
