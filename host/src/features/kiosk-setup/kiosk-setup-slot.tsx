import { FullPageLoader } from '@care/shared';
import { lazy, Suspense } from 'react';
import { TEXTS } from '../../texts';

/** How long a kiosk waits before it asks again for the setup card's code when it could not be loaded. */
const RETRY_MS = 5_000;

/** Loads again after a pause until it arrives: a kiosk comes back by itself (docs/kiosk-resilience.md). */
function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        setTimeout(() => resolve(untilLoaded(load)), RETRY_MS);
      }),
  );
}

// The setup card (with its pairing) loads only on a kiosk that shows it, never with the clock's first JavaScript
// (scripts/size-report.mjs keeps that budget).
const KioskSetupCard = lazy(() =>
  untilLoaded(() =>
    import(/* webpackChunkName: "kiosk-setup" */ './kiosk-setup-card').then((module) => ({
      default: module.KioskSetupCard,
    })),
  ),
);

/** The kiosk setup card, loaded when a kiosk first shows it. */
export function KioskSetupSlot({ onAdminSignIn }: { onAdminSignIn: () => void }) {
  return (
    <Suspense fallback={<FullPageLoader text={TEXTS.initializingKiosk} />}>
      <KioskSetupCard onAdminSignIn={onAdminSignIn} />
    </Suspense>
  );
}
