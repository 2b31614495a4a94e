import type { Queryable } from '../db/db';

/**
 * Access rules a route declares in `config.access`. The auth plugin enforces them before the
 * handler runs; the OpenAPI document shows them as `x-access`. Handlers never re-check access.
 *
 * Role rules depend on the caller alone and are checked before the body is read:
 * - `signed-in`: any active, approved account;
 * - `full-admin`: is_superuser, is_admin or is_primary_admin;
 * - `account-manager`: is_superuser and is_staff together (admin controls, restore, backup export);
 * - `directory`: full admins, staff and clinical admins (read-only user directory);
 * - `kiosk-admin`: full admins, account managers and clinical admins (kiosk secrets);
 * - `admin-area`: the same people, as spec 1's admin rule names them (admin, primary admin,
 *   clinical admin, superuser): the dashboard and the admin lists, scoped by the handler to the
 *   users a clinical admin is assigned.
 *
 * Target rules name a user (a path parameter, a body field, or the owner of a resource) and are
 * checked after validation; the resolved user is `req.target`:
 * - `care`: the user themselves, full admins, their assigned clinical admin, linked caregivers;
 * - `read`: `care`, plus staff (the user record, never care data);
 * - `kiosk`: full admins, account managers and the assigned clinical admin (kiosk configuration);
 * - `clinical`: the same people, for clinical settings of the user (the missed-dose threshold);
 * - `manage`: full admins and account managers (role checked before the target is looked up);
 * - `accounts`: account managers only (role checked before the target is looked up);
 * - `self`: only the owner; anyone else gets 404, as if the resource did not exist;
 * - `correspond`: caller and target are in a care relation, either way round (messages).
 * - `person`: only the user themselves (their own sign-in or their kiosk); anyone else, their
 *   caregivers and admins included, is 403 with the rule's detail. For acts that speak for the
 *   person ("I have read it"): a caregiver viewing the clock must not answer for them.
 *
 * Service rules admit a service of the suite by its own bearer credential, never a person's
 * token (a person's token, or none, is 401 with the rule's `denied` text):
 * - `voice-gateway`: the local voice gateway (HS256 with VOICE_GATEWAY_SECRET, iss voice-gateway).
 */
export type RoleRule =
  'signed-in' | 'full-admin' | 'account-manager' | 'directory' | 'kiosk-admin' | 'admin-area';
export type TargetRule =
  'care' | 'read' | 'kiosk' | 'clinical' | 'manage' | 'accounts' | 'self' | 'correspond' | 'person';
export type ServiceRule = 'voice-gateway';

export interface Target {
  in: 'path' | 'body';
  /** Path parameter or body field holding the id. */
  name: string;
  /** What the id names: 'user', or a resource owned by a user. */
  resource: string;
  /** For resources: the owning user's id, or null when the resource does not exist. */
  owner?: (q: Queryable, id: number) => Promise<number | null>;
  /** 404 detail when the id names nothing. */
  notFound: string;
}

export type ServiceAccess = { rule: ServiceRule; denied: string };
export type Access =
  | { rule: 'public'; identify?: 'optional' | 'lenient' }
  | { rule: RoleRule; denied?: string }
  | { rule: TargetRule; target: Target; denied?: string }
  | ServiceAccess;

const SERVICE_RULES: readonly string[] = ['voice-gateway'] satisfies ServiceRule[];
export const isServiceAccess = (a: Access): a is ServiceAccess => SERVICE_RULES.includes(a.rule);

const userTarget = (name: string, where: 'path' | 'body' = 'path'): Target => ({
  in: where,
  name,
  resource: 'user',
  notFound: 'User not found.',
});

/** Builders used in route declarations: `config: { access: access.care('id') }`. */
export const access = {
  /**
   * No sign-in needed. `identify: 'optional'` reads a bearer token when one is sent (a bad one is
   * 401); 'lenient' reads it but treats a bad or expired token as anonymous.
   */
  public: (identify?: 'optional' | 'lenient'): Access =>
    identify ? { rule: 'public', identify } : { rule: 'public' },
  signedIn: { rule: 'signed-in' } as Access,
  fullAdmin: { rule: 'full-admin' } as Access,
  accountManager: (denied = 'Only a superuser with staff status may do this.'): Access => ({
    rule: 'account-manager',
    denied,
  }),
  directory: { rule: 'directory' } as Access,
  kioskAdmin: { rule: 'kiosk-admin' } as Access,
  adminArea: { rule: 'admin-area' } as Access,
  /** A rule on the user named by a path parameter (default `id`). */
  user: (rule: TargetRule, param = 'id', denied?: string): Access => ({
    rule,
    target: userTarget(param),
    ...(denied ? { denied } : {}),
  }),
  care: (param = 'id'): Access => ({ rule: 'care', target: userTarget(param) }),
  /** A rule on the owner of a resource named by a path parameter. */
  owner: (
    rule: TargetRule,
    resource: string,
    param: string,
    owner: NonNullable<Target['owner']>,
    notFound = 'Not found.',
    denied?: string,
  ): Access => ({
    rule,
    target: { in: 'path', name: param, resource, owner, notFound },
    ...(denied ? { denied } : {}),
  }),
  /** Only the local voice gateway, by its own credential (`denied`: the 401 detail). */
  voiceGateway: (denied = 'Only the voice gateway may call this.'): Access => ({
    rule: 'voice-gateway',
    denied,
  }),
  /** A rule on the user named by a body field. */
  bodyUser: (rule: TargetRule, field: string, notFound: string): Access => ({
    rule,
    target: { ...userTarget(field, 'body'), notFound },
  }),
};

/** The rule as the OpenAPI document shows it (`x-access`). */
export function describeAccess(a: Access): Record<string, unknown> {
  if (!('target' in a)) return { ...a };
  const { in: where, name, resource } = a.target;
  return { rule: a.rule, target: { in: where, name, resource } };
}
