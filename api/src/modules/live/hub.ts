import type { FastifyBaseLogger } from 'fastify';
import { reachesEveryone, relationsSql } from '../../access/relations';
import type { Db, Listener, Queryable } from '../../db/db';
import { isLiveKind } from '../../lib/live-kinds';
import type { LiveKind } from '../../lib/live-kinds';
import type { UserRow } from '../../types';

/** One change as it goes out on the wire: ids and statuses only (migration 12's triggers). */
export interface LiveEvent {
  id: number;
  person: number;
  kind: LiveKind;
  payload: Record<string, unknown>;
}

/**
 * What one subscriber may hear, computed at connect from the rules REST applies (access/relations.ts; again at
 * every reconnect): every event about the people the `live` relations reach, and the dashboard's events
 * (kiosks coming online, missed doses) of everyone for those the `dashboard` relations give every person.
 */
export interface Hearing {
  persons: ReadonlySet<number>;
  dashboard: boolean;
}

export async function hearingOf(q: Queryable, user: UserRow): Promise<Hearing> {
  const rows = await q.query<{ person: number }>(
    `SELECT DISTINCT person FROM (${relationsSql('live', { viewer: '$1' })}) r`,
    [user.id],
  );
  return {
    persons: new Set(rows.map((r) => r.person)),
    dashboard: reachesEveryone('dashboard', user),
  };
}

export interface Subscriber {
  hearing: Hearing;
  deliver(ev: LiveEvent): void;
}

/**
 * The events every full admin hears, whoever they are about (the dashboard's kiosks and missed doses); every other
 * kind (a person's settings included) goes only to those who may hear that person.
 */
const DASHBOARD_KIND: LiveKind = 'kiosk';
const MISSED_DOSE_KIND: LiveKind = 'dose';
function isDashboardEvent(ev: LiveEvent): boolean {
  return (
    ev.kind === DASHBOARD_KIND || (ev.kind === MISSED_DOSE_KIND && ev.payload.status === 'missed')
  );
}

/**
 * An event as read off the database (a notification, a row of `events`), or null when it is not one: only a kind
 * of the vocabulary (kinds.ts) is routed, so what the hub routes is a `LiveKind`, not any string.
 */
function liveEvent(raw: unknown): LiveEvent | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { id, person, kind, payload } = raw as Record<string, unknown>;
  if (typeof id !== 'number' || typeof person !== 'number' || !isLiveKind(kind)) return null;
  const body = typeof payload === 'object' && payload !== null ? payload : {};
  return { id, person, kind, payload: body as Record<string, unknown> };
}

const EVENT_COLUMNS = 'id::int AS id, person_id AS person, kind, payload';
/** Replays are bounded: a client further behind than this is told to refetch instead. */
const REPLAY_MAX = 1000;

/**
 * The instance's side of the live channel: one LISTEN (a connection of its own on a server; the
 * one session on PGlite) whose notifications go to the subscribers allowed to hear them. Every
 * instance on one database hears every commit, whichever instance made it. Started by the first
 * subscriber, so an instance nobody listens to holds no extra connection.
 */
export class LiveHub {
  private readonly byPerson = new Map<number, Set<Subscriber>>();
  private readonly dashboards = new Set<Subscriber>();
  private listener: Listener | null = null;
  private starting: Promise<void> | null = null;
  /** The highest event id this instance has passed on: where a lost LISTEN catches up from. */
  private lastId = 0;
  private channel = '';

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  private readonly all = new Set<Subscriber>();

  /** Open streams on this instance (metrics, the load benchmark). */
  get size(): number {
    return this.all.size;
  }

  /** Waits until this instance listens (the first call starts it). */
  ready(): Promise<void> {
    this.starting ??= this.start().catch((err: unknown) => {
      this.starting = null;
      throw err;
    });
    return this.starting;
  }

  private async start(): Promise<void> {
    const rows = await this.db.query<{ schema: string; last: number }>(
      'SELECT current_schema() AS schema, coalesce(max(id), 0)::int AS last FROM events',
    );
    this.channel = `care_events_${rows[0]?.schema ?? 'public'}`;
    this.lastId = rows[0]?.last ?? 0;
    let first = true;
    this.listener = await this.db.listen(this.channel, {
      onNotify: (payload) => this.onNotify(payload),
      onListening: () => {
        if (first) {
          first = false;
          return;
        }
        // Notifications sent while the connection was down are lost: read them from the table.
        this.catchUp().catch((err: unknown) => this.log.error({ err }, 'live: catch-up failed'));
      },
      onError: (err) => this.log.warn({ err }, 'live: listen connection lost'),
    });
  }

  private async catchUp(): Promise<void> {
    const rows = await this.db.query<Record<string, unknown>>(
      `SELECT ${EVENT_COLUMNS} FROM events WHERE id > $1 ORDER BY id LIMIT ${REPLAY_MAX}`,
      [this.lastId],
    );
    for (const row of rows) this.route(row);
  }

  private onNotify(payload: string): void {
    let raw: unknown;
    try {
      raw = JSON.parse(payload);
    } catch (err) {
      this.log.error({ err }, 'live: unreadable notification');
      return;
    }
    this.route(raw);
  }

  private route(raw: unknown): void {
    const ev = liveEvent(raw);
    if (ev) this.dispatch(ev);
    else this.log.error({ event: raw }, 'live: not an event of the vocabulary');
  }

  private dispatch(ev: LiveEvent): void {
    if (ev.id > this.lastId) this.lastId = ev.id;
    const heard = new Set<Subscriber>();
    for (const s of this.byPerson.get(ev.person) ?? []) heard.add(s);
    if (isDashboardEvent(ev)) {
      for (const s of this.dashboards) heard.add(s);
    }
    for (const s of heard) {
      try {
        s.deliver(ev);
      } catch (err) {
        this.log.error({ err }, 'live: delivery failed');
      }
    }
  }

  subscribe(s: Subscriber): () => void {
    for (const p of s.hearing.persons) {
      let set = this.byPerson.get(p);
      if (!set) {
        set = new Set();
        this.byPerson.set(p, set);
      }
      set.add(s);
    }
    if (s.hearing.dashboard) this.dashboards.add(s);
    this.all.add(s);
    return () => {
      this.all.delete(s);
      for (const p of s.hearing.persons) {
        const set = this.byPerson.get(p);
        set?.delete(s);
        if (set?.size === 0) this.byPerson.delete(p);
      }
      this.dashboards.delete(s);
    };
  }

  async close(): Promise<void> {
    const l = this.listener;
    this.listener = null;
    this.starting = null;
    await l?.close();
  }
}

/** The newest event id issued (the window's floor when every event was pruned). */
export async function newestId(q: Queryable): Promise<number> {
  const rows = await q.query<{ last: number }>(
    'SELECT greatest(pruned_through, (SELECT coalesce(max(id), 0) FROM events))::int AS last FROM events_window',
  );
  return rows[0]?.last ?? 0;
}

/** What a client resuming after `lastId` is owed: the events since, or a reset when it was away too long. */
export async function replaySince(
  q: Queryable,
  lastId: number,
  hearing: Hearing,
): Promise<{ reset: true } | { reset: false; events: LiveEvent[] }> {
  const w = await q.query<{ pruned: number; last: number }>(
    `SELECT pruned_through::int AS pruned,
            greatest(pruned_through, (SELECT coalesce(max(id), 0) FROM events))::int AS last
       FROM events_window`,
  );
  const pruned = w[0]?.pruned ?? 0;
  const last = w[0]?.last ?? 0;
  // Older than the window (pruned), or an id this database never issued (restored, replaced).
  if (lastId < pruned || lastId > last) return { reset: true };
  const persons = [...hearing.persons];
  const rows = await q.query<Record<string, unknown>>(
    `SELECT ${EVENT_COLUMNS} FROM events
      WHERE id > $1
        AND (person_id = ANY($2::int[])
             OR ($3 AND (kind = $4 OR (kind = $5 AND payload->>'status' = 'missed'))))
      ORDER BY id LIMIT ${REPLAY_MAX + 1}`,
    [lastId, persons, hearing.dashboard, DASHBOARD_KIND, MISSED_DOSE_KIND],
  );
  if (rows.length > REPLAY_MAX) return { reset: true };
  return { reset: false, events: rows.flatMap((r) => liveEvent(r) ?? []) };
}
