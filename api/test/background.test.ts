// @engine-sensitive: leases, the advisory-lock leader and several connections.
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerDataStream } from 'smtp-server';
import { counted, openPostgres } from '../src/db/db';
import type { Db } from '../src/db/db';
import { Leadership, LOCK_KEYS } from '../src/db/leader';
import type { AppConfig } from '../src/config';
import { doseSweepJob, sweepMissedDoses } from '../src/modules/doses/sweep';
import { startJobs } from '../src/plugins/jobs';
import type { JobRun, RunningJobs } from '../src/plugins/jobs';
import { createMailer, outboxDepth } from '../src/plugins/mailer';
import type { Mailer } from '../src/plugins/mailer';
import { pruneOld } from '../src/modules/system/retention';
import { setup } from './helpers';
import type { Ctx } from './helpers';

/**
 * Background work across instances: the missed-dose sweep (set-based, one leader), the outbox
 * (leased, retried with backoff within a time budget) and retention.
 *
 * Several instances need the PostgreSQL server: the cases that start three of them (three pools
 * on one database, as three API processes would have) run when DATABASE_URL is set, i.e. in the
 * server run of the test command; on the embedded engine (one process by nature) they are left
 * out (not skipped: not declared) and the single-process cases run on both engines.
 */
const url = process.env.DATABASE_URL;

// --- A fake SMTP relay (a real SMTP conversation in process), which can refuse everything. ---
interface Received {
  to: string[];
  subject: string;
}
let received: Received[] = [];
let refusedAt: Date[] = [];
let refuse = false;
let now = new Date('2026-11-22T12:30:00Z');
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream: SMTPServerDataStream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      if (refuse) {
        refusedAt.push(now);
        callback(Object.assign(new Error('Service not available'), { responseCode: 421 }));
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
      });
      callback();
    });
  },
});

let ctx: Ctx;
let relay: AppConfig['smtp'];
let schema = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  relay = {
    host: '127.0.0.1',
    port: (smtp.server.address() as AddressInfo).port,
    secure: false,
    user: null,
    password: null,
  };
  // The app's own mailer has no relay: every delivery below is by the mailers a case makes.
  ctx = await setup({ clock: () => now });
  schema = (await ctx.db.query<{ s: string }>('SELECT current_schema() AS s'))[0]?.s ?? '';
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(async () => {
  received = [];
  refusedAt = [];
  refuse = false;
  await ctx.db.query('DELETE FROM outbox');
  await ctx.db.query('DELETE FROM notifications');
  await ctx.db.query('DELETE FROM medication_doses');
  // Only each case's own medications.
  await ctx.db.query("UPDATE medications SET status = 'paused'");
});

/** A medication of Margaret (the demo user), whose care team is the caregiver and the clinician. */
async function addMedication(name: string, times: string[], start = '2026-11-22'): Promise<number> {
  const rows = await ctx.db.query<{ id: number }>(
    `INSERT INTO medications (user_id, name, dosage, times, start_date, created_at)
     VALUES ($1, $2, '5 mg', $3::text::jsonb, $4, '2026-11-01T00:00:00Z') RETURNING id`,
    [ctx.ids.user, name, JSON.stringify(times), start],
  );
  return rows[0]?.id ?? 0;
}

const silentMailer = (db: Db, cfg: AppConfig = ctx.cfg): Mailer =>
  createMailer(db, { ...cfg, smtp: null }, ctx.app.log);

async function until(
  what: string,
  ok: () => boolean | Promise<boolean>,
  ms: number,
): Promise<number> {
  const t0 = Date.now();
  while (!(await ok())) {
    if (Date.now() - t0 > ms) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
  return Date.now() - t0;
}

describe('the missed-dose sweep', () => {
  test('costs the same few statements whatever the number of people', async () => {
    const passes: { people: number; queries: number; doses: number }[] = [];
    for (const people of [2, 40]) {
      await ctx.db.query('DELETE FROM medication_doses');
      // `people` more people, each with a carer and a medication whose 11:20 dose nobody marked.
      await ctx.db.query(
        `WITH p AS (
           INSERT INTO users (email, username, password_hash, display_name, is_approved)
           SELECT 'sweep' || $2::int || '-' || g || '@care.test', 'sweep' || $2::int || '-' || g, 'x', 'Person ' || g, true
           FROM generate_series(1, $1::int) g RETURNING id),
         c AS (
           INSERT INTO users (email, username, password_hash, display_name, is_caregiver, is_approved)
           SELECT 'carer' || $2::int || '-' || id || '@care.test', 'carer' || $2::int || '-' || id, 'x', 'Carer', true, true
           FROM p RETURNING id, username),
         l AS (
           INSERT INTO caregiver_links (caregiver_id, user_id)
           SELECT c.id, p.id FROM c JOIN p ON c.username = 'carer' || $2::int || '-' || p.id)
         INSERT INTO medications (user_id, name, times, start_date) SELECT id, 'Bulkamol', '["11:20"]', '2026-11-22' FROM p`,
        [people, people],
      );
      const db = counted(ctx.db);
      const doses = await sweepMissedDoses(db, ctx.cfg, ctx.app.mailer, now);
      passes.push({ people, queries: db.queries, doses });
      await ctx.db.query("UPDATE medications SET status = 'paused'");
    }
    expect(passes.map((p) => p.doses)).toEqual([2, 40]);
    // One read, then one transaction: the missed doses, the care teams, notifications, e-mails.
    expect(passes[0]?.queries).toBe(passes[1]?.queries);
    expect(passes[0]?.queries).toBeLessThanOrEqual(7);
    const mails = await ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox WHERE to_email LIKE 'carer%'",
    );
    expect(mails[0]?.n).toBe(42);
  });

  test('on the embedded engine the one process always leads; on a server one session does', async () => {
    const a = new Leadership(ctx.db, 'doseSweep', ctx.app.log);
    const b = new Leadership(ctx.db, 'doseSweep', ctx.app.log);
    expect(await a.acquire()).toBe(true);
    // PGlite: one session, where the lock is re-entrant. A server: b's lease is another session.
    expect(await b.acquire()).toBe(ctx.db.kind === 'pglite');
    // Held across passes without asking again, and given back on release.
    expect(await a.acquire()).toBe(true);
    await a.release();
    await b.release();
    const c = new Leadership(ctx.db, 'doseSweep', ctx.app.log);
    expect(await c.acquire()).toBe(true);
    await c.release();
  });
});

if (url)
  describe('three instances on one PostgreSQL server (DATABASE_URL set)', () => {
    let pools: Db[] = [];
    let sweeps: RunningJobs[] = [];
    beforeEach(() => {
      pools = [0, 1, 2].map(() => openPostgres(url, { schema }));
    });
    afterEach(async () => {
      await Promise.all(sweeps.map((s) => s.stop()));
      sweeps = [];
      await Promise.all(pools.map((p) => p.close()));
    });

    /** The backend holding the sweep's lock, as the server sees it. */
    async function lockHolder(): Promise<number | null> {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      const rows = await c.query<{ pid: number }>(
        `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = $1
         AND objid::bigint = (hashtext($2)::bigint & 4294967295) AND objsubid = 2`,
        [LOCK_KEYS.doseSweep, schema],
      );
      await c.end();
      return rows.rows[0]?.pid ?? null;
    }

    test('one missed row, one notification and one e-mail per carer; a killed leader is replaced within one interval', async () => {
      const med = await addMedication('Trialmol', ['11:20', '12:10']);
      const cfg: AppConfig = { ...ctx.cfg, doseSweepSeconds: 2, clock: () => now };
      const passes: { instance: number; pass: JobRun; at: number }[] = [];
      const mailers = pools.map((db) => silentMailer(db, cfg));
      // Started together, as three instances deployed at once.
      sweeps = pools.map((db, instance) =>
        startJobs([doseSweepJob(db, cfg, mailers[instance] as Mailer, ctx.app.log)], {
          db,
          log: ctx.app.log,
          report: (pass) => passes.push({ instance, pass, at: Date.now() }),
        }),
      );
      await until('three passes', () => passes.length >= 3, 20_000);
      const leaders = sweeps.map((s, i) => (s.leading('doseSweep') ? i : -1)).filter((i) => i >= 0);
      expect(leaders).toHaveLength(1);
      const first = leaders[0] ?? -1;
      expect(new Set(passes.map((p) => p.instance))).toEqual(new Set([first]));
      const missed = await ctx.db.query<{ due_at: Date }>(
        "SELECT due_at FROM medication_doses WHERE medication_id = $1 AND status = 'missed'",
        [med],
      );
      expect(missed.map((m) => m.due_at.toISOString())).toEqual(['2026-11-22T11:20:00.000Z']);
      const notes = await ctx.db.query<{ user_id: number; title: string }>(
        "SELECT user_id, title FROM notifications WHERE kind = 'missed_dose' ORDER BY user_id",
      );
      expect(notes).toEqual(
        [ctx.ids.caregiver, ctx.ids.clinician]
          .sort((a, b) => a - b)
          .map((user_id) => ({ user_id, title: 'Missed dose: Margaret Johnson' })),
      );
      const mail = await ctx.db.query<{ to_email: string }>(
        "SELECT to_email FROM outbox WHERE subject = 'Missed dose: Margaret Johnson' ORDER BY to_email",
      );
      expect(mail.map((m) => m.to_email)).toEqual(['caregiver@care.test', 'clinician@care.test']);
      process.stdout.write(
        `three sweepers: instance ${first} leads; ${passes.length} passes, first ${JSON.stringify(passes[0]?.pass)}\n`,
      );

      // The leader's connection dies (its process is gone): the server releases the lock.
      const pid = await lockHolder();
      expect(pid).not.toBeNull();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const killedAt = Date.now();
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      await admin.end();
      // The dead instance runs nothing more.
      await sweeps[first]?.stop();
      const passesBefore = passes.length;
      await until(
        'another instance leads',
        () => sweeps.some((s, i) => i !== first && s.leading('doseSweep')),
        2 * 1000 + 2000,
      );
      const took = Date.now() - killedAt;
      process.stdout.write(
        `leader ${first} killed: replaced after ${took} ms (interval 2000 ms)\n`,
      );
      expect(took).toBeLessThanOrEqual(2 * 1000 + 1500);
      const next = await lockHolder();
      expect(next).not.toBeNull();
      expect(next).not.toBe(pid);

      // The new leader sweeps the next dose, once.
      now = new Date('2026-11-22T13:15:00Z');
      await until(
        'the 12:10 dose stored',
        async () =>
          (
            await ctx.db.query(
              "SELECT 1 FROM medication_doses WHERE medication_id = $1 AND status = 'missed'",
              [med],
            )
          ).length === 2,
        10_000,
      );
      const after = passes.slice(passesBefore);
      expect(after.length).toBeGreaterThan(0);
      expect(after.every((p) => p.instance !== first)).toBe(true);
      expect(new Set(after.map((p) => p.instance)).size).toBe(1);
      const notesAfter = await ctx.db.query(
        "SELECT 1 FROM notifications WHERE kind = 'missed_dose'",
      );
      expect(notesAfter).toHaveLength(4);
      await Promise.all(mailers.map((m) => m.close()));
      now = new Date('2026-11-22T12:30:00Z');
    });

    test('a stopped leader gives the lock back at once; the retention lock is a separate one', async () => {
      const [a, b] = pools;
      const sweepA = new Leadership(a as Db, 'doseSweep', ctx.app.log);
      const sweepB = new Leadership(b as Db, 'doseSweep', ctx.app.log);
      const retentionB = new Leadership(b as Db, 'retention', ctx.app.log);
      expect(await sweepA.acquire()).toBe(true);
      expect(await sweepB.acquire()).toBe(false);
      expect(await retentionB.acquire()).toBe(true);
      await sweepA.release();
      expect(await lockHolder()).toBeNull();
      expect(await sweepB.acquire()).toBe(true);
      await sweepB.release();
      await retentionB.release();
    });

    test('three outbox workers deliver each message exactly once', async () => {
      const cfg: AppConfig = { ...ctx.cfg, smtp: relay };
      const workers = pools.map((db) => createMailer(db, cfg, ctx.app.log));
      const mails = Array.from({ length: 120 }, (_, i) => ({
        to: `reader${i % 7}@care.test`,
        subject: `Letter ${i}`,
        body: 'Hello',
      }));
      await ctx.db.tx((q) => silentMailer(ctx.db).enqueue(q, mails));
      // All three at once, twice over: claims overlap and nothing is sent twice.
      await Promise.all([...workers, ...workers].map((w) => w.deliverDue()));
      expect(received).toHaveLength(120);
      expect(new Set(received.map((r) => r.subject)).size).toBe(120);
      const rows = await ctx.db.query<{ status: string; attempts: number; n: number }>(
        'SELECT status, attempts, count(*)::int AS n FROM outbox GROUP BY status, attempts',
      );
      expect(rows).toEqual([{ status: 'sent', attempts: 1, n: 120 }]);
      process.stdout.write(`three outbox workers: 120 mails, ${received.length} delivered\n`);
      await Promise.all(workers.map((w) => w.close()));
    });
  });

describe('the outbox with the relay down', () => {
  const at = (s: number): Date => new Date(Date.parse('2026-11-22T12:30:00Z') + s * 1000);

  test('retries spaced by a doubling, capped wait, and loses nothing within the hour', async () => {
    now = at(0);
    const cfg: AppConfig = { ...ctx.cfg, smtp: relay, clock: () => now };
    const mailer = createMailer(ctx.db, cfg, ctx.app.log);
    refuse = true;
    await mailer.send({ to: 'user2@care.test', subject: 'While it is down', body: 'Hello' });
    await mailer.idle();
    // An hour of the relay refusing, the worker looking every 10 seconds.
    for (let s = 10; s <= 3600; s += 10) {
      now = at(s);
      await mailer.deliverDue();
    }
    const gaps = refusedAt
      .slice(1)
      .map((t, i) => (t.getTime() - (refusedAt[i]?.getTime() ?? 0)) / 1000);
    process.stdout.write(
      `relay down an hour: attempts at +${refusedAt.map((t) => (t.getTime() - at(0).getTime()) / 1000).join(', +')} s\n`,
    );
    expect(gaps).toEqual([30, 60, 120, 240, 480, 600, 600, 600, 600]);
    const row = (
      await ctx.db.query<{
        status: string;
        attempts: number;
        next_attempt_at: Date | null;
        last_error: string;
      }>('SELECT status, attempts, next_attempt_at, last_error FROM outbox')
    )[0];
    expect(row).toMatchObject({ status: 'failed', attempts: 10 });
    expect(row?.last_error).toMatch(/421/);
    expect(row?.next_attempt_at?.toISOString()).toBe(at(3930).toISOString());
    expect(await outboxDepth(ctx.db)).toEqual({ pending: 1, failed: 0 });

    // The relay is back: the next attempt delivers it, once.
    refuse = false;
    now = at(3920);
    await mailer.deliverDue();
    expect(received).toHaveLength(0);
    now = at(3930);
    await mailer.deliverDue();
    await mailer.deliverDue();
    expect(received.map((r) => r.subject)).toEqual(['While it is down']);
    expect(await outboxDepth(ctx.db)).toEqual({ pending: 0, failed: 0 });
    await mailer.close();
  });

  test('a mail still failing past its budget is given up: failed, counted, not retried', async () => {
    now = at(0);
    const cfg: AppConfig = {
      ...ctx.cfg,
      smtp: relay,
      clock: () => now,
      mailRetry: { baseSeconds: 30, maxSeconds: 600, budgetHours: 1 },
    };
    const mailer = createMailer(ctx.db, cfg, ctx.app.log);
    refuse = true;
    await mailer.send({ to: 'user2@care.test', subject: 'Never', body: 'Hello' });
    await mailer.idle();
    for (let s = 60; s <= 2 * 3600; s += 60) {
      now = at(s);
      await mailer.deliverDue();
    }
    const attempts = refusedAt.length;
    // The last attempt was the first one after the hour.
    expect(refusedAt[attempts - 2]?.getTime()).toBeLessThan(at(3600).getTime());
    expect(refusedAt[attempts - 1]?.getTime()).toBeGreaterThanOrEqual(at(3600).getTime());
    expect(await outboxDepth(ctx.db)).toEqual({ pending: 0, failed: 1 });
    refuse = false;
    await mailer.flush();
    now = at(3 * 3600);
    await mailer.deliverDue();
    expect(refusedAt).toHaveLength(attempts);
    expect(received).toHaveLength(0);
    const row = (await ctx.db.query<{ status: string }>('SELECT status FROM outbox'))[0];
    expect(row?.status).toBe('failed');
    await mailer.close();
  });
});

describe('retention', () => {
  test('prunes refresh tokens, kiosk pings and sent mail older than their periods, nothing else', async () => {
    const day = 24 * 3600_000;
    const ago = (days: number): Date => new Date(now.getTime() - days * day);
    const uid = ctx.ids.user;
    await ctx.db.query("DELETE FROM refresh_tokens WHERE jti LIKE 'keep-%' OR jti LIKE 'drop-%'");
    const token = (jti: string, expires: Date, revoked: Date | null): Promise<unknown> =>
      ctx.db.query(
        'INSERT INTO refresh_tokens (jti, family_id, user_id, expires_at, revoked_at) VALUES ($1, $1, $2, $3, $4)',
        [jti, uid, expires, revoked],
      );
    await token('drop-expired', ago(31), null);
    await token('keep-expired', ago(29), null);
    await token('drop-revoked', ago(-5), ago(31));
    await token('keep-revoked', ago(-5), ago(29));
    await token('keep-live', ago(-5), null);
    await ctx.db.query("DELETE FROM kiosk_pings WHERE device_id LIKE 'retention-%'");
    for (const [id, days] of [
      ['retention-old', 91],
      ['retention-recent', 89],
    ] as const) {
      await ctx.db.query('INSERT INTO kiosk_pings (device_id, last_seen_at) VALUES ($1, $2)', [
        id,
        ago(days),
      ]);
    }
    const mail = (
      subject: string,
      status: string,
      sentDays: number | null,
      next: Date | null,
    ): Promise<unknown> =>
      ctx.db.query(
        `INSERT INTO outbox (to_email, subject, body, status, sent_at, next_attempt_at, created_at)
         VALUES ('user@care.test', $1, '', $2, $3, $4, $5)`,
        [subject, status, sentDays === null ? null : ago(sentDays), next, ago(60)],
      );
    await mail('drop-sent', 'sent', 31, null);
    await mail('keep-sent', 'sent', 29, null);
    await mail('keep-given-up', 'failed', null, null);
    await mail('keep-pending', 'pending', null, ago(60));

    const cfg: AppConfig = {
      ...ctx.cfg,
      retention: { refreshTokenDays: 30, kioskPingDays: 90, sentMailDays: 30, everySeconds: 0 },
    };
    const pruned = await pruneOld(ctx.db, cfg, now);
    expect(pruned).toMatchObject({ kioskPings: 1, sentMail: 1 });
    expect(pruned.refreshTokens).toBeGreaterThanOrEqual(2);
    const tokens = await ctx.db.query<{ jti: string }>(
      "SELECT jti FROM refresh_tokens WHERE jti LIKE 'keep-%' OR jti LIKE 'drop-%' ORDER BY jti",
    );
    expect(tokens.map((t) => t.jti)).toEqual(['keep-expired', 'keep-live', 'keep-revoked']);
    const pings = await ctx.db.query<{ device_id: string }>(
      "SELECT device_id FROM kiosk_pings WHERE device_id LIKE 'retention-%'",
    );
    expect(pings.map((p) => p.device_id)).toEqual(['retention-recent']);
    const left = await ctx.db.query<{ subject: string }>(
      'SELECT subject FROM outbox ORDER BY subject',
    );
    expect(left.map((m) => m.subject)).toEqual(['keep-given-up', 'keep-pending', 'keep-sent']);
    // A second pass finds nothing more.
    expect(await pruneOld(ctx.db, cfg, now)).toEqual({
      refreshTokens: 0,
      kioskPings: 0,
      sentMail: 0,
      events: 0,
    });
  });
});
