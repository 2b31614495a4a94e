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
 * Spec 2.3 / 4.5 / 6: the navbar (with its Help and Profile menus) and the inactivity watcher are the admins',
 * outside kiosk mode (spec 4.3) and off the sign-in pages.
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
 * docs/product.md 2.3 _(our choice)_: everyone else signed in outside kiosk mode needs a way home, to their
 * profile and out, which the spec's admin-only navbar leaves to admins. Their pages carry a header of their own
 * screens instead (never the navbar, its menus or the inactivity limit). A kiosk shows neither (spec 4.3).
 */
export function isOwnPagesHeaderVisible(
  view: Pick<
    ReturnType<typeof useSessionView>,
    'authReady' | 'isAuthenticated' | 'isAdmin' | 'kioskMode'
  >,
  pathname: string,
): boolean {
  return (
    view.authReady &&
    view.isAuthenticated &&
    !view.isAdmin &&
    !view.kioskMode &&
    !pathname.startsWith('/auth/')
  );
}
