import { buildPath, ROUTES } from '@care/shared';

/** Spec 1: admins land on the admin dashboard, everyone else on their own clock page. */
export function homePath(userId: number, isAdmin: boolean): string {
  if (isAdmin) return ROUTES.adminDashboard;
  return clockPath(userId) ?? ROUTES.login;
}

export function clockPath(userId: number): string | null {
  return buildPath('clock', { userId });
}
