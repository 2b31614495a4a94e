import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Access } from './access/rules';
import type { AppConfig } from './config';
import type { Db } from './db/db';
import type { Jobs } from './plugins/jobs';
import type { Mailer } from './plugins/mailer';
import type { Metrics } from './plugins/metrics';
import type { Sessions } from './plugins/sessions';
import type { UserRow } from './types';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: checked by the auth plugin, shown in the OpenAPI document (x-access). */
    access?: Access;
    /** Documents a body the handler parses itself (multipart uploads); not validated by Ajv. */
    openapiBody?: object;
    /** false for the calls that carry no session cookie (login, refresh, reset, kiosk). */
    csrf?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in caller (null on public routes without a token). */
    user: UserRow | null;
    /** The user a targeted access rule resolved (the owner of the data the route touches). */
    target: UserRow | null;
    /** The id (jti) of the caller's access token: names their session. */
    accessJti: string | null;
  }
  interface FastifyInstance {
    db: Db;
    cfg: AppConfig;
    mailer: Mailer;
    metrics: Metrics;
    /** The one registry of background jobs (plugins/jobs.ts). */
    jobs: Jobs;
    /** The session check's cache and notifications (plugins/sessions.ts). */
    sessions: Sessions;
  }
}

/** The Fastify instance every plugin and module receives (TypeBox-typed routes). */
export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
