import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Access } from './access/rules';
import type { AppConfig } from './config';
import type { Db } from './db/db';
import type { SweepPass } from './modules/doses/sweep';
import type { Mailer } from './modules/mail/mailer';
import type { Pruned } from './modules/system/retention';
import type { Metrics } from './plugins/metrics';
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
    /** Where background jobs report each pass (set by whoever builds the app, e.g. metrics). */
    jobHooks: JobHooks;
  }
}

/**
 * Callbacks for background jobs' passes. Read at each pass, so they may be set after the app is
 * built (a metrics plugin fills them in).
 */
export interface JobHooks {
  onSweepPass?: (pass: SweepPass) => void;
  onRetention?: (pruned: Pruned) => void;
}

/** The Fastify instance every plugin and module receives (TypeBox-typed routes). */
export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
