import { readStorage, writeStorage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';

/** The stored kiosk device id (device_id, else kiosk_device_id), or null. */
export function readDeviceId(): string | null {
  return (
    readStorage('local', STORAGE_KEYS.deviceId) ||
    readStorage('local', STORAGE_KEYS.kioskDeviceId) ||
    null
  );
}

/** Spec 3: 'kiosk-' plus a random unique id, generated and stored locally if missing. */
export function getOrCreateDeviceId(): string {
  const existing = readDeviceId();
  const id = existing ?? `kiosk-${crypto.randomUUID()}`;
  writeStorage('local', STORAGE_KEYS.deviceId, id);
  writeStorage('local', STORAGE_KEYS.kioskDeviceId, id);
  return id;
}
