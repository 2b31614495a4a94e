import { lazy, Suspense } from 'react';
import { useReleaseStore } from '@care/shared';

/** The notices' code loads only on a page that has one to show (most never do): none of it is in the first load. */
const ReleaseNotices = lazy(() => import('./release-notices'));

export function ReleaseNoticesSlot({ kiosk }: { kiosk: boolean }) {
  const something = useReleaseStore(
    (state) => Object.keys(state.pins).length > 0 || Object.keys(state.fallbacks).length > 0,
  );
  if (!something) return null;
  return (
    <Suspense fallback={null}>
      <ReleaseNotices kiosk={kiosk} />
    </Suspense>
  );
}
