import { isAxiosError } from 'axios';
import { apiClient } from '../api/api-client';
import { logger } from '../lib/logger';
import { writeStorage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { readDeviceId } from './device-id';
import {
  clearKioskPairing,
  isKioskPairing,
  isKioskPairingExpired,
  KIOSK_PAIRING_HEADER,
  readKioskPairing,
  storeKioskBinding,
  type KioskPairing,
} from './kiosk-pairing-storage';

/**
 * The device's side of kiosk pairing (docs/product.md 4.3, the shape of RFC 8628's device authorization grant):
 * the device starts a pairing and keeps its device code (its proof) to itself; an administrator types the short
 * user code on the person's Kiosk Configuration; the device asks the bootstrap with its device code until the
 * pairing is approved, and then receives its own kiosk secret — once. The device id alone never yields one.
 */
const KIOSK_PAIRING_PATH = '/kiosk/pairing/';
const KIOSK_BOOTSTRAP_CONFIG_PATH = '/kiosk_bootstrap_config/';
/** RFC 8628 3.2: the poll interval when the API names none (or the page was reloaded mid-pairing). */
const KIOSK_PAIRING_DEFAULT_INTERVAL_S = 5;

/** A pairing as the device works with it: the stored part and the poll interval (ms). */
interface ActiveKioskPairing extends KioskPairing {
  intervalMs: number;
}

/**
 * One poll's outcome: 'paired' (the secret is stored: start the page again), 'pending' (nobody has typed the
 * code yet), 'expired' (the code is spent or out of date: start a new pairing), 'unreachable' (no answer:
 * ask again later, quietly).
 */
type KioskPairingPoll = 'paired' | 'pending' | 'expired' | 'unreachable';

function positiveSeconds(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * `POST /kiosk/pairing/` {device_id}: a new pairing for this device (it supersedes its earlier pending one),
 * kept in local storage. Throws when the API does not answer with one.
 */
async function startKioskPairing(): Promise<ActiveKioskPairing> {
  const deviceId = readDeviceId();
  if (!deviceId) throw new Error('A kiosk pairing needs a device id.');
  const { data } = await apiClient.post<Record<string, unknown> | null>(
    KIOSK_PAIRING_PATH,
    { device_id: deviceId },
    { skipAuthRefresh: true },
  );
  const pairing = {
    device_code: data?.device_code,
    user_code: data?.user_code,
    expires_at: Date.now() + positiveSeconds(data?.expires_in, 600) * 1000,
  };
  if (!isKioskPairing(pairing))
    throw new Error('The pairing response needs a device code and a user code.');
  writeStorage('local', STORAGE_KEYS.kioskPairing, JSON.stringify(pairing));
  return {
    ...pairing,
    intervalMs: positiveSeconds(data?.interval, KIOSK_PAIRING_DEFAULT_INTERVAL_S) * 1000,
  };
}

function positiveId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * One question to the bootstrap with the pairing's device code. On the approved pairing's one 200 the secret
 * is stored and the pairing dropped; an expired (or spent, superseded, unknown) pairing is dropped too.
 */
async function pollKioskPairing(pairing: KioskPairing): Promise<KioskPairingPoll> {
  const deviceId = readDeviceId();
  if (!deviceId) return 'expired';
  if (isKioskPairingExpired(pairing)) {
    clearKioskPairing();
    return 'expired';
  }
  try {
    const { data } = await apiClient.get<Record<string, unknown> | null>(
      KIOSK_BOOTSTRAP_CONFIG_PATH,
      {
        headers: { 'X-DEVICE-ID': deviceId, [KIOSK_PAIRING_HEADER]: pairing.device_code },
        skipAuthRefresh: true,
      },
    );
    const userId = positiveId(data?.user_id);
    const secret = data?.kiosk_secret;
    if (userId === null || typeof secret !== 'string' || secret === '') return 'pending';
    storeKioskBinding(deviceId, userId, secret);
    clearKioskPairing();
    return 'paired';
  } catch (error) {
    if (!isAxiosError(error) || error.response === undefined) return 'unreachable';
    const status = error.response.status;
    if (status === 429 || status >= 500) return 'unreachable';
    const code = (error.response.data as { code?: unknown } | null | undefined)?.code;
    if (status === 404 && code === 'authorization_pending') return 'pending';
    clearKioskPairing();
    return 'expired';
  }
}

/** What the setup card shows while the device pairs: the code, or that it is still asking for one. */
export interface KioskPairingView {
  pairing: KioskPairing | null;
  /** The API did not answer the last question (the card's reconnecting message says so). */
  unreachable: boolean;
}

export interface KioskPairingLoop {
  stop: () => void;
}

/**
 * Runs the device's pairing until it is paired: resumes the stored pairing (or starts one), asks the bootstrap
 * every `interval` s, replaces an expired code by a new one, keeps asking quietly while the API is away, and
 * calls `onPaired` once the secret is stored. `onView` hears every change the card shows.
 */
export function runKioskPairing(handlers: {
  onView: (view: KioskPairingView) => void;
  onPaired: () => void;
}): KioskPairingLoop {
  let stopped = false;
  // A call, not the variable: the steps read it again after each await.
  const isStopped = (): boolean => stopped;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const defaultMs = KIOSK_PAIRING_DEFAULT_INTERVAL_S * 1000;
  const stored = readKioskPairing();
  let current: ActiveKioskPairing | null =
    stored && !isKioskPairingExpired(stored) ? { ...stored, intervalMs: defaultMs } : null;

  const later = (ms: number): void => {
    if (isStopped()) return;
    timer = setTimeout(() => void step(), ms);
  };

  const step = async (): Promise<void> => {
    if (isStopped()) return;
    if (current === null) {
      try {
        current = await startKioskPairing();
        if (isStopped()) return;
        handlers.onView({ pairing: current, unreachable: false });
      } catch (error) {
        if (isStopped()) return;
        logger.warn('Could not start a kiosk pairing', error);
        const unreachable =
          !isAxiosError(error) ||
          error.response === undefined ||
          error.response.status >= 500 ||
          error.response.status === 429;
        handlers.onView({ pairing: null, unreachable });
        later(defaultMs);
        return;
      }
      later(current.intervalMs);
      return;
    }
    const pairing = current;
    const outcome = await pollKioskPairing(pairing);
    if (isStopped()) return;
    if (outcome === 'paired') {
      stopped = true;
      handlers.onPaired();
      return;
    }
    if (outcome === 'expired') {
      current = null;
      void step();
      return;
    }
    handlers.onView({ pairing, unreachable: outcome === 'unreachable' });
    later(pairing.intervalMs);
  };

  handlers.onView({ pairing: current, unreachable: false });
  if (current) later(current.intervalMs);
  else void step();

  return {
    stop: () => {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
    },
  };
}
