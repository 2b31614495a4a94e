import { createHash, randomBytes } from 'node:crypto';
import type { App } from '../../app-types';
import { access } from '../../access/rules';
import { badRequest, HttpError } from '../../lib/http-errors';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import { Detail, EMAIL_RE } from '../../lib/schemas';
import { actor } from '../../plugins/auth';
import { CSRF_COOKIE, csrfTokenKind, makeCsrfToken, sessionOf } from '../../plugins/csrf';
import { clientKey, perAccount, perMinute, throttled } from '../../plugins/rate-limit';
import * as users from '../users';
import { currentUser, normaliseEmail } from '../users';
import * as repo from './repository';
import {
  ChangePasswordBody,
  ChangePasswordOut,
  CsrfOut,
  DetailMessage,
  LoginBody,
  LoginOut,
  LogoutBody,
  RefreshBody,
  RegisterBody,
  RegisterOut,
  ResetCheckBody,
  ResetCheckOut,
  ResetConfirmBody,
  ResetRequestBody,
  TokenPair,
} from './schemas';
import { clientOf, issueTokens, revokeRefresh, rotateRefresh } from './tokens';

const tags = ['auth'];
const PASSWORD_MIN = 8;

function passwordProblem(pw: string): string | null {
  if (pw.length < PASSWORD_MIN) return `Password must be at least ${PASSWORD_MIN} characters.`;
  if (/^\d+$/.test(pw)) return 'Password cannot be entirely numeric.';
  return null;
}

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');
/** Said for a reset token that is unknown, spent or expired, by both the check and the confirmation. */
const INVALID_RESET_LINK = 'This password reset link is invalid or has expired.';

export default function authRoutes(app: App): void {
  const { cfg, db } = app;
  const noCsrf = { csrf: false };
  const failedLoginsFrom = app.createRateLimit({
    max: cfg.rateLimits.loginPerIp,
    timeWindow: 60_000,
    keyGenerator: (req) => `login-failures|${clientKey(req)}`,
  });

  app.get(
    '/csrf/',
    {
      config: { access: access.public() },
      schema: {
        tags,
        summary: 'Sets the csrftoken cookie (JS-readable, SameSite=Lax, path /) and returns it',
        response: { 200: CsrfOut },
      },
    },
    async (req, reply) => {
      // Signed in, the token is bound to this session (an anonymous one is replaced); signed out,
      // a valid anonymous one is kept.
      const existing = req.cookies[CSRF_COOKIE];
      const session = sessionOf(req);
      const kind = csrfTokenKind(cfg, existing, session);
      const token =
        existing && (kind === 'bound' || (kind === 'anonymous' && session === null))
          ? existing
          : makeCsrfToken(cfg, session);
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
        access: access.public(),
        ...noCsrf,
        rateLimit: perAccount(cfg.rateLimits.login),
      },
      schema: {
        tags,
        summary: 'Sign in by e-mail and password',
        description: '401 wrong credentials; 403 pending approval or inactive.',
        body: LoginBody,
        response: { 200: LoginOut },
      },
    },
    async (req, reply) => {
      // Failed sign-ins from one address, whatever the account (password spraying). Only
      // failures count, and only per address: nobody can lock a victim out from elsewhere.
      const failures = await failedLoginsFrom(req, { increment: false });
      if (!failures.isAllowed && failures.remaining <= 0) {
        reply.header('retry-after', failures.ttlInSeconds);
        throw throttled(failures.ttlInSeconds);
      }
      const user = await users.findUserByEmail(db, normaliseEmail(req.body.email));
      const ok = await verifyPassword(
        req.body.password,
        user?.password_hash ?? (await dummyPasswordHash(cfg.passwordHashing)),
      );
      if (!user || !ok) {
        await failedLoginsFrom(req);
        throw new HttpError(401, { detail: 'Invalid email or password.' });
      }
      if (needsRehash(user.password_hash, cfg.passwordHashing)) {
        await repo.upgradeHash(
          db,
          user.id,
          await hashPassword(req.body.password, cfg.passwordHashing),
        );
      }
      if (!user.is_active) throw new HttpError(403, { detail: 'This account is inactive.' });
      if (!user.is_approved) {
        throw new HttpError(403, { detail: 'Your account is waiting for approval.' });
      }
      const pair = await issueTokens(db, cfg, user, undefined, clientOf(req));
      req.log.info({ userId: user.id }, 'login');
      return { ...pair, user: currentUser(user, app.cfg.defaultTimeZone) };
    },
  );

  for (const url of ['/auth/token/refresh/', '/token/refresh/']) {
    app.post(
      url,
      {
        config: {
          access: access.public(),
          ...noCsrf,
          rateLimit: perMinute(cfg.rateLimits.refresh),
        },
        schema: {
          tags,
          summary: 'Rotate a refresh token',
          description:
            'Returns a new access and a new refresh token; the old refresh token is spent. Presenting a spent token revokes its whole family (401 token_not_valid).',
          body: RefreshBody,
          response: { 200: TokenPair },
        },
      },
      async (req) => rotateRefresh(db, cfg, req.body.refresh, clientOf(req)),
    );
  }

  app.post(
    '/auth/logout/',
    {
      // An expired access token must not stop the refresh token from being revoked: that is
      // exactly the moment a user signs out after being idle.
      config: { access: access.public('lenient') },
      schema: {
        tags,
        summary: 'Revoke the session (the refresh token family)',
        description: 'Without a refresh token, a signed-in caller is signed out everywhere.',
        body: LogoutBody,
        response: { 200: Detail },
      },
    },
    async (req) => {
      // The body may be absent altogether (no content type), whatever the schema type says.
      const body = req.body as { refresh_token?: string; refresh?: string } | undefined;
      const token = body?.refresh_token ?? body?.refresh;
      if (token) await revokeRefresh(db, cfg, token, req.user?.id ?? null);
      if (!token && req.user) await users.revokeSessions(db, req.user.id);
      return { detail: 'Successfully logged out.' };
    },
  );

  app.post(
    '/auth/register/',
    {
      config: {
        access: access.public(),
        ...noCsrf,
        rateLimit: perMinute(cfg.rateLimits.passwordReset * 2),
      },
      schema: {
        tags,
        summary: 'Register; the account waits for approval',
        description: '201; the account cannot sign in until an admin approves it.',
        body: RegisterBody,
        response: { 201: RegisterOut },
      },
    },
    async (req, reply) => {
      const b = req.body;
      const email = normaliseEmail(b.email);
      if (!EMAIL_RE.test(email)) throw badRequest('Enter a valid email address.');
      if (b.password2 !== undefined && b.password2 !== b.password) {
        throw badRequest('Passwords do not match.');
      }
      const problem = passwordProblem(b.password);
      if (problem) throw badRequest(problem);
      const username = (b.username ?? '').trim() || email.split('@')[0] || email;
      // Hashed before anything is looked up: an existing e-mail answers no faster than a new one.
      const passwordHash = await hashPassword(b.password, cfg.passwordHashing);
      const clash = await users.findClashes(db, email, username);
      if (clash.some((c) => c.email === email)) {
        // The same answer as a new account (no enumeration); the owner is told by e-mail.
        await app.mailer.send({
          to: email,
          subject: 'Someone tried to register with your e-mail',
          body:
            `Someone tried to create a new account with ${email}, which already has one.\n\n` +
            'If it was you, sign in, or reset your password if you have forgotten it. ' +
            'If it was not you, nothing has changed and you can ignore this e-mail.',
        });
      } else {
        // A taken username answers as a free one does (no enumeration): the account gets the first free
        // variant ('name-2', 'name-3', …) and the registrant is told by e-mail which one.
        const given = await users.insertUserWithFreeUsername(db, {
          email,
          username,
          password_hash: passwordHash,
          display_name: (b.display_name ?? '').trim() || username,
          first_name: (b.first_name ?? '').trim(),
          last_name: (b.last_name ?? '').trim(),
          gender: b.gender ?? null,
          age: b.age ?? null,
        });
        if (given.username !== username) {
          await app.mailer.send({
            to: email,
            subject: 'Your username',
            body:
              `Thank you for registering. The username "${username}" was already taken, so your ` +
              `account's username is "${given.username}".\n\n` +
              'You sign in with your e-mail and password once an administrator has approved the account.',
          });
        }
      }
      reply.code(201);
      const detail =
        'Registration received. A new account waits for approval; if the e-mail already has ' +
        'an account, its owner has been told by e-mail.';
      return { detail, message: detail };
    },
  );

  // Reset requests from one address across every e-mail: one address cannot have every account
  // mailed (the route's own limit counts per address and e-mail).
  const resetsFrom = app.createRateLimit({
    max: cfg.rateLimits.passwordResetPerIp ?? 20,
    timeWindow: 60_000,
    keyGenerator: (req) => `password-reset|${clientKey(req)}`,
  });
  app.post(
    '/auth/password-reset/',
    {
      config: {
        access: access.public(),
        ...noCsrf,
        rateLimit: perAccount(cfg.rateLimits.passwordReset),
      },
      preHandler: async (req, reply) => {
        const from = await resetsFrom(req);
        if (!from.isAllowed && from.isExceeded) {
          reply.header('retry-after', from.ttlInSeconds);
          throw throttled(from.ttlInSeconds);
        }
      },
      schema: {
        tags,
        summary: 'Request a password reset e-mail (always 200: no account enumeration)',
        description: 'The e-mail holds a one-time token valid for 1 hour.',
        body: ResetRequestBody,
        response: { 200: Detail },
      },
    },
    async (req) => {
      const user = await users.findUserByEmail(db, normaliseEmail(req.body.email));
      if (user?.is_active) {
        const token = randomBytes(32).toString('base64url');
        await repo.insertResetToken(db, sha256(token), user.id);
        const origin = cfg.siteOrigins[0] ?? '';
        await app.mailer.send({
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

  // The reset page asks before it shows its form, so that a spent or expired link says so at once instead
  // of after the person has typed a new password twice (docs/product.md 2.2). Nothing is spent here.
  app.post(
    '/auth/password-reset/check/',
    {
      config: {
        access: access.public(),
        ...noCsrf,
        rateLimit: perMinute(cfg.rateLimits.passwordReset * 2),
      },
      schema: {
        tags,
        summary: 'Whether a reset token still works (spends nothing)',
        description:
          "200 with the token's expiry while it works; 400 {detail} when it is unknown, spent or expired.",
        body: ResetCheckBody,
        response: { 200: ResetCheckOut },
      },
    },
    async (req) => {
      const expires = await repo.resetTokenExpiry(db, sha256(req.body.token));
      if (expires === null) throw badRequest(INVALID_RESET_LINK);
      return { detail: 'This password reset link works.', expires_at: expires.toISOString() };
    },
  );

  app.post(
    '/auth/password-reset/confirm/',
    {
      config: {
        access: access.public(),
        ...noCsrf,
        rateLimit: perMinute(cfg.rateLimits.passwordReset * 2),
      },
      schema: {
        tags,
        summary: 'Set a new password with a one-time reset token',
        description: 'Revokes every session of the account.',
        body: ResetConfirmBody,
        response: { 200: DetailMessage },
      },
    },
    async (req) => {
      const problem = passwordProblem(req.body.new_password);
      if (problem) throw badRequest(problem);
      const hash = await hashPassword(req.body.new_password, cfg.passwordHashing);
      const ok = await db.tx(async (q) => {
        const userId = await repo.spendResetToken(q, sha256(req.body.token));
        if (userId === null) return false;
        await repo.setPassword(q, userId, hash);
        return true;
      });
      if (!ok) throw badRequest(INVALID_RESET_LINK);
      return { detail: 'Password has been reset.', message: 'Password has been reset.' };
    },
  );

  app.post(
    '/auth/change-password/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Change own password',
        description:
          "400 {error: 'Current password is incorrect.'} on a wrong old password. Other sessions are revoked; the response carries fresh tokens for this one.",
        body: ChangePasswordBody,
        response: { 200: ChangePasswordOut },
      },
    },
    async (req) => {
      const user = actor(req);
      if (!(await verifyPassword(req.body.old_password, user.password_hash))) {
        const detail = 'Current password is incorrect.';
        throw new HttpError(400, { error: detail, detail });
      }
      const problem = passwordProblem(req.body.new_password);
      if (problem) throw new HttpError(400, { error: problem, detail: problem });
      const hash = await hashPassword(req.body.new_password, cfg.passwordHashing);
      const pair = await db.tx(async (q) => {
        await repo.setPassword(q, user.id, hash);
        return issueTokens(
          q,
          cfg,
          (await users.findUserById(q, user.id)) ?? user,
          undefined,
          clientOf(req),
        );
      });
      return { message: 'Password changed successfully.', ...pair };
    },
  );
}
