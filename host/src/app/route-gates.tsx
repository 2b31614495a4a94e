import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { FullPageLoader, ROUTES } from '@care/shared';
import { TEXTS } from '../texts';
import { clockPath, homePath } from '@care/shared';
import type { LoginState } from './redirect-rules';
import type { RouteGuard } from './route-table';
import { useSessionView } from './session-view';

/** Spec 2.2: the sign-in guard and the admin-area guard. */
export function RouteGate({ guard, children }: { guard: RouteGuard; children: ReactNode }) {
  const { authReady, isAuthenticated, userId, isAdmin } = useSessionView();
  const location = useLocation();
  if (guard === 'public' || guard === 'open') return children;
  if (!authReady) return <FullPageLoader text={TEXTS.loading} />;
  if (!isAuthenticated) {
    // The login redirect comes back here after sign-in (a link in an e-mail keeps its target).
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={ROUTES.login} replace state={{ from } satisfies LoginState} />;
  }
  if (userId === null) return <FullPageLoader text={TEXTS.loading} />;
  if (guard === 'admin' && !isAdmin) {
    return <Navigate to={clockPath(userId) ?? ROUTES.login} replace />;
  }
  return children;
}

/** Spec 2.2 '/'. */
export function RootRoute() {
  const { isAuthenticated, userId, isAdmin, isCaregiver, kioskMode } = useSessionView();
  if (kioskMode) {
    const target = userId === null ? null : clockPath(userId);
    return target ? (
      <Navigate to={target} replace />
    ) : (
      <FullPageLoader text={TEXTS.initializingKiosk} />
    );
  }
  if (!isAuthenticated) return <Navigate to={ROUTES.login} replace />;
  if (userId === null) return <FullPageLoader text={TEXTS.loading} />;
  return <Navigate to={homePath(userId, isAdmin, isCaregiver)} replace />;
}

/** Spec 2.2: an unknown path sends authenticated users home and others to login. */
export function UnknownRoute() {
  const { isAuthenticated, userId, isAdmin, isCaregiver } = useSessionView();
  if (!isAuthenticated) return <Navigate to={ROUTES.login} replace />;
  if (userId === null) return <FullPageLoader text={TEXTS.loading} />;
  return <Navigate to={homePath(userId, isAdmin, isCaregiver)} replace />;
}
