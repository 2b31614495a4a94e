import { Button, Card, getOrCreateDeviceId, Page, Stack } from '@care/shared';
import { useState } from 'react';
import { TEXTS } from '../../texts';

/**
 * Kiosk profile, unauthenticated, on /auth/login: a kiosk has no login form (and does not download mfe-auth
 * until asked). It shows its device id so that staff can bind it in Kiosk Configuration, and lets an
 * administrator open the login form to sign in on the device itself.
 */
export function KioskSetupCard({ onAdminSignIn }: { onAdminSignIn: () => void }) {
  const [deviceId] = useState(getOrCreateDeviceId);
  return (
    <Page title={TEXTS.kioskSetup.title} maxWidth="sm">
      <Card maxWidth={600}>
        <p>{TEXTS.kioskSetup.intro}</p>
        <p>
          {TEXTS.kioskSetup.deviceIdLabel}:{' '}
          <strong data-testid="kiosk-device-id">{deviceId}</strong>
        </p>
        <p>{TEXTS.kioskSetup.instructions}</p>
        <Stack direction="row" gap={2} wrap>
          <Button onClick={() => window.location.reload()}>{TEXTS.kioskSetup.reload}</Button>
          <Button variant="secondary" onClick={onAdminSignIn}>
            {TEXTS.kioskSetup.adminSignIn}
          </Button>
        </Stack>
      </Card>
    </Page>
  );
}
