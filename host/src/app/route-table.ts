import { ROUTES } from '@care/shared';

/**
 * The host's route table is derived from the remote manifests (shared/src/manifests): `SCREEN_ROUTES` lists
 * every route of spec 2.1 with the module that serves it and its guard. The host owns what is done with it:
 * routing (routes.tsx), guards (route-gates.tsx) and redirects (redirect-rules.ts).
 */
export { SCREEN_ROUTES, type RouteGuard, type ScreenRoute } from '@care/shared';

/** The params a screen receives: the URL's own, raw (the `*` of a splat is not a param). */
export function screenParams(
  urlParams: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(urlParams)) {
    if (value === undefined || name === '*') continue;
    params[name] = value;
  }
  return params;
}

/** Paths where an unauthenticated user may stay (spec 2.2: login, register, reset). */
export const SIGN_IN_FLOW_PATHS: readonly string[] = [
  ROUTES.login,
  ROUTES.register,
  ROUTES.passwordReset,
];
