import type { CurrentUser } from '../contracts/current-user';

type AdminFlags = Pick<
  CurrentUser,
  'is_admin' | 'is_primary_admin' | 'is_clinical_admin' | 'is_staff' | 'is_superuser'
>;

/**
 * Spec 1's admin rule: is_admin, is_primary_admin, is_clinical_admin or is_superuser. It decides the landing
 * page, the admin-area guard, the navbar and the inactivity limit (the session's `isAdmin`). is_staff alone
 * counts only where spec 1 says "in some screens": `includeStaff` adds it, for the stored `is_admin` flag
 * of spec 3. (Approving an account sets is_staff, spec 4.6: an approved person is not an admin.)
 */
export function isAdminUser(
  user: Partial<AdminFlags> | null | undefined,
  options: { includeStaff?: boolean } = {},
): boolean {
  if (!user) return false;
  if (
    user.is_admin === true ||
    user.is_primary_admin === true ||
    user.is_clinical_admin === true ||
    user.is_superuser === true
  ) {
    return true;
  }
  return options.includeStaff === true && user.is_staff === true;
}

type RoleFlags = Partial<
  Pick<CurrentUser, 'is_admin' | 'is_primary_admin' | 'is_staff' | 'is_superuser'>
>;

/**
 * The server's role rules the screens mirror (api/src/access/rules.ts; the server still decides), defined once
 * for the navbar (host) and the admin area (mfe-admin) alike (each once re-typed them).
 */
export const roles = {
  /** Full admins: superuser, admin or primary admin (the audit log, every user, messages to anyone). */
  isFullAdmin: (u: RoleFlags | null | undefined): boolean =>
    u?.is_superuser === true || u?.is_admin === true || u?.is_primary_admin === true,
  /** Superuser and staff together: the admin controls, approval, (de)activation, backups. */
  canManageAccounts: (u: RoleFlags | null | undefined): boolean =>
    u?.is_superuser === true && u.is_staff === true,
  /** User Sessions: superusers and admins. */
  canSeeSessions: (u: RoleFlags | null | undefined): boolean =>
    u?.is_superuser === true || u?.is_admin === true,
};
