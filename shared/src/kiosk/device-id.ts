import { readStorage, writeStorage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';

type ReadLocal = (key: string) => string | null;
const readLocal: ReadLocal = (key) => readStorage('local', key);

function configDeviceId(raw: string | null): string | null {
  if (raw === null) return null;
  try {
    const config: unknown = JSON.parse(raw);
    const id =
      typeof config === 'object' && config !== null
        ? (config as { device_id?: unknown }).device_id
        : undefined;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

/**
 * THE way to read the kiosk device id (spec 3 keeps it under three local keys): device_id, else
 * kiosk_device_id, else the device_id inside kiosk_config; null when none is stored. `getLocal` lets kiosk
 * detection read the same keys through its test environment.
 */
export function readDeviceId(getLocal: ReadLocal = readLocal): string | null {
  return (
    getLocal(STORAGE_KEYS.deviceId) ||
    getLocal(STORAGE_KEYS.kioskDeviceId) ||
    configDeviceId(getLocal(STORAGE_KEYS.kioskConfig))
  );
}

/** Spec 3: 'kiosk-' plus a random unique id, generated and stored locally if missing. */
export function getOrCreateDeviceId(): string {
  const id = readDeviceId() ?? `kiosk-${crypto.randomUUID()}`;
  writeStorage('local', STORAGE_KEYS.deviceId, id);
  writeStorage('local', STORAGE_KEYS.kioskDeviceId, id);
  return id;
}
