import type { FastifyBaseLogger } from 'fastify';
import type { Db, Lease } from './db';

/**
 * The first key of each background job's advisory lock (the second is the schema's hash, so test
 * schemas sharing one database, and several products on one server, do not exclude each other).
 */
export const LOCK_KEYS = { doseSweep: 22_01, retention: 22_02 } as const;
export type LockName = keyof typeof LOCK_KEYS;

const LOCK_ARGS = '$1::int, hashtext(current_schema())';

/**
 * Leadership of one job across every instance on one database: a PostgreSQL session advisory lock
 * held on a connection leased for as long as this instance leads. When the connection or the
 * instance dies, the server ends the session and with it the lock, and the next instance that
 * asks becomes the leader. A follower holds no connection between its tries.
 *
 * On PGlite the process is the only one on its database and every lease is the same session,
 * where the lock is re-entrant: the same code runs and the instance always leads.
 */
export class Leadership {
  private lease: Lease | null = null;

  constructor(
    private readonly db: Db,
    private readonly name: LockName,
    private readonly log: FastifyBaseLogger,
  ) {}

  get leading(): boolean {
    return this.lease !== null && !this.lease.lost;
  }

  /** Leads after this (true), or another instance does (false). One or two statements. */
  async acquire(): Promise<boolean> {
    if (this.lease) {
      try {
        // The connection may have gone quietly since the last pass (server restart, terminated).
        if (!this.lease.lost) {
          await this.lease.query('SELECT 1');
          return true;
        }
      } catch {
        // Lost: the server has released the lock already; ask again below.
      }
      this.log.warn({ job: this.name }, 'lost the connection holding the job lock');
      this.lease.release();
      this.lease = null;
    }
    const lease = await this.db.lease();
    try {
      const rows = await lease.query<{ ok: boolean }>(
        `SELECT pg_try_advisory_lock(${LOCK_ARGS}) AS ok`,
        [LOCK_KEYS[this.name]],
      );
      if (rows[0]?.ok === true) {
        this.lease = lease;
        this.log.info({ job: this.name }, 'this instance now runs the job');
        return true;
      }
    } catch (err) {
      lease.release();
      throw err;
    }
    lease.release();
    return false;
  }

  /** Gives the lock up (shutdown): another instance takes over at its next try. */
  async release(): Promise<void> {
    const lease = this.lease;
    this.lease = null;
    if (!lease) return;
    if (!lease.lost) {
      await lease
        .query(`SELECT pg_advisory_unlock(${LOCK_ARGS})`, [LOCK_KEYS[this.name]])
        .catch(() => undefined);
    }
    lease.release();
  }
}

export interface LeaderJob {
  /** Whether this instance ran (or may run) the job at its last try. */
  leading(): boolean;
  /** Stops the timer, waits for a pass under way, releases the lock. */
  stop(): Promise<void>;
}

/**
 * Runs `pass` every `everyMs` on whichever instance holds the job's lock, the first try soon after
 * start (`firstAfterMs`). A follower tries for the lock at each interval, so a leader that died is
 * replaced within one interval. Passes never overlap on one instance.
 */
export function startLeaderJob(
  db: Db,
  opts: {
    name: LockName;
    everyMs: number;
    firstAfterMs: number;
    log: FastifyBaseLogger;
    pass: () => Promise<void>;
  },
): LeaderJob {
  const leadership = new Leadership(db, opts.name, opts.log);
  let running: Promise<void> | null = null;
  let stopped = false;
  const run = (): void => {
    if (running || stopped) return;
    running = leadership
      .acquire()
      .then((leads) => (leads && !stopped ? opts.pass() : undefined))
      .catch((err: unknown) => opts.log.error({ err, job: opts.name }, 'background job failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, opts.everyMs);
  timer.unref();
  const first = setTimeout(run, opts.firstAfterMs);
  first.unref();
  return {
    leading: () => leadership.leading,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      await running;
      await leadership.release();
    },
  };
}
