import { buildPath, ROUTES } from './route-builder';

/** A user's own clock page, or null without a usable id. */
export function clockPath(userId: number | string | null | undefined): string | null {
  return buildPath('clock', { userId });
}

/** Spec 1: admins land on the admin dashboard, everyone else on their own clock page. */
export function homePath(userId: number | string | null | undefined, isAdmin: boolean): string {
  if (isAdmin) return ROUTES.adminDashboard;
  return clockPath(userId) ?? ROUTES.login;
}
