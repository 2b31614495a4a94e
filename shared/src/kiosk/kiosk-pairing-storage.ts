import { readStorage, removeStorage, writeStorage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';

/**
 * What the boot's bootstrap needs of a kiosk's pairing (docs/product.md 4.3): the pending pairing kept in local
 * storage `kiosk_pairing` (a reload resumes it) and where a claimed secret goes. The pairing loop itself
 * (`kiosk-pairing.ts`) is loaded with the setup card, never with a kiosk's first JavaScript.
 */

/** The header that carries the pending pairing's device code to the bootstrap. */
export const KIOSK_PAIRING_HEADER = 'X-KIOSK-PAIRING';

/** What local storage key `kiosk_pairing` holds while a pairing is pending (`expires_at`: epoch ms). */
export interface KioskPairing {
  device_code: string;
  user_code: string;
  expires_at: number;
}

export function isKioskPairing(value: unknown): value is KioskPairing {
  if (typeof value !== 'object' || value === null) return false;
  const pairing = value as Record<string, unknown>;
  return (
    typeof pairing.device_code === 'string' &&
    pairing.device_code !== '' &&
    typeof pairing.user_code === 'string' &&
    pairing.user_code !== '' &&
    typeof pairing.expires_at === 'number' &&
    Number.isFinite(pairing.expires_at)
  );
}

/** The pending pairing kept in local storage (a reload resumes it), or null. */
export function readKioskPairing(): KioskPairing | null {
  const raw = readStorage('local', STORAGE_KEYS.kioskPairing);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return isKioskPairing(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearKioskPairing(): void {
  removeStorage('local', STORAGE_KEYS.kioskPairing);
}

/** True once the code's lifetime is over (the API would answer `expired_token`). */
export function isKioskPairingExpired(pairing: KioskPairing, now = Date.now()): boolean {
  return now >= pairing.expires_at;
}

/** The device code of a pending, unexpired pairing, for the boot's bootstrap (a reload mid-pairing resumes). */
export function pendingPairingCode(): string | null {
  const pairing = readKioskPairing();
  return pairing && !isKioskPairingExpired(pairing) ? pairing.device_code : null;
}

/**
 * Stores a kiosk secret the bootstrap handed this device, as spec 3 keeps it: `kiosk_secret`, `kiosk_user_id`
 * and `kiosk_config`.
 */
export function storeKioskBinding(deviceId: string, userId: number, secret: string): void {
  writeStorage('local', STORAGE_KEYS.kioskSecret, secret);
  writeStorage('local', STORAGE_KEYS.kioskUserId, String(userId));
  writeStorage(
    'local',
    STORAGE_KEYS.kioskConfig,
    JSON.stringify({ device_id: deviceId, kiosk_secret: secret, user_id: userId }),
  );
}
