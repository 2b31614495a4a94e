import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/db';
import type { Job } from '../../plugins/jobs';

export interface Pruned {
  refreshTokens: number;
  kioskPings: number;
  sentMail: number;
  /** Live-channel events older than the window (cfg.live.windowSeconds). */
  events: number;
}

const DAY_MS = 24 * 3600_000;

/**
 * Deletes what has outlived its use (periods in `cfg.retention`): refresh tokens that expired or
 * were revoked longer ago than their period, the pings of kiosks silent that long, and mail sent
 * that long ago. Mail not yet sent, or given up on, stays. Returns what each deleted.
 */
export async function pruneOld(db: Db, cfg: AppConfig, now: Date = cfg.clock()): Promise<Pruned> {
  const r = cfg.retention;
  // A session whose rows are gone is an ended one (findSession); the rows stay at least as long
  // as any of its tokens can still be presented, for the admin area's sessions list.
  const tokensMs = Math.max(r.refreshTokenDays * DAY_MS, cfg.accessTokenTtlSeconds * 1000);
  const count = async (sql: string, before: Date): Promise<number> =>
    (
      await db.query<{ n: number }>(
        `WITH gone AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
        [before],
      )
    )[0]?.n ?? 0;
  return {
    refreshTokens: await count(
      'DELETE FROM refresh_tokens WHERE expires_at < $1 OR revoked_at < $1',
      new Date(now.getTime() - tokensMs),
    ),
    kioskPings: await count(
      'DELETE FROM kiosk_pings WHERE last_seen_at < $1',
      new Date(now.getTime() - r.kioskPingDays * DAY_MS),
    ),
    sentMail: await count(
      "DELETE FROM outbox WHERE status = 'sent' AND sent_at < $1",
      new Date(now.getTime() - r.sentMailDays * DAY_MS),
    ),
    // The highest id pruned is kept: a client resuming from below it is told to refetch.
    events:
      (
        await db.query<{ n: number }>(
          `WITH gone AS (DELETE FROM events WHERE created_at < $1 RETURNING id),
                moved AS (UPDATE events_window SET pruned_through = (SELECT max(id) FROM gone)
                          WHERE (SELECT max(id) FROM gone) > pruned_through RETURNING 1)
           SELECT count(*)::int AS n FROM gone`,
          [new Date(now.getTime() - cfg.live.windowSeconds * 1000)],
        )
      )[0]?.n ?? 0,
  };
}

/**
 * `pruneOld` as a background job (plugins/jobs.ts): every `cfg.retention.everySeconds` (never when 0), on one
 * instance at a time (its own advisory lock, beside the sweep's).
 */
export function retentionJob(db: Db, cfg: AppConfig, log: FastifyBaseLogger): Job {
  const every = cfg.retention.everySeconds;
  return {
    name: 'retention',
    leaderOnly: true,
    everyMs: every * 1000,
    // Not in the first minute of a start, when instances are busiest.
    firstAfterMs: Math.min(every, 60) * 1000,
    async run() {
      const pruned = await pruneOld(db, cfg);
      log.info({ pruned }, 'retention: old rows deleted');
    },
  };
}
