import fs from 'node:fs';
import { PGlite, types as pgTypes } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import pg from 'pg';

/** The one query surface the application uses, whether the engine is PGlite or a PostgreSQL server. */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/**
 * One connection of the engine's, held until released: what lives in a session (advisory locks)
 * stays with it. `lost` turns true when the server dropped the connection (its session state, locks
 * included, is gone with it).
 */
export interface Lease extends Queryable {
  readonly lost: boolean;
  /** Gives the connection back (a lost one is discarded, never returned to the pool). */
  release(): void;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * A connection of its own for as long as the caller holds it. On PGlite there is one engine in
   * the process, so every lease is that one session.
   */
  lease(): Promise<Lease>;
  /** Runs `fn` in one transaction; rolls back if it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement SQL script (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The whole data directory as a tarball (PGlite only), for `openPglite(null, { from })`. */
  dumpDataDir?(): Promise<Blob>;
  /** The pool's connections (a server's pool only): what the metrics report. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * LISTENs on `channel` on a connection of its own (PGlite: its one session), calling `onNotify`
   * with each payload. `onListening` is called each time the LISTEN is in place, after a lost
   * connection too: notifications sent while it was down are gone, and the caller catches up.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
}

interface ListenHandlers {
  onNotify(payload: string): void;
  onListening?(): void;
  onError?(err: Error): void;
}
export interface Listener {
  close(): Promise<void>;
}

/** A channel name as a quoted identifier (LISTEN takes an identifier, pg_notify a string). */
const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** Errors of a connection that the server dropped (restart, failover, terminated backend). */
const DROPPED = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE']);
function connectionDropped(err: unknown): boolean {
  if (err instanceof DbError) return err.dropped;
  const e = (err ?? {}) as { code?: unknown; message?: unknown };
  return (
    (typeof e.code === 'string' && DROPPED.has(e.code)) ||
    (typeof e.message === 'string' && /Connection terminated|connection is closed/i.test(e.message))
  );
}

/**
 * A failed statement as the rest of the application (and the log) sees it: the SQL text and the
 * PostgreSQL error code, never the parameters (they hold password hashes, health data, tokens)
 * nor the server's message (it can quote a value).
 */
export class DbError extends Error {
  readonly code: string | undefined;
  readonly sql: string;
  readonly constraint: string | undefined;
  /** The connection was lost (server restart, terminated backend): worth one more try. */
  readonly dropped: boolean;
  constructor(failure: unknown, sql: string) {
    const f = (failure ?? {}) as { code?: unknown; constraint?: unknown };
    const code = typeof f.code === 'string' ? f.code : undefined;
    super(`database error${code ? ` ${code}` : ''}`);
    this.name = 'DbError';
    this.code = code;
    this.sql = sql.replace(/\s+/g, ' ').trim().slice(0, 1000);
    this.constraint = typeof f.constraint === 'string' ? f.constraint : undefined;
    this.dropped = connectionDropped(failure);
  }
}

async function guarded<T>(sql: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw err instanceof DbError ? err : new DbError(err, sql);
  }
}

/** PGlite returns bytea as Uint8Array, pg as Buffer: normalise to Buffer. */
function normaliseRow<T>(row: T): T {
  if (row === null || typeof row !== 'object') return row;
  const out = row as Record<string, unknown>;
  for (const [k, v] of Object.entries(out)) {
    if (v instanceof Uint8Array && !Buffer.isBuffer(v)) out[k] = Buffer.from(v);
  }
  return row;
}

/**
 * PGlite's start-up arguments made durable. PGlite starts PostgreSQL with `-F` (fsync off) and the
 * WAL is flushed with fdatasync, which its WebAssembly runtime answers without doing anything: a
 * power cut could lose an acknowledged commit. Without `-F` and with `wal_sync_method=fsync`,
 * PostgreSQL flushes the WAL at every commit (and the data files at checkpoints) through fsync(),
 * which `DurableNodeFS` below passes on to the host's disk.
 */
const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

interface NodeFsStream {
  nfd?: number;
}
interface NodeFsModule {
  NODEFS: { stream_ops: { fsync?: (stream: NodeFsStream) => number } };
}

/**
 * PGlite's NodeFS (the data folder on the host's disk) whose fsync reaches the disk: the runtime's
 * own NODEFS has no fsync at all, so PostgreSQL's flushes stopped at the page cache.
 */
class DurableNodeFS extends NodeFS {
  override async init(pgInstance: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pgInstance, opts);
    const flushToDisk = (mod: unknown): void => {
      (mod as NodeFsModule).NODEFS.stream_ops.fsync = (stream) => {
        if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
        return 0;
      };
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), flushToDisk],
      },
    };
  }
}

/**
 * PGlite reads timestamps with `new Date(text)`, whose fallback parser takes a year below 100 as
 * 1950-2049 (`0050-06-01` became 1950). node-postgres' own parser reads the full year (and BC,
 * and years over 9999), so both engines read back exactly what is stored.
 */
type TextParser = (text: string) => unknown;
const PGLITE_PARSERS = {
  [pgTypes.TIMESTAMPTZ]: pg.types.getTypeParser(
    pg.types.builtins.TIMESTAMPTZ,
    'text',
  ) as TextParser,
  [pgTypes.TIMESTAMP]: pg.types.getTypeParser(pg.types.builtins.TIMESTAMP, 'text') as TextParser,
};

/**
 * PGlite on disk (`dataDir`) or in memory (null). In memory, `from` starts from a data directory that
 * `dumpDataDir` gave (the API tests' migrated template), instead of creating one.
 */
export async function openPglite(dataDir: string | null, opts: { from?: Blob } = {}): Promise<Db> {
  // pg_trgm: trigram indexes make the user list's substring search fast (migration 3).
  // In memory (tests) nothing survives the process anyway; on disk every commit is flushed.
  const engine =
    dataDir === null
      ? new PGlite({
          extensions: { pg_trgm },
          parsers: PGLITE_PARSERS,
          ...(opts.from ? { loadDataDir: opts.from } : {}),
        })
      : new PGlite({
          fs: new DurableNodeFS(dataDir),
          extensions: { pg_trgm },
          startParams: [...DURABLE_START_PARAMS],
          parsers: PGLITE_PARSERS,
        });
  await engine.waitReady;
  const query = async <T>(sql: string, params: readonly unknown[] = []): Promise<T[]> => {
    const r = await guarded(sql, () => engine.query<T>(sql, [...params]));
    return r.rows.map(normaliseRow);
  };
  return {
    kind: 'pglite',
    query,
    lease() {
      return Promise.resolve({ query, lost: false, release: () => undefined });
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>) {
      return engine.transaction(async (t) =>
        fn({
          async query<R>(sql: string, params: readonly unknown[] = []) {
            const r = await guarded(sql, () => t.query<R>(sql, [...params]));
            return r.rows.map(normaliseRow);
          },
        }),
      );
    },
    async exec(sql: string) {
      await guarded(sql, () => engine.exec(sql));
    },
    async close() {
      await engine.close();
    },
    dumpDataDir: () => engine.dumpDataDir('none'),
    async listen(channel, handlers) {
      // PGlite quotes (and unquotes) the name itself.
      const unsubscribe = await engine.listen(channel, (payload) => handlers.onNotify(payload));
      handlers.onListening?.();
      return { close: () => unsubscribe() };
    },
  };
}

export interface PoolOptions {
  max: number;
  idleTimeoutMs: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}
export const DEFAULT_POOL: PoolOptions = {
  max: 10,
  idleTimeoutMs: 30_000,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 30_000,
};

/**
 * A PostgreSQL server through a pool sized and timed by configuration. The pool survives the
 * server going away: an idle connection's error is reported (`onError`), not fatal, and a single
 * statement that met a dropped connection is tried once more on a fresh one. `schema` (tests)
 * sets the search_path of every pooled connection.
 */
export function openPostgres(
  connectionString: string,
  opts: {
    schema?: string;
    pool?: PoolOptions;
    onError?: (err: Error) => void;
    applicationName?: string;
  } = {},
): Db {
  const o = opts.pool ?? DEFAULT_POOL;
  const options = [
    `-c statement_timeout=${o.statementTimeoutMs}`,
    ...(opts.schema ? [`-c search_path=${opts.schema}`] : []),
  ].join(' ');
  const pool = new pg.Pool({
    connectionString,
    max: o.max,
    idleTimeoutMillis: o.idleTimeoutMs,
    connectionTimeoutMillis: o.connectTimeoutMs,
    application_name: opts.applicationName ?? 'care-api',
    options,
  });
  pool.on('error', (err) => opts.onError?.(err));
  const once = async (sql: string, params: readonly unknown[]) => {
    try {
      return await pool.query(sql, [...params]);
    } catch (err) {
      if (!connectionDropped(err)) throw err;
      return pool.query(sql, [...params]);
    }
  };
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const r = await guarded(sql, () => once(sql, params));
      return r.rows as T[];
    },
    async lease() {
      const client = await guarded('-- lease', () => pool.connect());
      let lost = false;
      // A checked-out client that loses its server emits 'error'; unheard, it would end the process.
      const onError = (): void => {
        lost = true;
      };
      client.on('error', onError);
      let released = false;
      return {
        get lost() {
          return lost;
        },
        async query<R>(sql: string, params: readonly unknown[] = []) {
          try {
            const r = await client.query(sql, [...params]);
            return r.rows as R[];
          } catch (err) {
            if (connectionDropped(err)) lost = true;
            throw new DbError(err, sql);
          }
        },
        release() {
          if (released) return;
          released = true;
          client.off('error', onError);
          client.release(lost);
        },
      };
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          async query<R>(sql: string, params: readonly unknown[] = []) {
            const r = await guarded(sql, () => client.query(sql, [...params]));
            return r.rows as R[];
          },
        });
        await client.query('COMMIT');
        client.release();
        return result;
      } catch (err) {
        // A dropped connection cannot roll back; it is discarded rather than returned to the pool.
        const dropped = connectionDropped(err);
        if (!dropped) await client.query('ROLLBACK').catch(() => undefined);
        client.release(dropped);
        throw err;
      }
    },
    async exec(sql: string) {
      await guarded(sql, () => pool.query(sql));
    },
    async close() {
      await pool.end();
    },
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    listen: (channel, handlers) =>
      listenOnServer(connectionString, opts.applicationName ?? 'care-api', channel, handlers),
  };
}

/**
 * A LISTEN on a client outside the pool (a pooled connection would be handed to others), held
 * until closed: when the server drops it, a new one is made after a pause (1 s, doubling to 30 s).
 */
async function listenOnServer(
  connectionString: string,
  applicationName: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listener> {
  let closed = false;
  let client: pg.Client | null = null;
  let pause = 1000;
  let timer: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString, application_name: `${applicationName}-listen` });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers.onNotify(n.payload);
    });
    c.on('error', (err) => {
      handlers.onError?.(err);
      retry(c);
    });
    c.on('end', () => retry(c));
    await c.connect();
    await c.query(`LISTEN ${quoteIdent(channel)}`);
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    pause = 1000;
    handlers.onListening?.();
  };
  const retry = (c: pg.Client): void => {
    if (closed || client !== c || timer) return;
    client = null;
    c.end().catch(() => undefined);
    schedule();
  };
  const schedule = (): void => {
    timer = setTimeout(() => {
      timer = null;
      connect().catch((err: unknown) => {
        handlers.onError?.(err instanceof Error ? err : new Error(String(err)));
        pause = Math.min(pause * 2, 30_000);
        schedule();
      });
    }, pause);
    timer.unref();
  };
  await connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}

export async function openDb(
  opts: { databaseUrl: string | null; dataDir: string | null; dbPool: PoolOptions },
  onError?: (err: Error) => void,
): Promise<Db> {
  if (opts.databaseUrl) {
    return openPostgres(opts.databaseUrl, { pool: opts.dbPool, ...(onError ? { onError } : {}) });
  }
  return openPglite(opts.dataDir === null ? null : `${opts.dataDir}/pgdata`);
}

/** A Db that counts the statements its callers send (transactions' BEGIN and COMMIT included). */
export interface CountedDb extends Db {
  readonly queries: number;
}

export function counted(db: Db): CountedDb {
  let queries = 0;
  const countedQuery = (q: Queryable): Queryable => ({
    query<T>(sql: string, params?: readonly unknown[]) {
      queries += 1;
      return q.query<T>(sql, params);
    },
  });
  return {
    kind: db.kind,
    get queries() {
      return queries;
    },
    query: (sql, params) => countedQuery(db).query(sql, params),
    lease: () => db.lease(),
    tx(fn) {
      queries += 2;
      return db.tx((q) => fn(countedQuery(q)));
    },
    exec: (sql) => db.exec(sql),
    close: () => db.close(),
    listen: (channel, handlers) => db.listen(channel, handlers),
  };
}
