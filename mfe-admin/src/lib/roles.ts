import type { CurrentUser } from '@care/shared';

/** Server rules the screens mirror (api/README.md "Roles"); the server still decides. */
export const isFullAdmin = (u: CurrentUser): boolean =>
  u.is_superuser || u.is_admin || u.is_primary_admin === true;

/** Superuser and staff together: the admin controls, approval, (de)activation, backups (spec 6). */
export const canManageAccounts = (u: CurrentUser): boolean => u.is_superuser && u.is_staff;

/** User Sessions: superusers and admins (spec 2.3, 6). */
export const canSeeSessions = (u: CurrentUser): boolean => u.is_superuser || u.is_admin;
