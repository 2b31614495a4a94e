import type { FastifyBaseLogger } from 'fastify';
import { relationsSql } from '../../access/relations';
import type { AppConfig } from '../../config';
import { counted } from '../../db/db';
import type { Db, Queryable } from '../../db/db';
import { localDateTime } from '../../lib/ics';
import type { Job } from '../../plugins/jobs';
import type { Mailer } from '../../plugins/mailer';
import { dosesDueBetween, ZoneCalendar } from './schedule';

/**
 * How far back the sweep looks for unmarked doses. Older ones (the server was down for longer)
 * still show as missed, computed, but are not stored or announced a day late.
 */
const SWEEP_LOOKBACK_MS = 24 * 3600_000;

interface MissedDose {
  medication: string;
  dueAt: Date;
}

/** The notification and e-mail text about one person's newly missed doses. */
function missedDoseMessage(
  person: { display_name: string },
  doses: MissedDose[],
  zone: string,
  minutes: number,
  when: (d: Date, zone: string) => string = localDateTime,
): { title: string; body: string } {
  const lines = doses.map(
    (d) => `${d.medication}, due ${when(d.dueAt, zone)}, was not marked within ${minutes} minutes.`,
  );
  return {
    title: `Missed ${doses.length === 1 ? 'dose' : `doses (${doses.length})`}: ${person.display_name}`,
    body: lines.join('\n'),
  };
}

/** What the sweep reads of every active medication (names come later, for missed ones only). */
interface SweepRow {
  id: number;
  user_id: number;
  times: string;
  start_date: string | null;
  end_date: string | null;
  /** Epoch milliseconds (cheaper to read than a timestamp, for every medication every pass). */
  created_ms: number;
  time_zone: string | null;
  missed_after_minutes: number | null;
}

/** A dose the sweep stored as missed, with what its message names. */
interface Inserted {
  medication_id: number;
  due_at: Date;
  name: string;
  dosage: string;
  display_name: string;
}

interface CareTeamMember {
  person: number;
  id: number;
  email: string;
  mail: boolean;
}

/**
 * The missed-dose sweep: every dose of an active medication that is still unmarked
 * `missedAfterMinutes` (the person's, else the default) after it was due is stored as 'missed'
 * exactly once (the table's unique key decides between concurrent sweeps), and the person's
 * caregivers and clinical admin each get a notification and an e-mail (through the outbox)
 * naming the doses. Returns how many doses it stored.
 *
 * Set-based, so a pass costs the same few statements whatever the number of people: one read of
 * every active medication with its person's zone and threshold; the doses due in the window are
 * computed here (the schedule's rules, in each person's zone); then one transaction inserts the
 * unmarked ones as missed, reads the care teams of the people concerned, and writes their
 * notifications and e-mails, one statement each.
 */
export async function sweepMissedDoses(
  db: Db,
  cfg: AppConfig,
  mailer: Mailer,
  now: Date = cfg.clock(),
): Promise<number> {
  const since = new Date(now.getTime() - SWEEP_LOOKBACK_MS);
  const rows = await db.query<SweepRow>(
    `SELECT m.id, m.user_id, m.times::text AS times, m.start_date, m.end_date,
       (extract(epoch FROM m.created_at) * 1000)::float8 AS created_ms, u.time_zone,
       s.missed_after_minutes
     FROM medications m JOIN users u ON u.id = m.user_id
     LEFT JOIN dose_settings s ON s.user_id = m.user_id
     WHERE u.is_active AND m.status = 'active' AND m.times <> '[]'::jsonb
       -- Ended (local date) two days before the window opened: no dose in it in any zone.
       AND (m.end_date IS NULL OR m.end_date >= to_char($1::timestamptz - interval '2 days', 'YYYY-MM-DD'))
     ORDER BY m.user_id, m.name, m.id`,
    [since],
  );
  const cal = new ZoneCalendar();
  const timesOf = new Map<string, string[]>();
  // A medication's place in this list orders a person's doses as the message lists them: by
  // medication (name, id), then due time.
  const rank = new Map<number, number>();
  const medIds: number[] = [];
  const dueMs: number[] = [];
  for (const [i, r] of rows.entries()) {
    rank.set(r.id, i);
    const zone = r.time_zone ?? cfg.defaultTimeZone;
    const minutes = r.missed_after_minutes ?? cfg.missedDoseMinutes;
    const until = new Date(now.getTime() - minutes * 60_000);
    if (until <= since) continue;
    let times = timesOf.get(r.times);
    if (!times) timesOf.set(r.times, (times = JSON.parse(r.times) as string[]));
    const schedule = {
      times,
      start_date: r.start_date,
      end_date: r.end_date,
      status: 'active',
      created_at: new Date(r.created_ms),
    };
    for (const due of dosesDueBetween(schedule, since, until, zone, cal)) {
      medIds.push(r.id);
      dueMs.push(due.getTime());
    }
  }
  if (medIds.length === 0) return 0;

  const stored = await db.tx(async (q) => {
    // Marked doses are left out before inserting: a conflicting insert would still use up an id.
    const inserted = await q.query<Inserted>(
      `WITH ins AS (
         INSERT INTO medication_doses (medication_id, user_id, due_at, status, marked_at)
         SELECT c.mid, m.user_id, c.due, 'missed', $3
         FROM (SELECT mid, timestamptz 'epoch' + ms * interval '1 millisecond' AS due
               FROM unnest($1::int[], $2::bigint[]) AS u(mid, ms)) c
         JOIN medications m ON m.id = c.mid
         WHERE NOT EXISTS (
           SELECT 1 FROM medication_doses d WHERE d.medication_id = c.mid AND d.due_at = c.due)
         ON CONFLICT (medication_id, due_at) DO NOTHING
         RETURNING medication_id, due_at)
       SELECT ins.medication_id, ins.due_at, m.name, m.dosage, u.display_name
       FROM ins JOIN medications m ON m.id = ins.medication_id JOIN users u ON u.id = m.user_id`,
      [medIds, dueMs, now],
    );
    if (inserted.length === 0) return { count: 0, mails: 0 };
    const byPerson = new Map<number, { r: SweepRow; d: Inserted }[]>();
    for (const d of inserted) {
      const r = rows[rank.get(d.medication_id) ?? -1];
      if (!r) continue;
      const list = byPerson.get(r.user_id) ?? [];
      list.push({ r, d });
      byPerson.set(r.user_id, list);
    }
    // Most missed doses share a due time and zone: each is written out once.
    const written = new Map<string, string>();
    const when = (d: Date, zone: string): string => {
      const k = `${d.getTime()}@${zone}`;
      let text = written.get(k);
      if (text === undefined) written.set(k, (text = localDateTime(d, zone)));
      return text;
    };
    const people = [...byPerson.keys()].sort((a, b) => a - b);
    const texts = new Map(
      people.map((person) => {
        const doses = (byPerson.get(person) ?? []).sort(
          (a, b) =>
            (rank.get(a.r.id) ?? 0) - (rank.get(b.r.id) ?? 0) ||
            a.d.due_at.getTime() - b.d.due_at.getTime(),
        );
        const first = doses[0];
        const text = missedDoseMessage(
          { display_name: first?.d.display_name ?? '' },
          doses.map(({ d }) => ({
            medication: d.dosage ? `${d.name} ${d.dosage}` : d.name,
            dueAt: d.due_at,
          })),
          first?.r.time_zone ?? cfg.defaultTimeZone,
          first?.r.missed_after_minutes ?? cfg.missedDoseMinutes,
          when,
        );
        return [person, text] as const;
      }),
    );
    const team = await careTeamsOf(q, people);
    await q.query(
      `INSERT INTO notifications (user_id, title, body, kind)
       SELECT u, t, b, 'missed_dose'
       FROM unnest($1::int[], $2::text[], $3::text[]) WITH ORDINALITY AS n(u, t, b, i) ORDER BY i`,
      [
        team.map((t) => t.id),
        team.map((t) => texts.get(t.person)?.title ?? ''),
        team.map((t) => texts.get(t.person)?.body ?? ''),
      ],
    );
    const mails = team
      .filter((t) => t.mail)
      .map((t) => {
        const text = texts.get(t.person);
        return { to: t.email, subject: text?.title ?? '', body: text?.body ?? '' };
      });
    await mailer.enqueue(q, mails);
    return { count: inserted.length, mails: mails.length };
  });
  if (stored.mails > 0) mailer.deliverSoon();
  return stored.count;
}

/**
 * Who hears of each person's missed doses, for many people at once: their care team (the `careTeam` relations,
 * access/relations.ts: linked caregivers and the assigned clinical admin, accounts that can sign in), by person
 * then member; `mail` unless the member's notification settings say `enable_notifications: false`.
 */
async function careTeamsOf(q: Queryable, people: number[]): Promise<CareTeamMember[]> {
  return q.query<CareTeamMember>(
    `SELECT DISTINCT p.id AS person, u.id, u.email,
       NOT coalesce(json_typeof(ns.data -> 'enable_notifications') = 'boolean'
         AND ns.data ->> 'enable_notifications' = 'false', false) AS mail
     FROM unnest($1::int[]) AS p(id)
     CROSS JOIN LATERAL (${relationsSql('careTeam', { person: 'p.id' })}) t
     JOIN users u ON u.id = t.viewer
     LEFT JOIN notification_settings ns ON ns.user_id = u.id
     ORDER BY p.id, u.id`,
    // Joined with unnest, not = ANY: a long array would be scanned once per row of the table.
    [people],
  );
}

/**
 * The sweep as a background job (plugins/jobs.ts): every `cfg.doseSweepSeconds` (not at all when 0), on one
 * instance at a time, the one holding the sweep's advisory lock. Each pass logs what it stored and what it cost.
 */
export function doseSweepJob(db: Db, cfg: AppConfig, mailer: Mailer, log: FastifyBaseLogger): Job {
  return {
    name: 'doseSweep',
    leaderOnly: true,
    everyMs: cfg.doseSweepSeconds * 1000,
    // The first sweep soon after start, not a whole interval later.
    firstAfterMs: Math.min(cfg.doseSweepSeconds, 5) * 1000,
    async run() {
      const measured = counted(db);
      const t0 = performance.now();
      const doses = await sweepMissedDoses(measured, cfg, mailer);
      const pass = { ms: Math.round(performance.now() - t0), queries: measured.queries, doses };
      if (doses > 0) log.info(pass, 'missed doses stored and announced');
    },
  };
}
