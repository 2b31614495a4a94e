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
      kioskMode: state.kioskMode,
      kioskDevice: state.kioskDevice,
    })),
  );
}

/** Spec 2.3 / 4.5: the navbar and the inactivity watcher serve the same group. */
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
