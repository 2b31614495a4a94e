import type { CurrentUser } from '../contracts/current-user';
import type { KioskDecision } from '../kiosk/kiosk-mode';

export type { CurrentUser } from '../contracts/current-user';

/**
 * The session store's public shape (`useSessionStore` in `session-store.ts`), shared by host and remotes.
 * Boot and authentication follow spec 4.1, the token lifecycle 4.2, kiosk mode 4.3.
 */
export interface SessionState {
  /** Spec 4.1: false until initialisation settles (or a kiosk fallback forces it). */
  authReady: boolean;
  isAuthenticated: boolean;
  /**
   * The signed-in user's id. The user's details are the `me` query (`useMe()`): the session keeps only what
   * the boot, the guards and the redirects need.
   */
  userId: number | null;
  /** The section 1 admin rule: landing page, admin-area guard, navbar, inactivity limit. */
  isAdmin: boolean;
  /** The user cares for linked people (is_caregiver): their home is the people page. */
  isCaregiver: boolean;
  /** Effective kiosk mode (see kiosk/kiosk-mode.ts for how readings A and B are reconciled). */
  kioskMode: boolean;
  /** True when this device is a kiosk device: it loads the kiosk remotes profile. */
  kioskDevice: boolean;
  /**
   * The kiosk's own sign-in found the API away (no answer, a 5xx, a 429): the device may well be bound, so the
   * setup card says it is reconnecting instead of "not bound yet", and tries again by itself.
   */
  kioskUnreachable: boolean;

  /**
   * Spec 4.3: decides kiosk mode for this page, once (the first call decides; later calls return the same).
   * The host calls it at start to choose its remotes profile; the boot calls it as its step 1.
   */
  decideKiosk: () => KioskDecision;
  /** Runs the boot sequence of spec 4.1 once; later calls share the first. */
  initialize: () => Promise<void>;
  /** Spec 4.1 step 6. Rejects with the server's error (an axios error) on failure. */
  login: (email: string, password: string) => Promise<CurrentUser>;
  /**
   * Spec 4.1 step 8: ends the session (the host's redirect rules then go to login). `force` signs a
   * non-admin out of a kiosk too; otherwise a kiosk stays in kiosk mode and keeps its refresh token. When
   * the server call fails, 'An error occurred during logout. Please try again.' shows and the session ends
   * 1.5 s later. Never rejects: callers just `void logout()`.
   */
  logout: (options?: { force?: boolean }) => Promise<void>;
  /** Re-fetches /users/me/ into the `me` query and the stored identity (e.g. after the name changed). */
  reloadUser: () => Promise<void>;
  /**
   * Keeps tokens the server issued outside sign-in, e.g. the fresh pair a password change returns (the server
   * revokes the old ones). Ignored unless the access token is valid.
   */
  adoptTokens: (tokens: { access: unknown; refresh?: unknown }) => void;
}
