import { isAxiosError } from 'axios';
import { apiClient } from '../api/api-client';
import { forgetCsrfToken } from '../api/csrf';
import type { ApiRequestBody, ApiResponse } from '../api/contract';
import { isAdminUser } from '../lib/admin-rule';
import { normaliseUser, storeIdentity } from '../lib/identity-storage';
import { logger } from '../lib/logger';
import { readStorage, removeStorage, writeStorage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { isValidToken, isWellFormedToken } from '../lib/token';
import { setKioskTokenStorage, storeTokens } from '../lib/token-storage';
import type { CurrentUser } from '../contracts/current-user';
import { readDeviceId } from './device-id';
import {
  clearKioskPairing,
  KIOSK_PAIRING_HEADER,
  pendingPairingCode,
  storeKioskBinding,
} from './kiosk-pairing-storage';

const KIOSK_BOOTSTRAP_CONFIG_PATH = '/kiosk_bootstrap_config/';
const KIOSK_LOGIN_PATH = '/kiosk-login/';

// Partial: a misbehaving server is survived field by field (spec 4.3: false on any failure).
type BootstrapConfig = Partial<ApiResponse<'/kiosk_bootstrap_config/', 'get'>>;
type KioskLoginResponse = Partial<ApiResponse<'/kiosk-login/', 'post'>>;

/**
 * Why the last kiosk bootstrap did not sign in: 'unreachable' when the API did not answer (no response, a
 * 5xx or a 429) — the device may well be bound, so it must not be told it is not; 'unbound' otherwise.
 *
 * 'unbound' also covers a device that is bound but whose key the API refused (re-keyed elsewhere, storage
 * lost). The stored kiosk user id tells the two apart: it is kept only while the API says the device is
 * bound (its bootstrap config names the person) and dropped when the API says it is bound to nobody, so
 * the setup card can say which one is true without a change to this union.
 */
export type KioskBootstrapFailure = 'unreachable' | 'unbound';
let lastFailure: KioskBootstrapFailure | null = null;

/** The last bootstrap's failure on this page, or null when it signed in (or never ran). */
export function kioskBootstrapFailure(): KioskBootstrapFailure | null {
  return lastFailure;
}

/** The bootstrap config's 404: the API knows no binding for this device. */
function isNotRegistered(error: unknown): boolean {
  return isAxiosError(error) && error.response?.status === 404;
}

/** The bootstrap's 404 `code` for a device code (`authorization_pending`, `expired_token`), if any. */
function pairingErrorCode(error: unknown): unknown {
  if (!isAxiosError(error)) return undefined;
  return (error.response?.data as { code?: unknown } | null | undefined)?.code;
}

function failureOf(error: unknown): KioskBootstrapFailure {
  if (!isAxiosError(error)) return 'unbound';
  const status = error.response?.status;
  return status === undefined || status >= 500 || status === 429 ? 'unreachable' : 'unbound';
}

function positiveId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Spec 4.1 step 2 / 4.3 kiosk bootstrap, returning the signed-in user (or null on any failure):
 * GET /kiosk_bootstrap_config/ with X-DEVICE-ID → {user_id, kiosk_secret}, then POST /kiosk-login/
 * {user_id, kiosk_secret, device_id} → {access, refresh, user}; tokens go to local storage.
 * A device in the middle of a pairing (docs/product.md 4.3) also sends its device code in X-KIOSK-PAIRING, so a
 * reload resumes it: the approved pairing's answer carries the device's own secret, once.
 */
export async function runKioskBootstrap(): Promise<CurrentUser | null> {
  const deviceId = readDeviceId();
  lastFailure = 'unbound';
  if (!deviceId) return null;
  const pairingCode = pendingPairingCode();
  try {
    let config: BootstrapConfig | null;
    try {
      // Old tokens must not stand in the way of a fresh kiosk sign-in: no pre-request refresh here.
      ({ data: config } = await apiClient.get<BootstrapConfig | null>(KIOSK_BOOTSTRAP_CONFIG_PATH, {
        headers: {
          'X-DEVICE-ID': deviceId,
          ...(pairingCode ? { [KIOSK_PAIRING_HEADER]: pairingCode } : {}),
        },
        skipAuthRefresh: true,
      }));
    } catch (error) {
      // Bound to nobody: the person it was bound to before is not its person any more.
      if (isNotRegistered(error)) removeStorage('local', STORAGE_KEYS.kioskUserId);
      // A pairing the API no longer knows (expired, spent, superseded): the setup card starts a new one.
      if (
        isNotRegistered(error) &&
        pairingCode &&
        pairingErrorCode(error) !== 'authorization_pending'
      ) {
        clearKioskPairing();
      }
      throw error;
    }
    const boundUserId = positiveId(config?.user_id);
    // Bound, even when the sign-in below cannot happen (no key kept) or is refused (a key from before a re-key).
    if (boundUserId !== null) writeStorage('local', STORAGE_KEYS.kioskUserId, String(boundUserId));
    const secret =
      typeof config?.kiosk_secret === 'string' && config.kiosk_secret !== ''
        ? config.kiosk_secret
        : readStorage('local', STORAGE_KEYS.kioskSecret);
    const userId = boundUserId ?? positiveId(readStorage('local', STORAGE_KEYS.kioskUserId));
    // Spec 4.3: sign-in needs both the device id and the kiosk secret, otherwise nothing happens.
    if (!secret || userId === null) return null;
    storeKioskBinding(deviceId, userId, secret);
    // The pairing's one answer with a secret spends it.
    if (pairingCode && typeof config?.kiosk_secret === 'string') clearKioskPairing();

    const login: ApiRequestBody<'/kiosk-login/', 'post'> = {
      user_id: userId,
      kiosk_secret: secret,
      device_id: deviceId,
    };
    const { data } = await apiClient.post<KioskLoginResponse | null>(KIOSK_LOGIN_PATH, login, {
      skipAuthRefresh: true,
    });
    const user = normaliseUser(data?.user);
    if (!isValidToken(data?.access) || !isWellFormedToken(data.refresh) || !user) {
      throw new Error('Kiosk login response needs id, access and refresh.');
    }
    setKioskTokenStorage(true);
    storeTokens({ access: data.access, refresh: data.refresh }, 'local');
    // docs/product.md 4.1 step 6: the token in hand is not this new session's. The boot fetches none on a kiosk
    // (spec 4.1 step 2): the kiosk ping's, before its first write, is bound to this session.
    forgetCsrfToken();
    storeIdentity(user, isAdminUser(user, { includeStaff: true }));
    lastFailure = null;
    return user;
  } catch (error) {
    logger.warn('Kiosk bootstrap failed', error);
    lastFailure = failureOf(error);
    return null;
  }
}

/** Spec 4.3: true when the kiosk signed in, false on any failure. */
export async function kioskBootstrap(): Promise<boolean> {
  return (await runKioskBootstrap()) !== null;
}
