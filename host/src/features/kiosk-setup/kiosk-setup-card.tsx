import {
  apiClient,
  Button,
  Card,
  kioskBootstrapFailure,
  Page,
  pageReload,
  Stack,
  STORAGE_KEYS,
  useSessionStore,
} from '@care/shared';
import { getOrCreateDeviceId } from '@care/shared/host';
import { useEffect, useState } from 'react';
import { TEXTS } from '../../texts';

/** How often a kiosk that could not reach the API asks again whether it is back. */
export const KIOSK_RECONNECT_MS = 15_000;

/** Starts the page again (the boot signs the kiosk in): shared's one page reload, also used by the clock. */
export { pageReload };

/** Every `KIOSK_RECONNECT_MS` until the API answers its health check, then starts the page again. */
function useReconnect(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    let stopped = false;
    const timer = setInterval(() => {
      apiClient
        .get('/health', { skipAuthRefresh: true })
        .then(() => {
          if (!stopped) pageReload.run();
        })
        // Still away: the card already says so; the next tick asks again.
        .catch(() => undefined);
    }, KIOSK_RECONNECT_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active]);
}

/**
 * True when this page's kiosk sign-in failed although the API says the device is bound: its key was refused
 * (or it kept none). The bootstrap keeps the bound person's id only while the API names one for the device.
 */
function keyRefused(): boolean {
  if (kioskBootstrapFailure() !== 'unbound') return false;
  try {
    return Boolean(localStorage.getItem(STORAGE_KEYS.kioskUserId));
  } catch {
    // Storage the browser refuses to open holds no binding either: the card says "not bound yet".
    return false;
  }
}

/**
 * Kiosk profile, unauthenticated, on /auth/login: a kiosk has no login form (and does not download mfe-auth
 * until asked). It shows its device id so that staff can bind it in Kiosk Configuration, and lets an
 * administrator open the login form to sign in on the device itself. When its own sign-in found the API away,
 * it says it is reconnecting (a bound kiosk must not be told it is not bound) and starts again once it is back;
 * when the API refused the key of a device that is bound, it says so and how an administrator re-keys it.
 */
export function KioskSetupCard({ onAdminSignIn }: { onAdminSignIn: () => void }) {
  const [deviceId] = useState(getOrCreateDeviceId);
  const unreachable = useSessionStore((state) => state.kioskUnreachable);
  // Read once: the boot's sign-in is over before this card shows, and "Try again" starts the page anew.
  const [refused] = useState(keyRefused);
  useReconnect(unreachable);
  const message = unreachable
    ? TEXTS.kioskSetup.reconnecting
    : refused
      ? TEXTS.kioskSetup.keyRefused
      : TEXTS.kioskSetup.intro;
  const instructions = refused
    ? TEXTS.kioskSetup.keyRefusedInstructions
    : TEXTS.kioskSetup.instructions;
  return (
    <Page
      title={unreachable ? TEXTS.kioskSetup.reconnectingTitle : TEXTS.kioskSetup.title}
      maxWidth="sm"
    >
      <Card maxWidth={600}>
        <p>{message}</p>
        <p>
          {TEXTS.kioskSetup.deviceIdLabel}:{' '}
          <strong data-testid="kiosk-device-id">{deviceId}</strong>
        </p>
        {!unreachable && <p>{instructions}</p>}
        <Stack direction="row" gap={2} wrap>
          <Button onClick={() => pageReload.run()}>{TEXTS.kioskSetup.reload}</Button>
          <Button variant="secondary" onClick={onAdminSignIn}>
            {TEXTS.kioskSetup.adminSignIn}
          </Button>
        </Stack>
      </Card>
    </Page>
  );
}
