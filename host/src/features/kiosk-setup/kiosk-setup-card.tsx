import { Button, Card, getOrCreateDeviceId, Page } from '@care/shared';
import { useState } from 'react';
import { TEXTS } from '../../texts';

/**
 * Kiosk profile, unauthenticated, on /auth/login: a kiosk has no login form (and does not download
 * mfe-auth). It shows its device id so that staff can bind it in Kiosk Configuration.
 */
export function KioskSetupCard() {
  const [deviceId] = useState(getOrCreateDeviceId);
  return (
    <Page>
      <Card title={TEXTS.kioskSetup.title} maxWidth={600}>
        <p>{TEXTS.kioskSetup.intro}</p>
        <p>
          {TEXTS.kioskSetup.deviceIdLabel}:{' '}
          <strong data-testid="kiosk-device-id">{deviceId}</strong>
        </p>
        <p>{TEXTS.kioskSetup.instructions}</p>
        <Button onClick={() => window.location.reload()}>{TEXTS.kioskSetup.reload}</Button>
      </Card>
    </Page>
  );
}
