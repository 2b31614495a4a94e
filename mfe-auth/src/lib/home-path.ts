import { buildPath, ROUTES } from '@care/shared';

/** Spec 1 / 2.2: admins land on the admin dashboard, everyone else on their own clock page. */
export function homePath(isAdmin: boolean, userId: number | string | null | undefined): string {
  if (isAdmin) return ROUTES.adminDashboard;
  return buildPath('clock', { userId }) ?? '/';
}
