import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/db';
import { localDateTime } from '../../lib/ics';
import type { Mailer } from '../mail/mailer';
import { findSettings } from '../messages/repository';
import * as repo from './repository';
import { localParts, scheduledDoses } from './schedule';
import { personOf } from './service';

/**
 * How far back the sweep looks for unmarked doses. Older ones (the server was down for longer)
 * still show as missed, computed, but are not stored or announced a day late.
 */
export const SWEEP_LOOKBACK_MS = 24 * 3600_000;

export interface MissedDose {
  medication: string;
  dueAt: Date;
}

/** The notification and e-mail text about one person's newly missed doses. */
export function missedDoseMessage(
  person: { display_name: string },
  doses: MissedDose[],
  zone: string,
  minutes: number,
): { title: string; body: string } {
  const lines = doses.map(
    (d) =>
      `${d.medication}, due ${localDateTime(d.dueAt, zone)}, was not marked within ${minutes} minutes.`,
  );
  return {
    title: `Missed ${doses.length === 1 ? 'dose' : `doses (${doses.length})`}: ${person.display_name}`,
    body: lines.join('\n'),
  };
}

/**
 * The missed-dose sweep: every dose of an active medication that is still unmarked
 * `missedAfterMinutes` (the person's, else the default) after it was due is stored as 'missed'
 * exactly once (the table's unique key decides between concurrent sweeps), and the person's
 * caregivers and clinical admin each get a notification and an e-mail (through the outbox)
 * naming the doses. Returns how many doses it stored.
 */
export async function sweepMissedDoses(
  db: Db,
  cfg: AppConfig,
  mailer: Mailer,
  now: Date = cfg.clock(),
): Promise<number> {
  let stored = 0;
  for (const userId of await repo.peopleWithActiveMedications(db)) {
    const users = await db.query<{ id: number; display_name: string; time_zone: string | null }>(
      'SELECT id, display_name, time_zone FROM users WHERE id = $1',
      [userId],
    );
    const user = users[0];
    if (!user) continue;
    const p = await personOf(db, user, {
      zone: cfg.defaultTimeZone,
      missedAfterMinutes: cfg.missedDoseMinutes,
    });
    const since = new Date(now.getTime() - SWEEP_LOOKBACK_MS);
    const until = new Date(now.getTime() - p.missedAfterMinutes * 60_000);
    if (until <= since) continue;
    const from = localParts(since, p.zone).date;
    const to = localParts(until, p.zone).date;
    const missed = await db.tx(async (q) => {
      const found: MissedDose[] = [];
      // Marked doses are skipped before inserting: a conflicting insert would still use up an id.
      const marked = new Set(
        (await repo.marksBetween(q, userId, since, new Date(until.getTime() + 1))).map(
          (d) => `${d.medication_id}@${d.due_at.getTime()}`,
        ),
      );
      for (const m of await repo.medicationsOf(q, userId)) {
        for (const s of scheduledDoses(m, from, to, p.zone)) {
          if (s.due_at < since || s.due_at > until) continue;
          if (marked.has(`${m.id}@${s.due_at.getTime()}`)) continue;
          if (await repo.markMissed(q, m.id, userId, s.due_at, now)) {
            found.push({
              medication: m.dosage ? `${m.name} ${m.dosage}` : m.name,
              dueAt: s.due_at,
            });
          }
        }
      }
      if (found.length === 0) return found;
      const text = missedDoseMessage(user, found, p.zone, p.missedAfterMinutes);
      for (const member of await repo.careTeamOf(q, userId)) {
        await q.query(
          "INSERT INTO notifications (user_id, title, body, kind) VALUES ($1, $2, $3, 'missed_dose')",
          [member.id, text.title, text.body],
        );
      }
      return found;
    });
    if (missed.length === 0) continue;
    stored += missed.length;
    const text = missedDoseMessage(user, missed, p.zone, p.missedAfterMinutes);
    for (const member of await repo.careTeamOf(db, userId)) {
      const settings = await findSettings(db, member.id);
      if (settings?.enable_notifications === false) continue;
      await mailer.send({ to: member.email, subject: text.title, body: text.body });
    }
  }
  return stored;
}

/** Runs the sweep every `cfg.doseSweepSeconds` (not at all when 0); returns a stop function. */
export function startDoseSweep(
  db: Db,
  cfg: AppConfig,
  mailer: Mailer,
  log: FastifyBaseLogger,
): () => Promise<void> {
  if (cfg.doseSweepSeconds === 0) return () => Promise.resolve();
  let running: Promise<void> | null = null;
  const run = (): void => {
    if (running) return;
    running = sweepMissedDoses(db, cfg, mailer)
      .then((n) => {
        if (n > 0) log.info({ doses: n }, 'missed doses stored and announced');
      })
      .catch((err: unknown) => log.error({ err }, 'missed-dose sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, cfg.doseSweepSeconds * 1000);
  timer.unref();
  // The first sweep soon after start, not a whole interval later.
  const first = setTimeout(run, Math.min(cfg.doseSweepSeconds, 5) * 1000);
  first.unref();
  return async () => {
    clearInterval(timer);
    clearTimeout(first);
    await running;
  };
}
