import { lazy, Suspense } from 'react';

/**
 * Only a signed-in non-admin's pages show the header: none of its code is in the first load of the login page or a
 * kiosk (scripts/size-report.mjs budgets both).
 */
const OwnPagesHeader = lazy(() =>
  import('./own-pages-header').then((module) => ({ default: module.OwnPagesHeader })),
);

export function OwnPagesSlot() {
  return (
    <Suspense fallback={null}>
      <OwnPagesHeader />
    </Suspense>
  );
}
