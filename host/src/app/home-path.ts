import { buildPath, ROUTES } from '@care/shared';
import type { CurrentUser } from '@care/shared';

/** Spec 1: admins land on the admin dashboard, everyone else on their own clock page. */
export function homePath(user: Pick<CurrentUser, 'id'>, isAdmin: boolean): string {
  if (isAdmin) return ROUTES.adminDashboard;
  return clockPath(user) ?? ROUTES.login;
}

export function clockPath(user: Pick<CurrentUser, 'id'>): string | null {
  return buildPath('clock', { userId: user.id });
}
