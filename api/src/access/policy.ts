import type { AppConfig } from '../config';
import type { Queryable } from '../db/db';
import type { UserRow } from '../types';
import { canManageAccounts, holdsUnlinked, isFullAdmin, mayReach } from './relations';
import type { RoleRule, ServiceRule, TargetRule } from './rules';

export { canManageAccounts, isFullAdmin };

/**
 * Server-side roles (spec 6), as documented in api/README.md "Roles"; who may see whom is stated once, in
 * relations.ts:
 * - full admin (is_superuser, is_admin or is_primary_admin): every user's data and user edit;
 * - account manager (is_superuser AND is_staff): additionally the admin controls
 *   (approve, reject, activate/deactivate, is_staff, is_admin), backup export and restore;
 * - clinical admin: the users assigned to them (care data, kiosk configuration, pictures, clinical
 *   settings such as the missed-dose threshold);
 * - caregiver: the users linked to them in caregiver_links (care data and pictures);
 * - staff alone (is_staff, which approval sets): the read-only user directory, nothing more;
 * - everyone: their own data.
 */
/**
 * Accounts whose rights reach beyond their own data. Their sign-in identity (e-mail, username,
 * kiosk credentials) must not be steerable by a lesser admin: an admin who redirected a
 * superuser's e-mail (then reset the password) or bound a kiosk secret to it would become them.
 * is_staff is left out on purpose: approval sets it on every ordinary user.
 */
export const holdsPrivilege = (u: UserRow): boolean =>
  u.is_superuser || u.is_admin || u.is_primary_admin || u.is_clinical_admin || u.is_caregiver;
/** Spec 1's admin rule (without staff): who works in the admin area. */
const isAdminArea = (u: UserRow): boolean =>
  isFullAdmin(u) || canManageAccounts(u) || u.is_clinical_admin;
const canSeeDirectory = (u: UserRow): boolean =>
  isFullAdmin(u) || u.is_staff || u.is_clinical_admin;

/** Role rules: they depend on the caller alone. */
export function roleAllows(rule: RoleRule, actor: UserRow): boolean {
  switch (rule) {
    case 'signed-in':
      return true;
    case 'full-admin':
      return isFullAdmin(actor);
    case 'account-manager':
      return canManageAccounts(actor);
    case 'directory':
      return canSeeDirectory(actor);
    case 'kiosk-admin':
    case 'admin-area':
      return isAdminArea(actor);
  }
}

/** Target rules decided by the caller's role before the target is looked up (null: needs it). */
export function roleGate(rule: TargetRule, actor: UserRow): boolean | null {
  if (rule === 'manage') return isFullAdmin(actor) || canManageAccounts(actor);
  if (rule === 'accounts') return canManageAccounts(actor);
  return null;
}

/** Whether `actor` may act on `target` under a target rule. */
export async function targetAllows(
  q: Queryable,
  rule: TargetRule,
  actor: UserRow,
  target: UserRow,
): Promise<boolean> {
  const admin = isFullAdmin(actor) || canManageAccounts(actor);
  const care = (a: UserRow, t: UserRow): Promise<boolean> => mayReach(q, 'care', a, t);
  switch (rule) {
    case 'care':
      return care(actor, target);
    case 'read':
      return mayReach(q, 'read', actor, target);
    case 'kiosk':
    case 'clinical':
      return mayConfigureKiosk(actor, target);
    case 'manage':
      return admin;
    case 'accounts':
      return canManageAccounts(actor);
    case 'self':
    case 'person':
      return actor.id === target.id;
    case 'correspond':
      return (await care(actor, target)) || (await care(target, actor));
  }
}

/** Per-field rights inside an update the caller may reach (users module). */
export const mayEditBasics = (actor: UserRow, target: UserRow): boolean =>
  actor.id === target.id || isFullAdmin(actor) || canManageAccounts(actor);
export const mayConfigureKiosk = (actor: UserRow, target: UserRow): boolean =>
  holdsUnlinked('configure', actor, target);

/** A service's credential: the key its bearer JWT is signed with and the claims it must carry. */
export interface ServiceCredential {
  secret: string;
  claims: Record<string, string>;
}

/**
 * What proves each service rule's caller. The voice gateway's key also signs users' local voice
 * tokens (iss care-api): the claims tell the gateway's own credential apart from those.
 */
export const SERVICE_CREDENTIALS: Record<ServiceRule, (cfg: AppConfig) => ServiceCredential> = {
  'voice-gateway': (cfg) => ({
    secret: cfg.voiceGatewaySecret,
    claims: { iss: 'voice-gateway', sub: 'directory' },
  }),
};
