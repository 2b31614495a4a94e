import type { CurrentUser } from '../contracts/current-user';

type AdminFlags = Pick<
  CurrentUser,
  'is_admin' | 'is_primary_admin' | 'is_clinical_admin' | 'is_staff' | 'is_superuser'
>;

/**
 * Spec 1 admin rule: is_admin, is_primary_admin or is_clinical_admin; `includeStaff` adds is_staff and
 * is_superuser ("in some screens"; also the stored admin flag of spec 3 and the session's `isAdmin`).
 */
export function isAdminUser(
  user: Partial<AdminFlags> | null | undefined,
  options: { includeStaff?: boolean } = {},
): boolean {
  if (!user) return false;
  if (user.is_admin === true || user.is_primary_admin === true || user.is_clinical_admin === true) {
    return true;
  }
  return options.includeStaff === true && (user.is_staff === true || user.is_superuser === true);
}
