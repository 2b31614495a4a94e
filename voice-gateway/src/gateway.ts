import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { RawData, WebSocket } from 'ws';
import { CallManager } from './calls/call-manager';
import type { CallRecord } from './calls/call-record';
import type { Directory } from './directory';
import { createLogger } from './log';
import type { Logger } from './log';
import type { MediaLegOptions } from './media/media-leg';
import { HEARTBEAT_FRAME, parseClientFrame } from './protocol';
import type { ClientMessage } from './protocol';
import { GATEWAY_ERRORS } from './sdk-errors';
import { ClientSession } from './session';
import { TokenError, verifyVoiceToken } from './token';

/** The SDK builds `wss://HOST:PORT/signal` from its `chunderw` option. */
export const SIGNAL_PATH = '/signal';

export interface GatewayOptions {
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** The HS256 key of voice tokens (read when first needed: the API may write it after the gateway starts). */
  secret: () => string;
  directory: Directory;
  /** µ-law samples of the announcement far end. */
  announcement: Buffer;
  echoDurationMs?: number;
  ringTimeoutMs?: number;
  /** The SDK reconnects after 15 s of silence; the gateway speaks at least every 5 s. */
  heartbeatIntervalMs?: number;
  /** A client that sends nothing (not even heartbeats) for this long is dropped. */
  idleTimeoutMs?: number;
  media?: MediaLegOptions;
  log?: Logger;
}

export interface SessionStatus {
  identity: string | null;
  registered: boolean;
  busy: boolean;
  expiresAt: number;
}

export interface GatewayStatus {
  sessions: SessionStatus[];
  calls: CallRecord[];
}

export interface RunningGateway {
  host: string;
  port: number;
  status: () => GatewayStatus;
  close: () => Promise<void>;
}

const SWEEP_INTERVAL_MS = 1000;

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data)
    ? data.toString('utf8')
    : Buffer.from(new Uint8Array(data)).toString('utf8');
}

/** Starts the gateway: HTTP (`/health`, `/status`) and the SDK's signalling WebSocket on one port. */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const log = options.log ?? createLogger('silent');
  const sessions = new Set<ClientSession>();
  const expiredNotified = new WeakSet<ClientSession>();

  const registeredSessions = (identity: string): ClientSession[] =>
    [...sessions].filter((s) => s.identity === identity && s.registered && s.authenticated);

  const calls = new CallManager({
    directory: options.directory,
    echoDurationMs: options.echoDurationMs ?? 20_000,
    ringTimeoutMs: options.ringTimeoutMs ?? 30_000,
    announcement: options.announcement,
    media: options.media ?? {},
    log,
    registeredSessions,
  });

  const status = (): GatewayStatus => ({
    sessions: [...sessions].map((s) => ({
      identity: s.identity,
      registered: s.registered,
      busy: calls.isBusy(s),
      expiresAt: s.expiresAt,
    })),
    calls: calls.records(),
  });

  const listen = (session: ClientSession, payload: Record<string, unknown>): void => {
    let grant;
    try {
      grant = verifyVoiceToken(payload['token'], options.secret());
    } catch (error) {
      const reason = error instanceof TokenError ? error.reason : 'notAuthorized';
      log.warn('token refused', { session: session.id, reason });
      session.sendError(GATEWAY_ERRORS[reason]);
      // A connection that never authenticated is closed, so the SDK's register() fails instead of waiting
      // for `connected`. An authenticated one keeps its current token until that expires.
      if (session.identity === null) {
        session.send('close');
        session.close();
      }
      return;
    }
    if (session.identity !== null && session.identity !== grant.identity)
      session.registered = false;
    session.identity = grant.identity;
    session.expiresAt = grant.expiresAt;
    session.incomingAllowed = grant.incomingAllowed;
    expiredNotified.delete(session);
    const ttl = grant.expiresAt - Math.floor(Date.now() / 1000);
    session.send('connected', { token: { identity: grant.identity, ttl }, region: 'local' });
    log.info('listen', { session: session.id, identity: grant.identity, ttl });
  };

  const refuseUnauthenticated = (session: ClientSession, callsid?: string): boolean => {
    if (session.authenticated) return false;
    const error = session.identity ? GATEWAY_ERRORS.tokenExpired : GATEWAY_ERRORS.tokenInvalid;
    if (callsid) session.send('hangup', { callsid, error: { ...error } });
    else session.sendError(error);
    return true;
  };

  const register = (session: ClientSession, payload: Record<string, unknown>): void => {
    if (refuseUnauthenticated(session)) return;
    const media = payload['media'];
    const wantsAudio =
      typeof media === 'object' && media !== null && (media as { audio?: unknown }).audio === true;
    if (wantsAudio && !session.incomingAllowed) {
      session.sendError(GATEWAY_ERRORS.notAuthorized);
      return;
    }
    const was = session.registered;
    session.registered = wantsAudio;
    session.send(wantsAudio ? 'ready' : 'offline');
    if (was !== wantsAudio) {
      log.info(wantsAudio ? 'registered' : 'unregistered', {
        session: session.id,
        identity: session.identity,
      });
    }
  };

  const dispatch = async (session: ClientSession, message: ClientMessage): Promise<void> => {
    const { type, payload } = message;
    switch (type) {
      case 'listen':
        return listen(session, payload);
      case 'register':
        return register(session, payload);
      case 'invite': {
        const callsid = typeof payload['callsid'] === 'string' ? payload['callsid'] : undefined;
        if (refuseUnauthenticated(session, callsid)) return;
        return calls.invite(session, payload);
      }
      case 'answer':
        return calls.answer(session, payload);
      case 'reject':
        return calls.reject(session, payload);
      case 'hangup':
        return calls.hangup(session, payload);
      case 'dtmf':
        return calls.dtmf(session, payload);
      case 'reinvite':
        return calls.reinvite(session, payload);
      case 'message':
        // User-defined call messages are not part of the product; they are accepted and dropped.
        return;
    }
  };

  const onConnection = (socket: WebSocket): void => {
    const session = new ClientSession(socket);
    sessions.add(session);
    log.debug('socket open', { session: session.id });
    socket.on('message', (data: RawData) => {
      session.lastHeard = Date.now();
      const text = rawText(data);
      if (text === HEARTBEAT_FRAME) return;
      const message = parseClientFrame(text);
      if (!message) {
        session.sendError(GATEWAY_ERRORS.malformed);
        return;
      }
      dispatch(session, message).catch((error: unknown) => {
        log.error('message failed', {
          session: session.id,
          type: message.type,
          error: String(error),
        });
      });
    });
    socket.on('close', () => {
      sessions.delete(session);
      calls.sessionClosed(session);
      log.debug('socket closed', { session: session.id, identity: session.identity });
    });
    socket.on('error', () => socket.terminate());
  };

  const heartbeatIntervalMs = options.heartbeatIntervalMs ?? 5000;
  const idleTimeoutMs = options.idleTimeoutMs ?? 30_000;
  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const session of sessions) {
      if (now - session.lastHeard > idleTimeoutMs) session.terminate();
      else session.heartbeat();
    }
  }, heartbeatIntervalMs);

  // A token that runs out is reported once (31205) and the session stops receiving calls.
  const sweep = setInterval(() => {
    for (const session of sessions) {
      if (session.identity === null || session.authenticated || expiredNotified.has(session))
        continue;
      expiredNotified.add(session);
      session.registered = false;
      session.sendError(GATEWAY_ERRORS.tokenExpired);
      log.info('token expired', { session: session.id, identity: session.identity });
    }
  }, SWEEP_INTERVAL_MS);

  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    const path = new URL(req.url ?? '/', 'http://gateway').pathname;
    const json = (code: number, body: unknown): void => {
      res.writeHead(code, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET') return json(405, { detail: 'Method not allowed.' });
    if (path === '/health') return json(200, { status: 'ok' });
    if (path === '/status') return json(200, status());
    return json(404, { detail: 'Not found.' });
  };

  const server = createServer(onRequest);
  const wss = new WebSocketServer({ server, path: SIGNAL_PATH });
  wss.on('connection', onConnection);

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  log.info('listening', { host, port });

  return {
    host,
    port,
    status,
    close: async () => {
      clearInterval(heartbeat);
      clearInterval(sweep);
      calls.closeAll();
      for (const session of sessions) session.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
