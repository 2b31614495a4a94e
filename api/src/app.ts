import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import type { FastifyRequest } from 'fastify';
import type { DestinationStream } from 'pino';
import type { App } from './app-types';
import type { AppConfig } from './config';
import type { Db } from './db/db';
import { buildValidator } from './lib/validation';
import { registerModules } from './modules';
import { findSession } from './modules/auth';
import { findUserById } from './modules/users';
import auth from './plugins/auth';
import csrf from './plugins/csrf';
import database from './plugins/database';
import errors from './plugins/errors';
import jobs from './plugins/jobs';
import mailer from './plugins/mailer';
import metrics from './plugins/metrics';
import openapi from './plugins/openapi';
import rateLimit from './plugins/rate-limit';
import sessions from './plugins/sessions';
import redis from './plugins/redis';
import web from './plugins/web';

export type { App } from './app-types';

/** pino-pretty is a development dependency: a production install logs JSON whatever is asked. */
function prettyAvailable(): boolean {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
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

/**
 * The API: plugins (database, HTTP basics, CSRF, auth and declared access, rate limits, errors,
 * OpenAPI) and then the domain modules under /api. No route code lives here.
 */
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
      ...(opts.logStream
        ? { stream: opts.logStream }
        : cfg.logFormat === 'pretty' && prettyAvailable()
          ? {
              transport: {
                target: 'pino-pretty',
                options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
              },
            }
          : {}),
    },
    bodyLimit: 1024 * 1024,
    // Only the configured proxies may name the client (X-Forwarded-For); a client's own header gains nothing.
    trustProxy: cfg.trustProxy.length > 0 ? cfg.trustProxy : false,
    // Bodies are validated exactly as sent; path and query text is coerced (lib/validation).
    schemaController: { compilersFactory: { buildValidator } },
    // A path parameter of any sane length reaches validation and gets the documented 400
    // `{detail, fields}` rather than the router's bare 414 (which quoted the URL back).
    routerOptions: { ignoreDuplicateSlashes: true, maxParamLength: 2048 },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(database, { db, cfg });
  await app.register(metrics);
  await app.register(jobs);
  await app.register(redis);
  await app.register(mailer);
  await app.register(errors);
  await app.register(web);
  await app.register(csrf);
  await app.register(sessions, { load: findSession });
  await app.register(auth, { identity: { userById: findUserById } });
  await app.register(rateLimit);
  await app.register(openapi);
  await app.register(registerModules, { prefix: '/api' });
  return app;
}
