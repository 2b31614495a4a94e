import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { RemoteParcel } from '@care/shared';
import type { NavigateFn } from '@care/shared';
import { KIOSK_SCREEN_RECOVERY } from '../features/kiosk-screen-recovery/kiosk-screen-recovery';
import { screenParams } from './route-table';
import type { ScreenRoute as ScreenRouteDef } from './route-table';
import { useSessionView } from './session-view';

/** Wraps the router's navigate for parcels: a number is a step in history, a string a path. */
function useParcelNavigate(): NavigateFn {
  const routerNavigate = useNavigate();
  return useCallback<NavigateFn>(
    (to, options) => {
      if (typeof to === 'number') void routerNavigate(to);
      else void routerNavigate(to, options);
    },
    [routerNavigate],
  );
}

/** Mounts the parcel that owns a route, with memoised `{ navigate, params, search }` (docs/architecture.md, "Parcels" #2). */
export function ScreenRoute({ screen }: { screen: ScreenRouteDef }) {
  const navigate = useParcelNavigate();
  const urlParams = useParams();
  const { search } = useLocation();
  // A string key: the props object changes only when a param value really changes.
  const paramsKey = JSON.stringify(screenParams(urlParams));
  const props = useMemo(
    () => ({ navigate, params: JSON.parse(paramsKey) as Record<string, string>, search }),
    [navigate, paramsKey, search],
  );
  // A kiosk has nobody to press Retry: its screen loads again by itself behind a calm message.
  const { kioskMode } = useSessionView();
  // Each module's params are derived from the routes it serves (shared/src/manifests), so they match.
  return (
    <RemoteParcel
      id={screen.module}
      props={props}
      recovery={kioskMode ? KIOSK_SCREEN_RECOVERY : undefined}
    />
  );
}
