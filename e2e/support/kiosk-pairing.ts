import { randomUUID } from 'node:crypto';
import { expect, type BrowserContext } from '@playwright/test';
import type { AccountApi } from './care-clock-pages';
import { API } from './site';

/** What a device keeps in local storage `kiosk_pairing` while its pairing is pending (docs/product.md 3). */
export interface KioskPairingCodes {
  device_code: string;
  user_code: string;
  /** Epoch ms. */
  expires_at: number;
}

/** A kiosk device: its id and the pairing that an administrator approved for it (its secret not claimed yet). */
export interface PairedKiosk {
  deviceId: string;
  pairing: KioskPairingCodes;
}

/** A new device id, as a device makes its own (`kiosk-` and a version 4 UUID). */
function newDeviceId(): string {
  return `kiosk-${randomUUID()}`;
}

/** The device's side (docs/product.md 4.3): `POST /kiosk/pairing/` {device_id}, as its setup card does. */
async function startDevicePairing(deviceId: string): Promise<KioskPairingCodes> {
  const response = await fetch(`${API}/kiosk/pairing/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ device_id: deviceId }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = (await response.json()) as {
    device_code: string;
    user_code: string;
    expires_in: number;
  };
  return {
    device_code: body.device_code,
    user_code: body.user_code,
    expires_at: Date.now() + body.expires_in * 1000,
  };
}

/**
 * Pairs a new kiosk device with `userId` the way the product does: the device starts a pairing, an administrator
 * (`asAdmin`) enters its user code on the person's Kiosk Configuration (`POST /users/{id}/kiosk-pairing/`). The
 * device then claims its own secret at its first bootstrap: give its browser context `seedKioskDevice`.
 */
export async function pairKiosk(asAdmin: AccountApi, userId: number): Promise<PairedKiosk> {
  const deviceId = newDeviceId();
  const pairing = await startDevicePairing(deviceId);
  await asAdmin.call('POST', `/users/${userId}/kiosk-pairing/`, { user_code: pairing.user_code });
  return { deviceId, pairing };
}

/**
 * What the device's storage holds before its first start: its id and, until it holds a secret of its own, its
 * approved pairing (the boot's bootstrap sends the device code and receives the secret, once). A reload after
 * that keeps the secret it claimed, as a real kiosk does.
 */
export async function seedKioskDevice(context: BrowserContext, kiosk: PairedKiosk): Promise<void> {
  await context.addInitScript(
    ({ deviceId, pairing }) => {
      window.localStorage.setItem('device_id', deviceId);
      if (!window.localStorage.getItem('kiosk_secret')) {
        window.localStorage.setItem('kiosk_pairing', JSON.stringify(pairing));
      }
    },
    { deviceId: kiosk.deviceId, pairing: kiosk.pairing },
  );
}
