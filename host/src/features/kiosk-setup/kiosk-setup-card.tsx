import {
  apiClient,
  Button,
  Card,
  currentIntlLocale,
  kioskBootstrapFailure,
  Page,
  pageReload,
  Stack,
  STORAGE_KEYS,
  useSessionStore,
} from '@care/shared';
import { getOrCreateDeviceId, runKioskPairing, type KioskPairingView } from '@care/shared/host';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { TEXTS } from '../../texts';
import { PairingQr } from './pairing-qr';

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
 * docs/product.md 4.3: while `active`, the device pairs itself (shared's pairing loop: a code, kept across a
 * reload, asked about every few seconds, replaced when it expires); once paired, the page starts again and the
 * boot signs the kiosk in with its own secret.
 */
function usePairing(active: boolean): KioskPairingView {
  const [view, setView] = useState<KioskPairingView>({ pairing: null, unreachable: false });
  useEffect(() => {
    if (!active) return undefined;
    const loop = runKioskPairing({ onView: setView, onPaired: () => pageReload.run() });
    return loop.stop;
  }, [active]);
  return view;
}

/**
 * True when this page's kiosk sign-in failed on a device that was paired before: the API says it is bound but
 * refused its key (or it kept none), or it holds a secret from a pairing the API no longer honours (re-keyed,
 * unbound, restored). The bootstrap keeps the bound person's id only while the API names one for the device.
 */
function needsPairingAgain(): boolean {
  if (kioskBootstrapFailure() !== 'unbound') return false;
  try {
    return Boolean(
      localStorage.getItem(STORAGE_KEYS.kioskUserId) ||
      localStorage.getItem(STORAGE_KEYS.kioskSecret),
    );
  } catch {
    // Storage the browser refuses to open holds no binding either: the card says "not paired yet".
    return false;
  }
}

function timeOfDay(epochMs: number): string {
  return new Date(epochMs).toLocaleTimeString(currentIntlLocale(), {
    hour: '2-digit',
    minute: '2-digit',
  });
}

// The kiosk's screen is 1024×600 and read from a bed: the code large, the QR beside it, nothing scrolls.
const Columns = styled.div`
  display: flex;
  gap: 32px;
  align-items: center;
  justify-content: space-between;
`;

const Words = styled.div`
  flex: 1 1 auto;
  min-width: 0;
  font-size: 22px;
  line-height: 1.4;

  p {
    margin: 0 0 12px;
  }
`;

const Code = styled.p`
  && {
    margin: 4px 0 8px;
  }
  font-family: ui-monospace, 'DejaVu Sans Mono', Menlo, Consolas, monospace;
  font-size: 88px;
  font-weight: 700;
  line-height: 1.1;
  letter-spacing: 0.08em;
  white-space: nowrap;
`;

const Small = styled.p`
  font-size: 18px;
`;

/**
 * Kiosk profile, unauthenticated, on /auth/login: a kiosk has no login form (and does not download mfe-auth
 * until asked). A device without a working binding pairs itself (docs/product.md 4.3): it shows a pairing code,
 * large, with a QR of it, which an administrator types on the person's Kiosk Configuration; the device then
 * receives its own secret and starts again. An administrator can also open the login form on the device. When
 * its own sign-in found the API away, it says it is reconnecting (a bound kiosk must not be told it is not
 * bound) and starts again once it is back; a device that was paired before (its key refused, or its binding
 * re-keyed or removed) says that it needs pairing again.
 */
export function KioskSetupCard({ onAdminSignIn }: { onAdminSignIn: () => void }) {
  const [deviceId] = useState(getOrCreateDeviceId);
  const unreachable = useSessionStore((state) => state.kioskUnreachable);
  // Read once: the boot's sign-in is over before this card shows, and "Try again" starts the page anew.
  const [refused] = useState(needsPairingAgain);
  useReconnect(unreachable);
  // A device that could not ask the API whether it is bound does not start a pairing: it may well be bound.
  const { pairing, unreachable: pairingAway } = usePairing(!unreachable);
  const away = unreachable || pairingAway;
  const message = away
    ? pairingAway && pairing
      ? TEXTS.kioskSetup.reconnectingWhilePairing
      : TEXTS.kioskSetup.reconnecting
    : refused
      ? TEXTS.kioskSetup.keyRefused
      : TEXTS.kioskSetup.intro;
  return (
    <Page title={away ? TEXTS.kioskSetup.reconnectingTitle : TEXTS.kioskSetup.title} maxWidth="lg">
      <Card>
        <Columns>
          <Words>
            <p>{message}</p>
            {pairing ? (
              <>
                <p>{TEXTS.kioskSetup.pairingInstruction}</p>
                <Code data-testid="kiosk-pairing-code">{pairing.user_code}</Code>
                <p>{TEXTS.kioskSetup.pairingExpiry(timeOfDay(pairing.expires_at))}</p>
              </>
            ) : (
              !unreachable && <p role="status">{TEXTS.kioskSetup.gettingCode}</p>
            )}
            <Small>
              {TEXTS.kioskSetup.deviceIdLabel}:{' '}
              <strong data-testid="kiosk-device-id">{deviceId}</strong>
            </Small>
            <Stack direction="row" gap={2} wrap>
              <Button onClick={() => pageReload.run()}>{TEXTS.kioskSetup.reload}</Button>
              <Button variant="secondary" onClick={onAdminSignIn}>
                {TEXTS.kioskSetup.adminSignIn}
              </Button>
            </Stack>
          </Words>
          {pairing && <PairingQr text={pairing.user_code} />}
        </Columns>
      </Card>
    </Page>
  );
}
