import { matchPath } from 'react-router-dom';
import { SCREEN_ROUTES } from '@care/shared';
import type { ScreenModuleId } from '@care/shared';
import type { RemotesProfile } from '@care/shared/host';

/** A kiosk always opens on its user's clock page (spec 1: the home of everyone but admins). */
export const KIOSK_FIRST_SCREEN: ScreenModuleId = 'mfe_care/ClockScreen';

/**
 * The screen a page load will most likely show first, known before the session has booted: on a kiosk its user's
 * clock, elsewhere the screen of the address itself (the login page on /auth/login), or null where only the session
 * decides (`/` leads to login or home). The boot preloads it (bootstrap.tsx).
 */
export function firstScreenModule(
  pathname: string,
  profile: RemotesProfile,
): ScreenModuleId | null {
  if (profile === 'kiosk') return KIOSK_FIRST_SCREEN;
  const route = SCREEN_ROUTES.find((candidate) =>
    matchPath({ path: candidate.path, end: true }, pathname),
  );
  return route?.module ?? null;
}
