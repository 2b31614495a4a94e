import { useSessionStore } from '@care/shared';
import { useShallow } from 'zustand/react/shallow';

/** The part of the session store the shell's rules read. */
export function useSessionView() {
  return useSessionStore(
    useShallow((state) => ({
      authReady: state.authReady,
      isAuthenticated: state.isAuthenticated,
      userId: state.userId,
      isAdmin: state.isAdmin,
      isCaregiver: state.isCaregiver,
      kioskMode: state.kioskMode,
      kioskDevice: state.kioskDevice,
    })),
  );
}

/**
 * Spec 2.3 / 4.5: the admin navbar (with its Help menu) and the inactivity watcher serve the same group.
 * Everyone else signed in outside kiosk mode gets the navbar's profile menu alone (`isNavbarVisible`).
 */
export function isAdminShellVisible(
  view: Pick<
    ReturnType<typeof useSessionView>,
    'authReady' | 'isAuthenticated' | 'isAdmin' | 'kioskMode'
  >,
  pathname: string,
): boolean {
  return (
    view.authReady &&
    view.isAuthenticated &&
    view.isAdmin &&
    !view.kioskMode &&
    !pathname.startsWith('/auth/')
  );
}

/**
 * Issue 26: every signed-in person outside kiosk mode needs their profile and a way to sign out, which the
 * spec's admin-only navbar left to admins. The bar is shown to them too, with the profile menu only: the Help
 * menu and the inactivity limit stay the admins' (spec 2.3, 4.5). A kiosk never shows it (spec 4.3).
 */
export function isNavbarVisible(
  view: Pick<ReturnType<typeof useSessionView>, 'authReady' | 'isAuthenticated' | 'kioskMode'>,
  pathname: string,
): boolean {
  return (
    view.authReady && view.isAuthenticated && !view.kioskMode && !pathname.startsWith('/auth/')
  );
}
