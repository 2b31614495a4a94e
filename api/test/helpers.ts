import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app';
import { makeCsrfToken } from '../src/plugins/csrf';
import { verifyJwt } from '../src/lib/jwt';
import type { App } from '../src/app';
import { loadConfig } from '../src/config';
import type { AppConfig } from '../src/config';
import { openPglite, openPostgres } from '../src/db/db';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrations';
import { DEMO_PASSWORD, seed } from '../src/seed';
import { migratedTemplate } from './support/pglite-template';

export const PASSWORD = DEMO_PASSWORD;
export type Role =
  | 'user'
  | 'user2'
  | 'admin'
  | 'primary'
  | 'clinician'
  | 'caregiver'
  | 'staff'
  | 'superuser'
  | 'pending';

/** Every role that can sign in (pending cannot). */
export const ROLES: Role[] = [
  'user',
  'user2',
  'admin',
  'primary',
  'clinician',
  'caregiver',
  'staff',
  'superuser',
];

export interface Ctx {
  app: App;
  db: Db;
  cfg: AppConfig;
  ids: Record<Role, number>;
  /** An anonymous CSRF token (as fetched before signing in). */
  csrf: string;
  /** The CSRF token bound to the session of `token` (GET /csrf/ signed in); anonymous without one. */
  csrfFor(token: string | null | undefined): Promise<string>;
  /**
   * Sends a request; unsafe methods get a matching CSRF cookie and header unless csrf: false: bound
   * to the token's session when signed in (fetched from GET /csrf/ once per session), else `csrf`.
   */
  call(opts: {
    method: InjectOptions['method'];
    url: string;
    token?: string | null;
    body?: unknown;
    csrf?: boolean;
    headers?: Record<string, string>;
    payload?: InjectOptions['payload'];
    remoteAddress?: string;
  }): Promise<LightMyRequestResponse>;
  login(role: Role): Promise<{ access: string; refresh: string }>;
  /** POST /api/auth/login/ with these credentials (no CSRF: the sign-in form's call), whatever it answers. */
  signIn(email: string, password: string): Promise<LightMyRequestResponse>;
  /** POST /api/auth/token/refresh/ with this refresh token (no CSRF: the call a browser makes). */
  refresh(refreshToken: string): Promise<LightMyRequestResponse>;
  /** POST /api/auth/logout/ as `access`, ending the session of `refreshToken`. */
  logout(access: string, refreshToken: string): Promise<LightMyRequestResponse>;
  /** POST /api/auth/password-reset/confirm/: spends the reset `token` on `newPassword`. */
  confirmReset(token: string, newPassword: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A fresh database per test file: PGlite in memory, or (when DATABASE_URL is set, e.g. in CI
 * against Debian's PostgreSQL) a throw-away schema on that server. `env`: variables read as the
 * API reads them at start (e.g. PICTURE_STORE=s3 and its settings).
 */
export async function setup(
  overrides: Partial<AppConfig> = {},
  env: Record<string, string> = {},
): Promise<Ctx> {
  // Pictures go to real files, in a folder of this test file's own (unless `env` names a bucket).
  const pictureDir = mkdtempSync(join(tmpdir(), 'care-pictures-'));
  const cfg = loadConfig(
    { NODE_ENV: 'test', ...env },
    {
      dataDir: null,
      pictureDir,
      logLevel: 'silent',
      rateLimits: {
        login: 1000,
        loginPerIp: 1000,
        refresh: 1000,
        passwordReset: 1000,
        kiosk: 1000,
      },
      devOutbox: true,
      // Cheap hashes keep the suite fast; production refuses anything below OWASP's cost.
      passwordHashing: { N: 2048, r: 8, p: 1 },
      ...overrides,
    },
  );
  let db: Db;
  let dropSchema: (() => Promise<void>) | null = null;
  const url = process.env.DATABASE_URL;
  if (url) {
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    db = openPostgres(url, { schema });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    };
  } else {
    db = await openPglite(null, { from: await migratedTemplate() });
  }
  // Applies every migration on a server's fresh schema; on the template, finds nothing left to do.
  await migrate(db);
  const seeded = await db.tx((q) => seed(q, cfg));
  const ids = seeded as Record<Role, number>;
  const app = await buildApp(db, cfg);
  await app.ready();
  const csrf = makeCsrfToken(cfg);
  /** The CSRF token of each session, fetched from GET /csrf/ as a signed-in client does (bound to it). */
  const bound = new Map<string, string>();
  const csrfFor = async (token: string | null | undefined): Promise<string> => {
    let fam: unknown = null;
    try {
      if (token) fam = verifyJwt(token, cfg.jwtSecret).fam;
    } catch {
      // An expired or forged token speaks for no session: the anonymous token.
    }
    if (typeof fam !== 'string') return csrf;
    const known = bound.get(fam);
    if (known) return known;
    const res = await app.inject({
      method: 'GET',
      url: '/api/csrf/',
      headers: { authorization: `Bearer ${token}` },
    });
    const fetched = res.statusCode === 200 ? res.json<{ csrfToken: string }>().csrfToken : csrf;
    if (res.statusCode === 200) bound.set(fam, fetched);
    return fetched;
  };

  const ctx: Ctx = {
    app,
    db,
    cfg,
    ids,
    csrf,
    csrfFor,
    async call({
      method,
      url: path,
      token,
      body,
      csrf: withCsrf = true,
      headers = {},
      payload,
      remoteAddress,
    }) {
      const h: Record<string, string> = { ...headers };
      if (token) h.authorization = `Bearer ${token}`;
      const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(String(method).toUpperCase());
      if (unsafe && withCsrf) {
        const t = await csrfFor(token);
        h.cookie = `csrftoken=${t}`;
        h['x-csrftoken'] = t;
      }
      return app.inject({
        method,
        url: path,
        headers: h,
        ...(remoteAddress ? { remoteAddress } : {}),
        ...(payload !== undefined
          ? { payload }
          : body !== undefined
            ? { payload: body as InjectOptions['payload'] }
            : {}),
      });
    },
    async login(role) {
      const email = role === 'user' ? 'user@care.test' : `${role}@care.test`;
      const res = await ctx.signIn(email, PASSWORD);
      if (res.statusCode !== 200) throw new Error(`login ${role}: ${res.statusCode} ${res.body}`);
      return res.json<{ access: string; refresh: string }>();
    },
    signIn: (email, password) =>
      ctx.call({ method: 'POST', url: '/api/auth/login/', body: { email, password }, csrf: false }),
    refresh: (refreshToken) =>
      ctx.call({
        method: 'POST',
        url: '/api/auth/token/refresh/',
        body: { refresh: refreshToken },
        csrf: false,
      }),
    logout: (access, refreshToken) =>
      ctx.call({
        method: 'POST',
        url: '/api/auth/logout/',
        token: access,
        body: { refresh_token: refreshToken },
      }),
    confirmReset: (token, newPassword) =>
      ctx.call({
        method: 'POST',
        url: '/api/auth/password-reset/confirm/',
        body: { token, new_password: newPassword },
        csrf: false,
      }),
    async close() {
      await app.close();
      await db.close();
      if (dropSchema) await dropSchema();
      rmSync(pictureDir, { recursive: true, force: true });
    },
  };
  return ctx;
}

/** A second app on the test's database that logs (info and up) into `lines`, for tests that read the log. */
export async function appLoggingTo(ctx: Ctx): Promise<{ app: App; lines: string[] }> {
  const lines: string[] = [];
  const app = await buildApp(
    ctx.db,
    { ...ctx.cfg, logLevel: 'info' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  await app.ready();
  return { app, lines };
}

/** A small valid JPEG/PNG made with sharp. */
export async function makeImage(format: 'jpeg' | 'png', width = 40, height = 20): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const img = sharp({ create: { width, height, channels: 3, background: '#3366cc' } });
  return format === 'png' ? img.png().toBuffer() : img.jpeg().toBuffer();
}

/** multipart/form-data body by hand (no extra dependency). */
export function multipart(
  parts: { name: string; value: Buffer | string; filename?: string; type?: string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----care${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename)
      head += `; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}`;
    chunks.push(
      Buffer.from(`${head}\r\n\r\n`),
      Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
