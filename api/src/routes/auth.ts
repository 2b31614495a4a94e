import { createHash, randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { actor, CSRF_COOKIE, csrfTokenIsValid, makeCsrfToken } from '../app';
import type { App } from '../app';
import type { Queryable } from '../db/db';
import { HttpError, badRequest } from '../http';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../lib/password';
import { sendMail } from '../mail';
import { currentUser } from '../serialize';
import { issueTokens, revokeRefresh, rotateRefresh } from '../tokens';
import type { UserRow } from '../types';

const TAG = ['auth'];
const NO_CSRF = 'CSRF-exempt: this call carries no session cookie.';
const emailLimit = (req: FastifyRequest): string => {
  const body = req.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${req.ip}|${email}`;
};
export const PASSWORD_MIN = 8;
const Password = Type.String({ minLength: 1, maxLength: 256 });

export function passwordProblem(pw: string): string | null {
  if (pw.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters.`;
  if (/^\d+$/.test(pw)) return 'Password cannot be entirely numeric.';
  return null;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * After a password change or reset: every session, and every reset token still outstanding (an
 * older reset mail must not undo the new password).
 */
async function revokeCredentials(q: Queryable, userId: number): Promise<void> {
  await q.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
  await q.query(
    'UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
}

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

export default function authRoutes(app: App): void {
  const cfg = app.cfg;
  const db = app.db;
  const TokenPair = Type.Object({ access: Type.String(), refresh: Type.String() });

  app.get(
    '/csrf/',
    {
      config: { auth: 'none' },
      schema: {
        tags: TAG,
        summary: 'Sets the csrftoken cookie (JS-readable, SameSite=Lax, path /) and returns it',
        response: { 200: Type.Object({ csrfToken: Type.String(), csrf_token: Type.String() }) },
      },
    },
    async (req, reply) => {
      const existing = req.cookies[CSRF_COOKIE];
      const token = csrfTokenIsValid(cfg, existing) && existing ? existing : makeCsrfToken(cfg);
      reply.setCookie(CSRF_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: cfg.isProduction,
        maxAge: 365 * 24 * 3600,
      });
      return { csrfToken: token, csrf_token: token };
    },
  );

  app.post(
    '/auth/login/',
    {
      config: {
        auth: 'none',
        csrf: false,
        rateLimit: {
          max: cfg.rateLimits.login,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: emailLimit,
        },
      },
      schema: {
        tags: TAG,
        summary: 'Sign in by e-mail and password',
        description: `${NO_CSRF} 401 wrong credentials; 403 pending approval or inactive; 429 with Retry-After.`,
        body: Type.Object({ email: Type.String({ maxLength: 254 }), password: Password }),
      },
    },
    async (req) => {
      const email = normaliseEmail(req.body.email);
      const rows = await db.query<UserRow>('SELECT * FROM users WHERE email = $1', [email]);
      const user = rows[0];
      const ok = await verifyPassword(
        req.body.password,
        user?.password_hash ?? (await dummyPasswordHash()),
      );
      if (!user || !ok) throw new HttpError(401, { detail: 'Invalid email or password.' });
      if (!user.is_active) throw new HttpError(403, { detail: 'This account is inactive.' });
      if (!user.is_approved) {
        throw new HttpError(403, { detail: 'Your account is waiting for approval.' });
      }
      const pair = await issueTokens(db, cfg, user);
      req.log.info({ userId: user.id }, 'login');
      return { ...pair, user: currentUser(user) };
    },
  );

  const refreshRoute = {
    config: {
      auth: 'none' as const,
      csrf: false,
      rateLimit: { max: cfg.rateLimits.refresh, timeWindow: 60_000 },
    },
    schema: {
      tags: TAG,
      summary: 'Rotate a refresh token',
      description: `${NO_CSRF} Returns a new access and a new refresh token; the old refresh token is spent. Presenting a spent token revokes its whole family (401 token_not_valid).`,
      body: Type.Object({ refresh: Type.String({ maxLength: 4096 }) }),
      response: { 200: TokenPair },
    },
  };
  const refreshHandler = async (req: FastifyRequest<{ Body: { refresh: string } }>) =>
    rotateRefresh(db, cfg, req.body.refresh);
  app.post('/auth/token/refresh/', refreshRoute, refreshHandler);
  app.post('/token/refresh/', refreshRoute, refreshHandler);

  app.post(
    '/auth/logout/',
    {
      // An expired access token must not stop the refresh token from being revoked: that is
      // exactly the moment a user signs out after being idle.
      config: { auth: 'lenient' },
      schema: {
        tags: TAG,
        summary: 'Revoke the session (the refresh token family)',
        body: Type.Optional(
          Type.Object({
            refresh_token: Type.Optional(Type.String({ maxLength: 4096 })),
            refresh: Type.Optional(Type.String({ maxLength: 4096 })),
          }),
        ),
      },
    },
    async (req) => {
      // The body may be absent altogether (no content type), whatever the schema type says.
      const body = req.body as { refresh_token?: string; refresh?: string } | undefined;
      const token = body?.refresh_token ?? body?.refresh;
      if (token) await revokeRefresh(db, cfg, token, req.user?.id ?? null);
      if (!token && req.user) {
        // No refresh token given: sign this user out everywhere.
        await db.query(
          'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
          [req.user.id],
        );
      }
      return { detail: 'Successfully logged out.' };
    },
  );

  app.post(
    '/auth/register/',
    {
      config: {
        auth: 'none',
        csrf: false,
        rateLimit: { max: cfg.rateLimits.passwordReset * 2, timeWindow: 60_000 },
      },
      schema: {
        tags: TAG,
        summary: 'Register; the account waits for approval',
        description: `${NO_CSRF} 201; the account cannot sign in until an admin approves it.`,
        body: Type.Object({
          email: Type.String({ maxLength: 254 }),
          password: Password,
          password2: Type.Optional(Type.String({ maxLength: 256 })),
          username: Type.Optional(Type.String({ maxLength: 150 })),
          display_name: Type.Optional(Type.String({ maxLength: 150 })),
          first_name: Type.Optional(Type.String({ maxLength: 150 })),
          last_name: Type.Optional(Type.String({ maxLength: 150 })),
          gender: Type.Optional(
            Type.Union([Type.Literal('Male'), Type.Literal('Female'), Type.Literal('Other')]),
          ),
          age: Type.Optional(Type.Integer({ minimum: 0, maximum: 150 })),
        }),
      },
    },
    async (req, reply) => {
      const b = req.body;
      const email = normaliseEmail(b.email);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
        throw badRequest('Enter a valid email address.');
      if (b.password2 !== undefined && b.password2 !== b.password) {
        throw badRequest('Passwords do not match.');
      }
      const problem = passwordProblem(b.password);
      if (problem) throw badRequest(problem);
      const username = (b.username ?? '').trim() || email.split('@')[0] || email;
      const clash = await db.query<{ email: string; username: string }>(
        'SELECT email, username FROM users WHERE email = $1 OR username = $2',
        [email, username],
      );
      if (clash.some((c) => c.email === email)) {
        throw badRequest('A user with that email already exists.');
      }
      if (clash.length > 0) throw badRequest('A user with that username already exists.');
      const hash = await hashPassword(b.password);
      const rows = await db.query<UserRow>(
        `INSERT INTO users (email, username, password_hash, display_name, first_name, last_name, gender, age)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [
          email,
          username,
          hash,
          (b.display_name ?? '').trim() || username,
          (b.first_name ?? '').trim(),
          (b.last_name ?? '').trim(),
          b.gender ?? null,
          b.age ?? null,
        ],
      );
      const user = rows[0] as UserRow;
      reply.code(201);
      return {
        detail: 'Registration successful. Your account is waiting for approval.',
        message: 'Registration successful. Your account is waiting for approval.',
        user: currentUser(user),
      };
    },
  );

  app.post(
    '/auth/password-reset/',
    {
      config: {
        auth: 'none',
        csrf: false,
        rateLimit: {
          max: cfg.rateLimits.passwordReset,
          timeWindow: 60_000,
          hook: 'preHandler',
          keyGenerator: emailLimit,
        },
      },
      schema: {
        tags: TAG,
        summary: 'Request a password reset e-mail (always 200: no account enumeration)',
        description: `${NO_CSRF} The e-mail holds a one-time token valid for 1 hour.`,
        body: Type.Object({ email: Type.String({ maxLength: 254 }) }),
      },
    },
    async (req) => {
      const email = normaliseEmail(req.body.email);
      const rows = await db.query<UserRow>('SELECT * FROM users WHERE email = $1 AND is_active', [
        email,
      ]);
      const user = rows[0];
      if (user) {
        const token = randomBytes(32).toString('base64url');
        await db.query(
          "INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')",
          [sha256(token), user.id],
        );
        const origin = cfg.siteOrigins[0] ?? '';
        await sendMail(db, {
          to: user.email,
          subject: 'Reset your password',
          body:
            `Someone asked to reset the password of ${user.email}.\n\n` +
            `Reset token: ${token}\n` +
            `Link: ${origin}/password-reset?token=${token}\n\n` +
            'The token works once and expires in 1 hour. If you did not ask, ignore this e-mail.',
        });
      }
      return {
        detail: 'If an account exists for that e-mail, a password reset link has been sent.',
      };
    },
  );

  app.post(
    '/auth/password-reset/confirm/',
    {
      config: {
        auth: 'none',
        csrf: false,
        rateLimit: { max: cfg.rateLimits.passwordReset * 2, timeWindow: 60_000 },
      },
      schema: {
        tags: TAG,
        summary: 'Set a new password with a one-time reset token',
        description: `${NO_CSRF} Revokes every session of the account.`,
        body: Type.Object({
          token: Type.String({ maxLength: 200 }),
          new_password: Password,
        }),
      },
    },
    async (req) => {
      const problem = passwordProblem(req.body.new_password);
      if (problem) throw badRequest(problem);
      const hash = await hashPassword(req.body.new_password);
      const ok = await db.tx(async (q) => {
        const rows = await q.query<{ user_id: number }>(
          `UPDATE password_reset_tokens SET used_at = now()
           WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
          [sha256(req.body.token)],
        );
        const row = rows[0];
        if (!row) return false;
        await q.query(
          'UPDATE users SET password_hash = $1, password_changed_at = now(), updated_at = now() WHERE id = $2',
          [hash, row.user_id],
        );
        await revokeCredentials(q, row.user_id);
        return true;
      });
      if (!ok) throw badRequest('This password reset link is invalid or has expired.');
      return { detail: 'Password has been reset.', message: 'Password has been reset.' };
    },
  );

  app.post(
    '/auth/change-password/',
    {
      schema: {
        tags: TAG,
        summary: 'Change own password',
        description:
          "400 {error: 'Current password is incorrect.'} on a wrong old password. Other sessions are revoked; the response carries fresh tokens for this one.",
        body: Type.Object({ old_password: Password, new_password: Password }),
      },
    },
    async (req) => {
      const user = actor(req);
      if (!(await verifyPassword(req.body.old_password, user.password_hash))) {
        throw new HttpError(400, { error: 'Current password is incorrect.' });
      }
      const problem = passwordProblem(req.body.new_password);
      if (problem) throw new HttpError(400, { error: problem, detail: problem });
      const hash = await hashPassword(req.body.new_password);
      const pair = await db.tx(async (q) => {
        const rows = await q.query<UserRow>(
          'UPDATE users SET password_hash = $1, password_changed_at = now(), updated_at = now() WHERE id = $2 RETURNING *',
          [hash, user.id],
        );
        await revokeCredentials(q, user.id);
        return issueTokens(q, cfg, rows[0] as UserRow);
      });
      return { message: 'Password changed successfully.', ...pair };
    },
  );

  const pingQuery = Type.Object({
    device_id: Type.Optional(Type.String({ maxLength: 200 })),
    is_kiosk: Type.Optional(Type.String({ maxLength: 10 })),
  });
  app.get(
    '/auth/ping/',
    {
      config: { auth: 'optional' },
      schema: {
        tags: TAG,
        summary: 'Session heartbeat / auth check; kiosk ping with ?device_id&is_kiosk',
        description:
          'With a bearer token: 200 if valid, 401 token_not_valid otherwise. Without one: a kiosk ping (device_id) answers 200; anything else 401.',
        querystring: pingQuery,
      },
    },
    async (req) => {
      if (req.user) {
        return {
          status: 'ok',
          authenticated: true,
          user_id: req.user.id,
          server_time: new Date().toISOString(),
        };
      }
      const deviceId = req.query.device_id;
      if (!deviceId)
        throw new HttpError(401, {
          detail: 'Authentication credentials were not provided.',
          code: 'not_authenticated',
        });
      const known = await recordKioskPing(req, deviceId, { is_kiosk: req.query.is_kiosk ?? null });
      return { status: 'ok', authenticated: false, device_registered: known };
    },
  );

  app.post(
    '/auth/ping/',
    {
      config: { auth: 'optional' },
      schema: {
        tags: TAG,
        summary: 'Fire-and-forget kiosk ping',
        body: Type.Object(
          {
            device_id: Type.Optional(Type.String({ maxLength: 200 })),
            is_kiosk: Type.Optional(Type.Union([Type.Boolean(), Type.String({ maxLength: 10 })])),
            userAgent: Type.Optional(Type.String({ maxLength: 1000 })),
            referrer: Type.Optional(Type.String({ maxLength: 2000 })),
            path: Type.Optional(Type.String({ maxLength: 2000 })),
            query: Type.Optional(Type.String({ maxLength: 2000 })),
            hostname: Type.Optional(Type.String({ maxLength: 255 })),
          },
          { additionalProperties: true },
        ),
      },
    },
    async (req) => {
      const b = req.body;
      if (b.device_id) {
        await recordKioskPing(req, b.device_id, {
          is_kiosk: b.is_kiosk ?? null,
          userAgent: b.userAgent ?? null,
          referrer: b.referrer ?? 'N/A',
          path: b.path ?? null,
          query: b.query ?? null,
          hostname: b.hostname ?? null,
        });
      }
      return { status: 'ok', authenticated: req.user !== null };
    },
  );
}

/** Records a ping only for registered devices (unknown ids are not stored). */
async function recordKioskPing(
  req: FastifyRequest,
  deviceId: string,
  details: Record<string, unknown>,
): Promise<boolean> {
  const db = req.server.db;
  const known = await db.query<{ id: number }>('SELECT id FROM users WHERE device_id = $1', [
    deviceId,
  ]);
  if (known.length === 0) return false;
  await db.query(
    `INSERT INTO kiosk_pings (device_id, last_seen_at, details) VALUES ($1, now(), $2::text::jsonb)
     ON CONFLICT (device_id) DO UPDATE SET last_seen_at = now(), details = EXCLUDED.details`,
    [deviceId, JSON.stringify(details)],
  );
  return true;
}
