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
