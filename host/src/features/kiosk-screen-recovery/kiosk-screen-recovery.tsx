import { Card, Page } from '@care/shared';
import { retryDelay } from '@care/shared/host';
import type { RemoteRecovery } from '@care/shared/host';
import { TEXTS } from '../../texts';

/** A kiosk screen whose module could not load is loaded again after 5 s, then twice as long each time… */
const KIOSK_SCREEN_RETRY_FIRST_MS = 5_000;
/** …up to this, for as long as it takes (nobody is there to press Retry; the remote may be back after a deploy). */
const KIOSK_SCREEN_RETRY_MAX_MS = 60_000;

/** The wait before a kiosk screen's retry after its `failures`-th failure (1, 2, …). */
export function kioskScreenRetryDelay(failures: number): number {
  return retryDelay(failures, KIOSK_SCREEN_RETRY_FIRST_MS, KIOSK_SCREEN_RETRY_MAX_MS);
}

/** What a kiosk shows instead of the error screen while its screen is being loaded again: calm, no button. */
function KioskScreenRecovering() {
  return (
    <Page title={TEXTS.kioskScreenRecovery.title} maxWidth="sm">
      <Card maxWidth={600}>
        <p role="status">{TEXTS.kioskScreenRecovery.message}</p>
      </Card>
    </Page>
  );
}

/** The recovery every kiosk screen gets (one stable object: the parcel loader keeps it across renders). */
export const KIOSK_SCREEN_RECOVERY: RemoteRecovery = {
  retryDelay: kioskScreenRetryDelay,
  fallback: <KioskScreenRecovering />,
};
