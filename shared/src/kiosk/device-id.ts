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

function randomBytes(count: number): Uint8Array {
  const bytes = new Uint8Array(count);
  // getRandomValues exists in insecure contexts too (a kiosk on plain HTTP); randomUUID does not.
  if (typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function') {
    return crypto.getRandomValues(bytes);
  }
  // No Web Crypto at all (very old engines): the id only has to be unique among a household's devices.
  for (let index = 0; index < count; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  return bytes;
}

/** A random RFC 4122 version 4 UUID that needs no secure context. */
function randomId(): string {
  const bytes = randomBytes(16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Spec 3: 'kiosk-' plus a random unique id, generated and stored locally if missing. */
export function getOrCreateDeviceId(): string {
  const id = readDeviceId() ?? `kiosk-${randomId()}`;
  writeStorage('local', STORAGE_KEYS.deviceId, id);
  writeStorage('local', STORAGE_KEYS.kioskDeviceId, id);
  return id;
}
