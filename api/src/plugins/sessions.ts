import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db, Listener, Queryable } from '../db/db';
import type { UserRow } from '../types';

/**
 * What the database announces on `care_sessions_<schema>` (migration 19's triggers, the restore), read: a session
 * revoked, an account changed (`ended`: every session of it ended), an account's live scope changed, or everything.
 */
type SessionNotice =
  | { kind: 'all' }
  | { kind: 'session'; sid: string }
  | { kind: 'account'; userId: number; ended: boolean }
  | { kind: 'scope'; userId: number };

const USER_NOTICE = /^([ugc]):(\d{1,10})$/;

function readNotice(payload: string): SessionNotice | null {
  if (payload === '*') return { kind: 'all' };
  if (payload.startsWith('s:') && payload.length > 2)
    return { kind: 'session', sid: payload.slice(2) };
  const m = USER_NOTICE.exec(payload);
  if (!m) return null;
  const userId = Number(m[2]);
  if (m[1] === 'c') return { kind: 'scope', userId };
  return { kind: 'account', userId, ended: m[1] === 'g' };
}

/** What the check of an access token reads: the account, and until when (ms) its session is alive (0: ended). */
interface SessionState {
  user: UserRow;
  liveUntil: number;
}

type SessionLoader = (
  q: Queryable,
  userId: number,
  sid: string,
) => Promise<{ user: UserRow; liveUntil: Date | null } | null>;

/**
 * How long an instance trusts what it read of a session without a notification: a safety net only (a lost
 * notification, a bug), since every end of a session is announced at commit and read within milliseconds.
 */
const SESSION_CACHE_TTL_MS = 5000;
const MAX_ENTRIES = 10_000;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Entry {
  userId: number;
  state: SessionState | null;
  until: number;
}

/**
 * The session check of one instance (docs/security.md, "Sessions"): the state of each session (sid) read through
 * a short cache that the database's notifications clear on every instance. Without a LISTEN in place (not started
 * yet, connection lost) nothing is cached: every request reads the database, as if there were no cache.
 */
export class Sessions {
  private readonly cache = new Map<string, Entry>();
  /** Raised by every invalidation: a read that began before one is not cached (it may be stale). */
  private epoch = 0;
  private listening = false;
  private listener: Listener | null = null;
  private readonly watchers = new Set<(n: SessionNotice) => void>();

  constructor(
    private readonly db: Db,
    private readonly load: SessionLoader,
    private readonly log: FastifyBaseLogger,
    private readonly ttlMs: number = SESSION_CACHE_TTL_MS,
  ) {}

  /** The session `sid` of account `userId` (null: no such account). */
  async state(userId: number, sid: string): Promise<SessionState | null> {
    const now = Date.now();
    const hit = this.cache.get(sid);
    if (hit && hit.userId === userId && hit.until > now) return hit.state;
    const epoch = this.epoch;
    const found = await this.load(this.db, userId, sid);
    const state = found && { user: found.user, liveUntil: found.liveUntil?.getTime() ?? 0 };
    if (this.listening && epoch === this.epoch) {
      this.cache.delete(sid);
      if (this.cache.size >= MAX_ENTRIES) {
        const oldest = this.cache.keys().next();
        if (!oldest.done) this.cache.delete(oldest.value);
      }
      this.cache.set(sid, { userId, state, until: now + this.ttlMs });
    }
    return state;
  }

  /** Forgets every cached session (this instance wrote something that may have ended one). */
  forgetAll(): void {
    this.epoch += 1;
    this.cache.clear();
  }

  /** Calls `fn` with every notice this instance hears (the live channel closes streams with them). */
  watch(fn: (n: SessionNotice) => void): () => void {
    this.watchers.add(fn);
    return () => this.watchers.delete(fn);
  }

  async start(): Promise<void> {
    const rows = await this.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    this.listener = await this.db.listen(`care_sessions_${rows[0]?.schema ?? 'public'}`, {
      onNotify: (payload) => this.onNotify(payload),
      // Notifications sent while the connection was down are lost: nothing read before is trusted.
      onListening: () => {
        this.forgetAll();
        this.listening = true;
      },
      onError: (err) => {
        this.listening = false;
        this.forgetAll();
        this.log.warn({ err }, 'sessions: listen connection lost');
      },
    });
  }

  private onNotify(payload: string): void {
    const n = readNotice(payload);
    if (!n) {
      this.log.error({ payload }, 'sessions: unreadable notification');
      return;
    }
    if (n.kind === 'all') this.forgetAll();
    else if (n.kind === 'session') {
      this.epoch += 1;
      this.cache.delete(n.sid);
    } else if (n.kind === 'account') {
      this.epoch += 1;
      for (const [sid, e] of this.cache) if (e.userId === n.userId) this.cache.delete(sid);
    }
    for (const fn of this.watchers) {
      try {
        fn(n);
      } catch (err) {
        this.log.error({ err }, 'sessions: a watcher failed');
      }
    }
  }

  async close(): Promise<void> {
    this.listening = false;
    this.forgetAll();
    const l = this.listener;
    this.listener = null;
    await l?.close().catch((err: unknown) => this.log.warn({ err }, 'sessions: unlisten failed'));
  }
}

/**
 * `app.sessions`: listens from start-up to close; a write on this instance forgets what it cached, so a sign-out,
 * revoke or role change made here is refused here at once, before its notification is even read.
 */
export default fp(
  (app: FastifyInstance, { load }: { load: SessionLoader }, done: () => void) => {
    const sessions = new Sessions(app.db, load, app.log);
    app.decorate('sessions', sessions);
    app.addHook('onReady', async () => {
      try {
        await sessions.start();
      } catch (err) {
        app.log.warn({ err }, 'sessions: not listening; every request reads its session');
      }
    });
    app.addHook('onSend', (req, _reply, payload, next) => {
      if (WRITES.has(req.method)) sessions.forgetAll();
      next(null, payload);
    });
    app.addHook('onClose', () => sessions.close());
    done();
  },
  { name: 'sessions', dependencies: ['database'] },
);
