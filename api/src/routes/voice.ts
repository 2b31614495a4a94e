import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { App } from '../app';
import type { Queryable } from '../db/db';
import { HttpError, notFound } from '../http';
import { JwtError, verifyJwt } from '../lib/jwt';
import { isFullAdmin, loadUser, mayAccess } from '../policy';
import type { UserRow } from '../types';

const IDENTITY = /^user-([1-9][0-9]{0,9})$/;
const CLIENT_PREFIX = 'client:';

/** The voice gateway's own credential: HS256 with VOICE_GATEWAY_SECRET, `iss: voice-gateway`. */
function requireGateway(req: FastifyRequest): void {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  const refuse = (): HttpError =>
    new HttpError(401, { detail: 'Only the voice gateway may ask the directory.' });
  if (!match?.[1]) throw refuse();
  try {
    const payload = verifyJwt(match[1], req.server.cfg.voiceGatewaySecret);
    if (payload.iss !== 'voice-gateway' || payload.sub !== 'directory') throw refuse();
  } catch (err) {
    if (err instanceof JwtError) throw refuse();
    throw err;
  }
}

async function userOfIdentity(q: Queryable, identity: string): Promise<UserRow | null> {
  const id = IDENTITY.exec(identity)?.[1];
  if (!id) return null;
  const user = await loadUser(q, Number(id));
  return user?.is_active && user.is_approved ? user : null;
}

const displayName = (u: UserRow): string =>
  u.display_name || `${u.first_name} ${u.last_name}`.trim() || u.username;

/**
 * A user who dials a number of one of their own emergency contacts reaches the product user with that
 * contact's e-mail (the contact's browser or kiosk, when it is registered for calls).
 */
async function userOfContactNumber(
  q: Queryable,
  caller: UserRow,
  digits: string,
): Promise<UserRow | null> {
  const rows = await q.query<UserRow>(
    `SELECT u.* FROM emergency_contacts c
       JOIN users u ON lower(u.email) = lower(c.email)
      WHERE c.user_id = $1 AND regexp_replace(c.phone_number, '[^0-9]', '', 'g') = $2
        AND u.is_active AND u.is_approved
      ORDER BY c.id LIMIT 1`,
    [caller.id, digits],
  );
  return rows[0] ?? null;
}

/**
 * Who may ring whom by identity: those who reach the callee's care data (admins, the assigned clinician, a
 * linked caregiver), and a user their own clinician or caregiver. Staff alone do not: approval makes every user
 * staff.
 */
async function mayRing(q: Queryable, caller: UserRow, callee: UserRow): Promise<boolean> {
  if (await mayAccess(q, caller, callee, 'care')) return true;
  return !isFullAdmin(callee) && (await mayAccess(q, callee, caller, 'care'));
}

/**
 * The voice gateway's directory: where a call from `from` to `to` goes. It plays the part of the voice
 * provider's application webhook (a TwiML app's voice URL) for the local gateway.
 */
export default function voiceRoutes(app: App): void {
  const { db } = app;
  app.get(
    '/voice/directory/',
    {
      config: { auth: 'none' },
      schema: {
        tags: ['voice'],
        summary: 'For the local voice gateway: who a dialled number or client name reaches',
        description:
          'Bearer: a JWT of the voice gateway (HS256 with VOICE_GATEWAY_SECRET, iss voice-gateway, sub directory). `to` is `client:user-<id>` (allowed when the caller reaches that user’s care data, or the callee is the caller’s clinician or caregiver) or the digits of one of the caller’s emergency contacts whose e-mail is a user’s. 404 when nobody is reachable.',
        querystring: Type.Object({
          from: Type.String({ maxLength: 40 }),
          to: Type.String({ minLength: 1, maxLength: 200 }),
        }),
        response: {
          200: Type.Object({
            identity: Type.String(),
            name: Type.String(),
            caller_name: Type.String(),
          }),
        },
      },
    },
    async (req) => {
      requireGateway(req);
      const { from, to } = req.query;
      const caller = await userOfIdentity(db, from);
      if (!caller) throw notFound();
      let callee: UserRow | null = null;
      if (to.startsWith(CLIENT_PREFIX)) {
        const target = await userOfIdentity(db, to.slice(CLIENT_PREFIX.length));
        if (target && (await mayRing(db, caller, target))) callee = target;
      } else {
        const digits = to.replace(/\D/g, '');
        if (digits !== '') callee = await userOfContactNumber(db, caller, digits);
      }
      if (!callee) throw notFound();
      return {
        identity: `user-${callee.id}`,
        name: displayName(callee),
        caller_name: displayName(caller),
      };
    },
  );
}
