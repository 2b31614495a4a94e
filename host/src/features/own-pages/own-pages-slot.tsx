import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';

/**
 * Only a signed-in non-admin's pages show the header: none of its code is in the first load of the login page or a
 * kiosk (scripts/size-report.mjs budgets both).
 */
const OwnPagesHeader = lazy(() =>
  import('./own-pages-header').then((module) => ({ default: module.OwnPagesHeader })),
);

/**
 * The page under the header of one's own pages, when `show`: the page waits (`fallback`) until the header's code has
 * arrived, so the header never appears above a page already on screen and pushes it down (no layout shift on the
 * first screen, docs/performance.md). The page is always the same child of the same boundary, so showing or hiding
 * the header never mounts it again.
 */
export function OwnPagesSlot({
  show,
  fallback,
  children,
}: {
  show: boolean;
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      {show && <OwnPagesHeader />}
      {children}
    </Suspense>
  );
}
