import type { ServerResponse } from 'node:http';
import { Type } from '@sinclair/typebox';
import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { badRequest, HttpError, tokenInvalid } from '../../lib/http-errors';
import { verifyJwt } from '../../lib/jwt';
import { ErrorBody } from '../../lib/schemas';
import { actor } from '../../plugins/auth';
import { hearingOf, LiveHub, newestId, replaySince } from './hub';
import type { LiveEvent, Subscriber } from './hub';

/** Reconnect delay the browser's client is told (SSE `retry:`), in milliseconds. */
const RETRY_MS = 2000;
/** A client this far behind in reading is cut off (it resumes from its last id when it reconnects). */
const MAX_BUFFERED_BYTES = 256 * 1024;
const LAST_EVENT_ID = /^\d{1,15}$/;

const frame = (event: string, data: unknown, id?: number): string =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /api/events/: the live channel as Server-Sent Events. Authenticated and scoped at connect
 * (hub.hearingOf); a client sends `Last-Event-ID` to resume, and gets the events since, or `reset`
 * when that id is older than the window. The stream ends when the access token expires
 * (`expired`): the client refreshes and reconnects with the new token and its last id.
 */
export default function liveRoutes(app: App): void {
  const db = app.db;
  const hub = new LiveHub(db, app.log);
  const open = new Set<ServerResponse>();
  app.metrics.gauge(
    'care_api_live_connections',
    'Open live-channel streams on this instance',
    [],
    () => Promise.resolve([{ labels: {}, value: hub.size }]),
  );
  // Open streams would hold the server's close for ever.
  app.addHook('preClose', (done) => {
    for (const res of open) res.end();
    done();
  });
  app.addHook('onClose', () => hub.close());

  app.get(
    '/events/',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['live'],
        summary:
          'The live channel (Server-Sent Events): an event naming what changed for each person the caller may read; resumes after Last-Event-ID',
        headers: Type.Object({
          'last-event-id': Type.Optional(Type.String({ maxLength: 32 })),
        }),
        produces: ['text/event-stream'],
        response: {
          200: { content: { 'text/event-stream': { schema: Type.String() } } },
          400: ErrorBody,
          406: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      if (!/text\/event-stream/.test(req.headers.accept ?? '')) {
        throw new HttpError(406, {
          detail: 'This is an event stream: send Accept: text/event-stream.',
        });
      }
      const me = actor(req);
      const raw: unknown = req.headers['last-event-id'];
      const lastHeader = typeof raw === 'string' ? raw : undefined;
      if (lastHeader !== undefined && lastHeader !== '' && !LAST_EVENT_ID.test(lastHeader)) {
        throw badRequest('Last-Event-ID must be the id of an event this stream sent.');
      }
      const lastId = lastHeader ? Number(lastHeader) : null;
      // The auth plugin verified the token; its expiry is where this stream ends.
      const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      let exp: number;
      let sid: unknown;
      try {
        const claims = verifyJwt(token, app.cfg.jwtSecret);
        exp = claims.exp ?? 0;
        sid = claims.sid;
      } catch {
        throw tokenInvalid('Token is expired');
      }
      // The stream ends with its session (sign-out, revoke, a change that ends every session of the
      // account) and when what it may hear changes (a caregiver link, a clinical assignment): the
      // client reconnects, refreshing first, and is scoped afresh or refused (docs/live-channel.md).
      const state: { open: boolean; over: boolean } = { open: false, over: false };
      const finish = (): void => {
        write(frame('expired', {}));
        end();
      };
      const unwatch = app.sessions.watch((n) => {
        const mine =
          n.kind === 'all' ||
          (n.kind === 'session' && n.sid === sid) ||
          (n.kind === 'account' && n.ended && n.userId === me.id) ||
          (n.kind === 'scope' && n.userId === me.id);
        if (!mine) return;
        state.over = true;
        if (state.open) finish();
      });

      let hearing;
      try {
        await hub.ready();
        hearing = await hearingOf(db, me);
      } catch (err) {
        unwatch();
        throw err;
      }
      const res = reply.raw;
      let replaying = true;
      const pending: LiveEvent[] = [];
      const write = (text: string): void => {
        if (res.writableEnded) return;
        res.write(text);
        if (res.writableLength > MAX_BUFFERED_BYTES) end();
      };
      const send = (ev: LiveEvent): void => write(frame('change', ev, ev.id));
      const subscriber: Subscriber = {
        hearing,
        deliver(ev) {
          if (replaying) pending.push(ev);
          else send(ev);
        },
      };
      // Subscribed before reading the table: nothing committed in between can fall through.
      const unsubscribe = hub.subscribe(subscriber);
      const timers: { heartbeat?: NodeJS.Timeout; expiry?: NodeJS.Timeout } = {};
      const cleanup = (): void => {
        unwatch();
        clearInterval(timers.heartbeat);
        clearTimeout(timers.expiry);
        unsubscribe();
        open.delete(res);
      };
      const end = (): void => {
        cleanup();
        if (!res.writableEnded) res.end();
      };

      let replay: Awaited<ReturnType<typeof replaySince>>;
      let last: number;
      try {
        replay =
          lastId === null ? { reset: false, events: [] } : await replaySince(db, lastId, hearing);
        last = await newestId(db);
      } catch (err) {
        cleanup();
        throw err;
      }

      reply.hijack();
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store, no-transform',
        // nginx (the cluster's balancer) must pass each event on at once.
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.flushHeaders();
      open.add(res);
      res.on('close', cleanup);
      write(`retry: ${RETRY_MS}\n\n`);
      state.open = true;
      if (state.over) {
        finish();
        return;
      }

      const sent = new Set<number>();
      if (replay.reset) {
        write(frame('reset', { last }, last));
      } else {
        for (const ev of replay.events) {
          send(ev);
          sent.add(ev.id);
        }
      }
      // `ready` carries the newest id: a client that heard nothing yet still resumes from here.
      const readyId = Math.max(last, lastId ?? 0, ...sent);
      write(frame('ready', { last: readyId }, readyId));
      replaying = false;
      for (const ev of pending) {
        if (sent.has(ev.id) || (lastId !== null && ev.id <= lastId)) continue;
        send(ev);
      }
      pending.length = 0;
      if (res.writableEnded) return;

      const heartbeat = setInterval(
        () => write(': heartbeat\n\n'),
        app.cfg.live.heartbeatSeconds * 1000,
      );
      heartbeat.unref();
      timers.heartbeat = heartbeat;
      const ms = exp * 1000 - Date.now();
      const expiry = setTimeout(
        () => {
          write(frame('expired', {}));
          end();
        },
        Math.max(ms, 0),
      );
      expiry.unref();
      timers.expiry = expiry;
    },
  );
}
