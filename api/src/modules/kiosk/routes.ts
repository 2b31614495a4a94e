import { randomBytes, randomUUID } from 'node:crypto';
import type { App } from '../../app-types';
import { holdsPrivilege } from '../../access/policy';
import { access } from '../../access/rules';
import { HttpError, notAuthenticated, notFound } from '../../lib/http-errors';
import { ErrorBody, UserParams } from '../../lib/schemas';
import { perMinute } from '../../plugins/rate-limit';
import { clientOf, issueTokens, sessionDevice } from '../auth';
import { currentUser, GENERATED_DEVICE_ID, KIOSK_USERS_ONLY } from '../users';
import { audit, auditKioskFailure } from '../audit';
import { kioskSecretMatches } from '../../lib/kiosk-secret';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../types';
import * as repo from './repository';
import {
  BootstrapHeaders,
  BootstrapOut,
  DeviceIdOut,
  KioskAuthBody,
  KioskAuthOut,
  KioskLoginBody,
  KioskLoginOut,
  KioskSecretOut,
  PingBody,
  PingOut,
  PingPostOut,
  PingQuery,
} from './schemas';

const tags = ['kiosk'];
const pingTags = ['auth'];

export default function kioskRoutes(app: App): void {
  const { cfg, db } = app;
  const kioskLimit = perMinute(cfg.rateLimits.kiosk);

  app.get(
    '/users/generate_kiosk_secret/',
    {
      config: { access: access.kioskAdmin },
      schema: {
        tags,
        summary: 'A new random kiosk secret (not stored until PATCH /users/{id}/)',
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

  app.get(
    '/kiosk_bootstrap_config/',
    {
      config: { access: access.public(), rateLimit: kioskLimit },
      schema: {
        tags,
        summary: 'Kiosk bootstrap: {user_id} for the device in the X-DEVICE-ID header',
        description:
          '404 when the device is not registered (bound to an active, approved user). ' +
          "`kiosk_secret` only at the device's first bootstrap after it was bound or re-keyed: a " +
          'new secret that only the device then knows (it keeps it; later bootstraps omit it).',
        headers: BootstrapHeaders,
        response: { 200: BootstrapOut, 404: ErrorBody },
      },
    },
    async (req) => {
      const deviceId = req.headers['x-device-id'];
      if (typeof deviceId !== 'string' || deviceId === '') {
        throw notFound('Kiosk device not registered.');
      }
      // The device id alone yields the secret (spec 4.3), so only a generated id, which nobody
      // can guess, is accepted; a privileged account is never a kiosk.
      const u = GENERATED_DEVICE_ID.test(deviceId)
        ? await repo.findUserByDevice(db, deviceId)
        : null;
      // A binding restored from a backup has no secret (secrets never travel in backups) but is
      // unclaimed, so the device claims a new one here.
      if (
        !u?.is_active ||
        !u.is_approved ||
        (!u.kiosk_secret && !u.kiosk_unclaimed) ||
        holdsPrivilege(u)
      ) {
        await auditKioskFailure(req, 'bootstrap_failed', deviceId);
        throw notFound('Kiosk device not registered.');
      }
      if (!u.kiosk_unclaimed) return { user_id: u.id };
      // The first bootstrap claims the binding with a fresh secret: whoever bound the device (and
      // saw the secret they set) cannot use that one any more. Only one claim wins.
      const secret = randomBytes(24).toString('base64url');
      if (!(await repo.claimBinding(db, u.id, deviceId, secret))) return { user_id: u.id };
      await audit(req, u.id, 'kiosk_claimed', 'kiosk', u.id);
      return { user_id: u.id, kiosk_secret: secret };
    },
  );

  const kioskUser = async (
    req: FastifyRequest,
    deviceId: string,
    secret: string,
    userId?: number,
  ): Promise<UserRow> => {
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
