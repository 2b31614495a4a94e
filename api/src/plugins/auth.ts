import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roleAllows, roleGate, SERVICE_CREDENTIALS, targetAllows } from '../access/policy';
import { isServiceAccess } from '../access/rules';
import type { Access, ServiceAccess, Target } from '../access/rules';
import { forbidden, HttpError, notAuthenticated, notFound, tokenInvalid } from '../lib/http-errors';
import { JwtError, verifyJwt } from '../lib/jwt';
import type { Queryable } from '../db/db';
import type { UserRow } from '../types';

/**
 * How the plugin finds users: the users and auth modules own those tables and hand these in when
 * the app is built (app.ts), so this layer imports no module.
 */
interface Identity {
  userById(q: Queryable, id: number): Promise<UserRow | null>;
}

type AuthMode = 'required' | 'optional' | 'lenient' | 'none';

const modeOf = (a: Access): AuthMode => {
  if (a.rule === 'public') return a.identify ?? 'none';
  // A service proves itself with its own credential (authenticateService), never a user's token.
  return isServiceAccess(a) ? 'none' : 'required';
};
const BEARER = /^Bearer\s+(\S+)$/i;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * What a kiosk session (an access token with `kiosk: true`) may not do: the kiosk's screens show
 * the person's day, messages, pictures and calls; they never edit the account, its identity, its
 * password or settings, nor reach the admin area. Whoever configured the kiosk (and so could sign
 * in as it) gets no more than the kiosk's own screens.
 */
const KIOSK_REFUSED: { writesOnly: boolean; url: RegExp }[] = [
  { writesOnly: true, url: /^\/api\/users\/(me|:id|profile\/:id\/edit)\/$/ },
  { writesOnly: true, url: /^\/api\/notifications\/settings\/$/ },
  { writesOnly: false, url: /^\/api\/auth\/change-password\/$/ },
  { writesOnly: false, url: /^\/api\/(admin|backup|audit-log)\// },
];
function kioskMayCall(method: string, url: string): boolean {
  return !KIOSK_REFUSED.some((r) => (!r.writesOnly || WRITES.has(method)) && r.url.test(url));
}

/**
 * A kiosk session acts as the person's own plain account, whatever the account became since the
 * device signed in (docs/security.md, "Sessions"): no privilege of the account reaches it.
 */
function asKiosk(user: UserRow): UserRow {
  return {
    ...user,
    role: 'user',
    is_admin: false,
    is_staff: false,
    is_superuser: false,
    is_primary_admin: false,
    is_clinical_admin: false,
    is_caregiver: false,
  };
}

/** Every route must say who may call it; a route without a rule is a programming error. */
function accessOf(req: FastifyRequest): Access {
  const a = req.routeOptions.config.access;
  if (!a)
    throw new Error(`route ${req.method} ${req.routeOptions.url ?? req.url} declares no access`);
  return a;
}

async function authenticate(
  req: FastifyRequest,
  mode: AuthMode,
  identity: Identity,
): Promise<UserRow | null> {
  if (mode === 'none') return null;
  if (mode === 'lenient') {
    try {
      return await authenticate(req, 'optional', identity);
    } catch (err) {
      if (err instanceof HttpError) return null;
      throw err;
    }
  }
  const header = req.headers.authorization;
  if (!header) {
    if (mode === 'required') throw notAuthenticated();
    return null;
  }
  const match = BEARER.exec(header);
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
  const jti = typeof payload.jti === 'string' ? payload.jti : null;
  // The session the token belongs to, the account's generation and key (docs/security.md,
  // "Sessions"); a token without them was issued before they existed and is refreshed.
  const { sid, gen, acct } = payload;
  if (typeof sid !== 'string' || typeof gen !== 'number' || typeof acct !== 'string') {
    throw tokenInvalid('Token was issued before sessions were checked');
  }
  const found = await req.server.sessions.state(payload.user_id, sid);
  // Another account given the same id (after a restore) is not the token's account.
  if (!found || found.user.account_key !== acct) throw tokenInvalid('User not found');
  const user = payload.kiosk === true ? asKiosk(found.user) : { ...found.user };
  if (!user.is_active) throw tokenInvalid('User is inactive');
  if (!user.is_approved) throw tokenInvalid('User is not approved');
  // Tokens issued before a password change stop working, even within the same second.
  if (payload.pwv !== user.password_version) {
    throw tokenInvalid('Token was issued before the last password change');
  }
  // A revoked session (logout, an administrator's revoke) ends at once, not when its token expires;
  // so does every session of an account whose password, activity or privileges changed.
  if (found.liveUntil <= Date.now()) throw tokenInvalid('Session has been revoked');
  if (gen !== user.session_gen) throw tokenInvalid('Session has ended: the account changed');
  req.accessJti = jti;
  if (payload.kiosk === true && !kioskMayCall(req.method, req.routeOptions.url ?? '')) {
    throw forbidden('Not available on a kiosk.');
  }
  return user;
}

/** A service rule's caller: the bearer JWT of that service (any other token, or none, is 401). */
function authenticateService(req: FastifyRequest, a: ServiceAccess): void {
  const refuse = (): HttpError => new HttpError(401, { detail: a.denied });
  const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
  if (!token) throw refuse();
  const { secret, claims } = SERVICE_CREDENTIALS[a.rule](req.server.cfg);
  let payload;
  try {
    payload = verifyJwt(token, secret);
  } catch (err) {
    if (err instanceof JwtError) throw refuse();
    throw err;
  }
  if (Object.entries(claims).some(([name, value]) => payload[name] !== value)) throw refuse();
}

const INT4 = /^[1-9]\d{0,9}$/;

/**
 * The id a target rule names. Runs before validation (so a refused caller learns nothing from
 * validation messages): path parameters are still strings then, bodies are parsed JSON.
 */
function targetId(req: FastifyRequest, t: Target): number | null {
  const source = (t.in === 'path' ? req.params : req.body) as Record<string, unknown> | undefined;
  const v = source?.[t.name];
  const n = typeof v === 'string' && INT4.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 2147483647 ? n : null;
}

/** Resolves the user a target rule names: the user itself or the owner of the resource. */
async function resolveTarget(
  req: FastifyRequest,
  t: Target,
  id: number,
  identity: Identity,
): Promise<UserRow> {
  const db = req.server.db;
  const userId = t.owner ? await t.owner(db, id) : id;
  if (userId === null) throw notFound(t.notFound);
  if (req.user && userId === req.user.id) return req.user;
  const user = await identity.userById(db, userId);
  if (!user) throw notFound(t.resource === 'user' ? t.notFound : 'User not found.');
  return user;
}

/** The signed-in caller of a route whose rule needs one. */
export function actor(req: FastifyRequest): UserRow {
  if (!req.user) throw notAuthenticated();
  return req.user;
}

/** The user a target rule resolved for this request. */
export function target(req: FastifyRequest): UserRow {
  if (!req.target) throw new Error(`route ${req.routeOptions.url ?? ''} has no target rule`);
  return req.target;
}

/**
 * Authentication and declared access. onRequest: the caller and role rules (before any body is
 * read, so a refused caller never makes the server parse one); preValidation: target rules (a
 * refused caller gets 403/404, never a validation message about data they may not touch).
 */
export default fp(
  (app: FastifyInstance, { identity }: { identity: Identity }, done: () => void) => {
    app.decorateRequest('user', null);
    app.decorateRequest('target', null);
    app.decorateRequest('accessJti', null);
    // Fail at start-up, not at request time, when a route forgets its rule. Only the routes of
    // third-party plugins (CORS preflight, the docs UI's static files) are public without one.
    app.addHook('onRoute', (route) => {
      route.config ??= {};
      if (route.config.access) return;
      if (route.method === 'OPTIONS' || route.url.startsWith('/api/docs')) {
        route.config.access = { rule: 'public' };
        return;
      }
      throw new Error(`route ${String(route.method)} ${route.url} declares no access rule`);
    });
    app.addHook('onRequest', async (req) => {
      if (req.is404) return;
      const a = accessOf(req);
      req.user = await authenticate(req, modeOf(a), identity);
      if (isServiceAccess(a)) {
        authenticateService(req, a);
        return;
      }
      if (a.rule === 'public') return;
      const me = actor(req);
      if ('target' in a) {
        if (roleGate(a.rule, me) === false) throw forbidden(a.denied);
        return;
      }
      if (!roleAllows(a.rule, me)) throw forbidden(a.denied);
    });
    const checkTarget = async (req: FastifyRequest, stage: 'early' | 'late'): Promise<void> => {
      const a = req.routeOptions.config.access;
      if (!a || !('target' in a) || req.target) return;
      const id = targetId(req, a.target);
      // A malformed id is left to validation (400); after validation it names nothing.
      if (id === null) {
        if (stage === 'late') throw notFound(a.target.notFound);
        return;
      }
      const t = await resolveTarget(req, a.target, id, identity);
      if (a.rule === 'correspond' && !t.is_active) throw notFound(a.target.notFound);
      if (!(await targetAllows(req.server.db, a.rule, actor(req), t))) {
        // Another user's own things (notifications) are not even admitted to exist.
        if (a.rule === 'self') throw notFound(a.target.notFound);
        throw forbidden(a.denied);
      }
      req.target = t;
    };
    app.addHook('preValidation', (req) => checkTarget(req, 'early'));
    app.addHook('preHandler', (req) => checkTarget(req, 'late'));
    done();
  },
  { name: 'auth', dependencies: ['csrf', 'sessions'] },
);
