import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config';
import type { Db } from './db/db';
import { HttpError, notAuthenticated, tokenInvalid } from './http';
import { JwtError, verifyJwt } from './lib/jwt';
import { MAX_UPLOAD_BYTES } from './lib/image';
import { registerRoutes } from './routes';
import type { UserRow } from './types';

/** 'lenient': like 'optional', but a bad or expired token leaves the caller anonymous. */
export type AuthMode = 'required' | 'optional' | 'lenient' | 'none';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Default 'required'. */
    auth?: AuthMode;
    /** false for the calls that carry no session cookie (login, refresh, reset, kiosk). */
    csrf?: boolean;
  }
  interface FastifyRequest {
    user: UserRow | null;
  }
  interface FastifyInstance {
    db: Db;
    cfg: AppConfig;
  }
}

export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_COOKIE = 'csrftoken';

export function makeCsrfToken(cfg: AppConfig): string {
  const nonce = randomBytes(18).toString('base64url');
  const mac = createHmac('sha256', cfg.jwtSecret).update(`csrf:${nonce}`).digest('base64url');
  return `${nonce}.${mac}`;
}

export function csrfTokenIsValid(cfg: AppConfig, token: string | undefined): boolean {
  if (!token) return false;
  const [nonce, mac, extra] = token.split('.');
  if (!nonce || !mac || extra !== undefined) return false;
  const expected = createHmac('sha256', cfg.jwtSecret).update(`csrf:${nonce}`).digest();
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function checkCsrf(req: FastifyRequest): void {
  if (!UNSAFE.has(req.method) || req.routeOptions.config.csrf === false) return;
  const header = req.headers['x-csrftoken'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  const fromCookie = req.cookies[CSRF_COOKIE];
  if (
    !fromHeader ||
    !fromCookie ||
    fromHeader.length !== fromCookie.length ||
    !timingSafeEqual(Buffer.from(fromHeader), Buffer.from(fromCookie)) ||
    !csrfTokenIsValid(req.server.cfg, fromCookie)
  ) {
    throw new HttpError(403, {
      detail: 'CSRF Failed: CSRF token missing or incorrect.',
      code: 'csrf_failed',
    });
  }
}

async function authenticate(req: FastifyRequest, mode: AuthMode): Promise<void> {
  req.user = null;
  if (mode === 'none') return;
  if (mode === 'lenient') {
    try {
      await authenticate(req, 'optional');
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      req.user = null;
    }
    return;
  }
  const header = req.headers.authorization;
  if (!header) {
    if (mode === 'required') throw notAuthenticated();
    return;
  }
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw tokenInvalid('Authorization header must be "Bearer <token>"');
  let payload;
  try {
    payload = verifyJwt(match[1], req.server.cfg.jwtSecret);
  } catch (err) {
    throw tokenInvalid(err instanceof JwtError ? err.message : 'Token is invalid');
  }
  if (payload.token_type !== 'access' || typeof payload.user_id !== 'number') {
    throw tokenInvalid('Token has wrong type');
  }
  const rows = await req.server.db.query<UserRow>('SELECT * FROM users WHERE id = $1', [
    payload.user_id,
  ]);
  const user = rows[0];
  if (!user) throw tokenInvalid('User not found');
  if (!user.is_active) throw tokenInvalid('User is inactive');
  if (!user.is_approved) throw tokenInvalid('User is not approved');
  // Tokens issued before a password change stop working.
  if (
    typeof payload.iat === 'number' &&
    payload.iat < Math.floor(user.password_changed_at.getTime() / 1000)
  ) {
    throw tokenInvalid('Token was issued before the last password change');
  }
  req.user = user;
}

/** The authenticated user of a route whose auth mode is 'required'. */
export function actor(req: FastifyRequest): UserRow {
  if (!req.user) throw notAuthenticated();
  return req.user;
}

/** The request as logged: the path only, since query strings carry device ids (kiosk ping). */
function logRequest(req: FastifyRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: req.url.split('?')[0],
    host: req.host,
    remoteAddress: req.ip,
  };
}

export async function buildApp(
  db: Db,
  cfg: AppConfig,
  opts: { logStream?: DestinationStream } = {},
): Promise<App> {
  const app = Fastify({
    logger: {
      level: cfg.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrftoken"]'],
      serializers: { req: logRequest },
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    routerOptions: { ignoreDuplicateSlashes: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', db);
  app.decorate('cfg', cfg);
  app.decorateRequest('user', null);

  await app.register(helmet, {
    crossOriginResourcePolicy: { policy: 'same-site' },
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  });
  await app.register(cors, {
    origin: cfg.siteOrigins,
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'X-CSRFToken',
      'X-Requested-With',
      'X-DEVICE-ID',
      'Cache-Control',
      'Pragma',
      'Accept',
    ],
    exposedHeaders: ['Retry-After', 'Content-Disposition'],
    maxAge: 600,
  });
  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      detail: `Too many requests. Try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
      code: 'throttled',
    }),
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Care coordination API',
        version: '1.0.0',
        description:
          'Reference implementation of the /api contract (spec section 7). Authentication: ' +
          '`Authorization: Bearer <access JWT>`. Every POST/PUT/PATCH/DELETE needs the ' +
          '`X-CSRFToken` header equal to the `csrftoken` cookie set by GET /api/csrf/, except the ' +
          'calls marked "CSRF-exempt" (they carry no session cookie): login, register, token ' +
          'refresh, password-reset request/confirm, kiosk login and kiosk auth. Errors: ' +
          '`{detail, code?}`; token problems are 401 `{detail, code: "token_not_valid"}`.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
        },
      },
    },
  });

  app.addHook('onRequest', (req, _reply, done) => {
    checkCsrf(req);
    done();
  });
  app.addHook('onRequest', async (req) => {
    await authenticate(req, req.routeOptions.config.auth ?? 'required');
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });

  app.setErrorHandler((err: unknown, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof HttpError) return reply.code(err.statusCode).send(err.body);
    const e = err as {
      statusCode?: number;
      code?: string;
      validation?: { message?: string; instancePath?: string }[];
      validationContext?: string;
      message?: string;
      detail?: string;
    };
    if (e.validation) {
      const first = e.validation[0];
      const where = `${e.validationContext ?? 'body'}${first?.instancePath ?? ''}`;
      const detail = `Invalid input: ${where} ${first?.message ?? 'is invalid'}`;
      return reply.code(400).send({ detail, message: detail, code: 'invalid' });
    }
    if (e.statusCode === 429) {
      return reply.code(429).send({ detail: e.detail ?? 'Too many requests.', code: 'throttled' });
    }
    if (e.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send({ detail: 'File exceeds 5MB.', message: 'File exceeds 5MB.' });
    }
    if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
      // Fastify's own client errors (bad JSON, wrong content type, body too large): safe messages.
      const detail =
        e.statusCode === 413
          ? 'Request body is too large.'
          : e.statusCode === 415
            ? 'Unsupported media type.'
            : 'Malformed request.';
      return reply.code(e.statusCode).send({ detail, code: e.code ?? 'bad_request' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal server error.' });
  });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ detail: 'Not found.' }));

  await app.register(registerRoutes, { prefix: '/api' });
  return app;
}
