import type { FastifyBaseLogger } from 'fastify';
import type { Db, Lease } from './db';

/**
 * The first key of each leader-only job's advisory lock (plugins/jobs.ts runs them) (the second is the schema's hash, so test
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
