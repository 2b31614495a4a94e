import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { App } from '../../app-types';
import { holdsPrivilege } from '../../access/policy';
import { access } from '../../access/rules';
import { badRequest, HttpError, notAuthenticated, notFound } from '../../lib/http-errors';
import { ErrorBody, UserParams } from '../../lib/schemas';
import { clientKey, perMinute, throttled } from '../../plugins/rate-limit';
import { actor, target } from '../../plugins/auth';
import { clientOf, issueTokens, sessionDevice } from '../auth';
import {
  bindDevice,
  claimKioskSecret,
  currentUser,
  findUserById,
  GENERATED_DEVICE_ID,
  KIOSK_USERS_ONLY,
} from '../users';
import { audit, auditKioskFailure } from '../audit';
import { kioskSecretDigest, kioskSecretMatches } from '../../lib/kiosk-secret';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../types';
import * as repo from './repository';
import {
  BootstrapHeaders,
  BootstrapNotFound,
  BootstrapOut,
  DeviceIdOut,
  KioskAuthBody,
  KioskAuthOut,
  KioskLoginBody,
  KioskLoginOut,
  KioskSecretOut,
  PairBody,
  PairingBody,
  PairingOut,
  PairOut,
  PingBody,
  PingOut,
  PingPostOut,
  PingQuery,
} from './schemas';

const tags = ['kiosk'];
const pingTags = ['auth'];

/** How long a pairing's codes live, and how often its device asks (docs/product.md 4.3; RFC 8628 3.2). */
const PAIRING_TTL_SECONDS = 600;
const PAIRING_INTERVAL_SECONDS = 5;
/** Wrong pairing codes one caller may enter in a minute. */
const PAIRING_FAILURES_PER_MINUTE = 10;
/** User codes: 8 letters without vowels (no words) from RFC 8628 6.1's alphabet, shown as XXXX-XXXX. */
const USER_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
const USER_CODE_RE = /^[BCDFGHJKLMNPQRSTVWXZ]{8}$/;
const NOT_REGISTERED = 'Kiosk device not registered.';
const NOT_A_DEVICE_ID = "A kiosk's device id is 'kiosk-' and a random UUID.";
const INVALID_PAIRING_CODE = 'This pairing code is not valid or has expired.';

function newUserCode(): string {
  const letters = Array.from({ length: 8 }, () => USER_CODE_ALPHABET[randomInt(20)] ?? 'B');
  return `${letters.slice(0, 4).join('')}-${letters.slice(4).join('')}`;
}
/** What a typed code is compared as: upper case, without spaces and hyphens. */
const normaliseUserCode = (code: string): string => code.toUpperCase().replace(/[\s-]+/g, '');
/** Pairing codes are kept as SHA-256 digests only. */
const codeDigest = (code: string): string => createHash('sha256').update(code).digest('hex');

/** Whom a kiosk may serve: an active, approved account without a privilege. */
const kioskEligible = (u: UserRow): boolean => u.is_active && u.is_approved && !holdsPrivilege(u);

export default function kioskRoutes(app: App): void {
  const { cfg, db } = app;
  const kioskLimit = perMinute(cfg.rateLimits.kiosk);

  app.get(
    '/users/generate_kiosk_secret/',
    {
      config: { access: access.kioskAdmin },
      schema: {
        tags,
        summary:
          'A new random kiosk secret for PATCH /users/{id}/, where setting one is a re-key: it never signs in, and the device needs a new pairing',
        response: { 200: KioskSecretOut },
      },
    },
    () => Promise.resolve({ kiosk_secret: randomBytes(24).toString('base64url') }),
  );

  app.get(
    '/users/:id/generate_device_id/',
    {
      config: { access: access.user('kiosk') },
      schema: {
        tags,
        summary: "A new device id 'kiosk-<uuid>' (not stored until PATCH /users/{id}/)",
        params: UserParams,
        response: { 200: DeviceIdOut },
      },
    },
    () => Promise.resolve({ device_id: `kiosk-${randomUUID()}` }),
  );

  app.post(
    '/kiosk/pairing/',
    {
      config: { access: access.public(), csrf: false, rateLimit: kioskLimit },
      schema: {
        tags,
        summary: 'A device starts a pairing: a device code it keeps, a user code an admin types',
        description: `The device shows the user code (and its QR) and asks GET /kiosk_bootstrap_config/ with X-KIOSK-PAIRING every \`interval\` seconds; an admin enters the code at POST /users/{id}/kiosk-pairing/. Both codes expire in ${PAIRING_TTL_SECONDS} s; a new pairing supersedes the device's pending one. Never yields a credential by itself. 400 when device_id is not a generated id.`,
        body: PairingBody,
        response: { 201: PairingOut, 400: ErrorBody },
      },
    },
    async (req, reply) => {
      const deviceId = req.body.device_id;
      if (!GENERATED_DEVICE_ID.test(deviceId)) throw badRequest(NOT_A_DEVICE_ID);
      const deviceCode = randomBytes(32).toString('base64url');
      const userCode = newUserCode();
      await db.tx((q) =>
        repo.startPairing(
          q,
          deviceId,
          codeDigest(deviceCode),
          codeDigest(normaliseUserCode(userCode)),
          PAIRING_TTL_SECONDS,
        ),
      );
      await audit(req, null, 'kiosk_pairing_started', 'kiosk', deviceId);
      reply.code(201);
      return {
        device_code: deviceCode,
        user_code: userCode,
        expires_in: PAIRING_TTL_SECONDS,
        interval: PAIRING_INTERVAL_SECONDS,
      };
    },
  );

  app.get(
    '/kiosk_bootstrap_config/',
    {
      config: { access: access.public(), rateLimit: kioskLimit },
      schema: {
        tags,
        summary: 'Kiosk bootstrap: {user_id} for the device in the X-DEVICE-ID header',
        description:
          '404 when the device is not registered (bound to an active, approved user with a secret it claimed). ' +
          'The device id alone never yields a secret. With X-KIOSK-PAIRING (the device code of a pairing this ' +
          'device started): 200 with `kiosk_secret`, once, after an admin approved the pairing (the device keeps ' +
          "the secret; later bootstraps omit it); 404 code 'authorization_pending' while no admin has; 404 code " +
          "'expired_token' when it expired, was superseded or was used.",
        headers: BootstrapHeaders,
        response: { 200: BootstrapOut, 404: BootstrapNotFound },
      },
    },
    async (req) => {
      const deviceId = req.headers['x-device-id'];
      const deviceCode = req.headers['x-kiosk-pairing'];
      if (typeof deviceId !== 'string' || !GENERATED_DEVICE_ID.test(deviceId)) {
        if (typeof deviceId === 'string' && deviceId !== '') {
          await auditKioskFailure(req, 'bootstrap_failed', deviceId);
        }
        throw notFound(NOT_REGISTERED);
      }
      if (typeof deviceCode === 'string' && deviceCode !== '') {
        return claimPairing(req, deviceId, deviceCode);
      }
      const u = await repo.findUserByDevice(db, deviceId);
      if (!u || !kioskEligible(u) || u.kiosk_secret === null) {
        await auditKioskFailure(req, 'bootstrap_failed', deviceId);
        throw notFound(NOT_REGISTERED);
      }
      return { user_id: u.id };
    },
  );

  /**
   * The device's poll with its device code (RFC 8628's token request): the secret of an approved pairing, once.
   * Its digest goes on the person's row (the binding is claimed) and the pairing is spent, in one transaction.
   */
  const claimPairing = async (req: FastifyRequest, deviceId: string, deviceCode: string) => {
    const outcome = await db.tx(async (q) => {
      const p = await repo.findByDeviceCode(q, deviceId, codeDigest(deviceCode));
      if (!p || !p.live || p.status === 'spent' || p.status === 'cancelled' || p.user_id === null) {
        return p?.status === 'pending' && p.live ? ('pending' as const) : ('expired' as const);
      }
      const u = await findUserById(q, p.user_id);
      const secret = randomBytes(24).toString('base64url');
      if (
        !u ||
        !kioskEligible(u) ||
        !(await claimKioskSecret(q, u.id, deviceId, kioskSecretDigest(secret)))
      ) {
        await repo.endPairing(q, p.id, 'cancelled');
        return 'expired' as const;
      }
      await repo.endPairing(q, p.id, 'spent');
      return { user_id: u.id, kiosk_secret: secret };
    });
    if (outcome === 'pending') {
      throw new HttpError(404, { detail: NOT_REGISTERED, code: 'authorization_pending' });
    }
    if (outcome === 'expired') {
      await auditKioskFailure(req, 'bootstrap_failed', deviceId);
      throw new HttpError(404, { detail: NOT_REGISTERED, code: 'expired_token' });
    }
    await audit(req, outcome.user_id, 'kiosk_claimed', 'kiosk', outcome.user_id);
    return outcome;
  };

  // Wrong codes from one caller, whoever the person (RFC 8628 5.1: the user code is short, so guesses are
  // limited). Only failures count.
  const failedPairingsBy = app.createRateLimit({
    max: PAIRING_FAILURES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req) => `kiosk-pairing-failures|${req.user?.id ?? clientKey(req)}`,
  });
  app.post(
    '/users/:id/kiosk-pairing/',
    {
      config: { access: access.user('kiosk') },
      schema: {
        tags,
        summary:
          "Pair a device: bind the kiosk showing this code to the person (who may set the person's kiosk)",
        description:
          "The device id of the pairing becomes the person's (a previous binding of that device to someone else is removed); every kiosk session of both ends. The device then fetches its own secret once; nobody else ever sees it. 400 when the code is unknown, used or expired (" +
          `at most ${PAIRING_FAILURES_PER_MINUTE} a minute per caller, then 429) or the person holds a privilege.`,
        params: UserParams,
        body: PairBody,
        response: { 200: PairOut, 400: ErrorBody },
      },
    },
    async (req, reply) => {
      const failures = await failedPairingsBy(req, { increment: false });
      if (!failures.isAllowed && failures.remaining <= 0) {
        reply.header('retry-after', failures.ttlInSeconds);
        throw throttled(failures.ttlInSeconds);
      }
      const person = target(req);
      if (holdsPrivilege(person)) throw badRequest(KIOSK_USERS_ONLY);
      const code = normaliseUserCode(req.body.user_code);
      const paired = USER_CODE_RE.test(code)
        ? await db.tx(async (q) => {
            const p = await repo.findPendingByUserCode(q, codeDigest(code));
            if (!p) return null;
            const takenFrom = await bindDevice(q, person.id, p.device_id);
            await repo.approvePairing(q, p.id, person.id, actor(req).id);
            return { deviceId: p.device_id, takenFrom };
          })
        : null;
      if (!paired) {
        await failedPairingsBy(req);
        throw badRequest(INVALID_PAIRING_CODE);
      }
      for (const other of paired.takenFrom) await audit(req, other, 'update', 'kiosk', other);
      await audit(req, person.id, 'kiosk_paired', 'kiosk', paired.deviceId);
      return { device_id: paired.deviceId, kiosk_state: 'awaiting_device' as const };
    },
  );

  const kioskUser = async (
    req: FastifyRequest,
    deviceId: string,
    secret: string,
    userId?: number,
  ): Promise<UserRow> => {
    // Only a secret the device claimed through a pairing is ever stored (docs/product.md 4.3).
    const u = await repo.findUserByDevice(db, deviceId);
    if (
      !u ||
      !kioskSecretMatches(u.kiosk_secret, secret) ||
      (userId !== undefined && u.id !== userId)
    ) {
      await auditKioskFailure(req, 'login_failed', deviceId);
      throw new HttpError(401, { detail: 'Invalid kiosk credentials.' });
    }
    if (!u.is_active) throw new HttpError(403, { detail: 'This account is inactive.' });
    if (!u.is_approved) {
      throw new HttpError(403, { detail: 'Your account is waiting for approval.' });
    }
    if (holdsPrivilege(u)) throw new HttpError(403, { detail: KIOSK_USERS_ONLY });
    await audit(req, u.id, 'kiosk_sign_in', 'kiosk', u.id);
    return u;
  };

  app.post(
    '/kiosk-login/',
    {
      config: { access: access.public(), csrf: false, rateLimit: kioskLimit },
      schema: {
        tags,
        summary: 'Kiosk sign-in by user id, device id and kiosk secret',
        body: KioskLoginBody,
        response: { 200: KioskLoginOut },
      },
    },
    async (req) => {
      const u = await kioskUser(req, req.body.device_id, req.body.kiosk_secret, req.body.user_id);
      const pair = await issueTokens(db, cfg, u, undefined, clientOf(req, req.body.device_id));
      return { ...pair, user: { ...currentUser(u, app.cfg.defaultTimeZone), roles: [u.role] } };
    },
  );

  app.post(
    '/kiosk-auth/',
    {
      config: { access: access.public(), csrf: false, rateLimit: kioskLimit },
      schema: {
        tags,
        summary: 'Kiosk auth by device id and kiosk secret',
        body: KioskAuthBody,
        response: { 200: KioskAuthOut },
      },
    },
    async (req) => {
      const u = await kioskUser(req, req.body.device_id, req.body.kiosk_secret);
      const pair = await issueTokens(db, cfg, u, undefined, clientOf(req, req.body.device_id));
      return {
        id: u.id,
        email: u.email,
        role: u.role,
        ...pair,
        user: currentUser(u, app.cfg.defaultTimeZone),
      };
    },
  );

  // The session heartbeat and the kiosk's ping (spec 3) answer under /auth/ping/, documented with
  // the other session calls; what they record is the kiosk's (the device's last ping).
  const pingReport = (p: { app_version?: string; last_sync_at?: string }): repo.PingReport => ({
    appVersion: p.app_version ?? null,
    lastSyncAt: p.last_sync_at ?? null,
  });

  // Device pings (no bearer token) are throttled per address; signed-in heartbeats are not.
  const devicePingLimit = {
    ...perMinute(cfg.rateLimits.kiosk),
    hook: 'preHandler' as const,
    allowList: (req: FastifyRequest) => req.user !== null,
  };
  app.get(
    '/auth/ping/',
    {
      config: { access: access.public('optional'), rateLimit: devicePingLimit },
      schema: {
        tags: pingTags,
        summary: 'Session heartbeat / auth check; kiosk ping with ?device_id&is_kiosk',
        description:
          'With a bearer token: 200 if valid, 401 token_not_valid otherwise. Without one: a kiosk ping (device_id) answers 200; anything else 401.',
        querystring: PingQuery,
        response: { 200: PingOut },
      },
    },
    async (req) => {
      if (req.user) {
        // A kiosk's heartbeat (its session came from a kiosk sign-in) keeps the device "online".
        const device = req.accessJti ? await sessionDevice(db, req.accessJti) : null;
        if (device) await repo.recordPing(db, device, null, pingReport(req.query));
        return {
          status: 'ok' as const,
          authenticated: true,
          user_id: req.user.id,
          server_time: new Date().toISOString(),
        };
      }
      const deviceId = req.query.device_id;
      if (!deviceId) throw notAuthenticated();
      const known = await repo.recordPing(
        db,
        deviceId,
        { is_kiosk: req.query.is_kiosk ?? null },
        pingReport(req.query),
      );
      if (!known) await auditKioskFailure(req, 'ping_failed', deviceId);
      return { status: 'ok' as const, authenticated: false, device_registered: known };
    },
  );

  app.post(
    '/auth/ping/',
    {
      config: { access: access.public('optional'), rateLimit: devicePingLimit },
      schema: {
        tags: pingTags,
        summary: 'Fire-and-forget kiosk ping',
        body: PingBody,
        response: { 200: PingPostOut },
      },
    },
    async (req) => {
      const b = req.body;
      if (b.device_id) {
        const known = await repo.recordPing(
          db,
          b.device_id,
          {
            is_kiosk: b.is_kiosk ?? null,
            userAgent: b.userAgent ?? null,
            referrer: b.referrer ?? 'N/A',
            path: b.path ?? null,
            query: b.query ?? null,
            hostname: b.hostname ?? null,
          },
          pingReport(b),
        );
        if (!known) await auditKioskFailure(req, 'ping_failed', b.device_id);
      }
      return { status: 'ok' as const, authenticated: req.user !== null };
    },
  );
}
