import { jwtExpiryMs } from './jwt';
import { logger } from './logger';
import { readStorage, removeStorage, writeStorage, type StorageArea } from './storage';
import { STORAGE_KEYS } from './storage-keys';
import { isWellFormedToken } from './token';

/**
 * Tokens live in session storage, or in local storage in kiosk mode (spec 3) so that a kiosk survives a
 * browser restart. The session store switches the mode as kiosk mode changes.
 */
let kioskStorage = false;

export function isKioskTokenStorage(): boolean {
  return kioskStorage;
}

export function setKioskTokenStorage(on: boolean): void {
  kioskStorage = on;
}

function tokenAreas(): StorageArea[] {
  // A normal browser never reads local tokens: a kiosk's kept refresh token must not sign it in.
  return kioskStorage ? ['local', 'session'] : ['session'];
}

function readToken(key: string): string | null {
  for (const area of tokenAreas()) {
    const raw = readStorage(area, key);
    if (raw === null) continue;
    if (isWellFormedToken(raw)) return raw;
    removeStorage(area, key);
    logger.warn(`Removed a corrupt ${key} from ${area} storage`);
  }
  return null;
}

export function readAccessToken(): string | null {
  return readToken(STORAGE_KEYS.accessToken);
}

export function readRefreshToken(): string | null {
  return readToken(STORAGE_KEYS.refreshToken);
}

/**
 * Whether the session holds a usable access token, wherever it keeps it (local storage on a kiosk). A screen that
 * needs one before it loads (spec 2.8, 2.11) asks this; the token itself stays with the API client.
 */
export function hasAccessToken(): boolean {
  return readAccessToken() !== null;
}

/**
 * Where new tokens go: where the current refresh token lives, else the mode's storage. Tokens thus stay
 * in session storage for a browser that signed in normally and then showed a clock page (kiosk mode by
 * path), and in local storage for a kiosk that signed in by bootstrap.
 */
function tokenHome(): StorageArea {
  for (const area of tokenAreas()) {
    if (readStorage(area, STORAGE_KEYS.refreshToken) !== null) return area;
  }
  return kioskStorage ? 'local' : 'session';
}

export function storeTokens(
  tokens: { access: string; refresh?: string | null | undefined },
  area: StorageArea = tokenHome(),
): void {
  writeStorage(area, STORAGE_KEYS.accessToken, tokens.access);
  if (typeof tokens.refresh === 'string' && tokens.refresh !== '') {
    writeStorage(area, STORAGE_KEYS.refreshToken, tokens.refresh);
  }
  const expiry = jwtExpiryMs(tokens.access);
  if (expiry === null) removeStorage('session', STORAGE_KEYS.tokenExpiry);
  else writeStorage('session', STORAGE_KEYS.tokenExpiry, String(expiry));
}

export function markTokenRefreshed(now: number = Date.now()): void {
  writeStorage('session', STORAGE_KEYS.lastTokenRefresh, String(now));
  if (kioskStorage) writeStorage('local', STORAGE_KEYS.lastTokenRefresh, String(now));
}

/** Removes the tokens from both storages; `keepRefresh` keeps the refresh token (kiosk logout). */
export function clearTokens(options: { keepRefresh?: boolean } = {}): void {
  for (const area of ['session', 'local'] as const) {
    removeStorage(area, STORAGE_KEYS.accessToken);
    if (!options.keepRefresh) removeStorage(area, STORAGE_KEYS.refreshToken);
  }
  removeStorage('session', STORAGE_KEYS.tokenExpiry);
  removeStorage('session', STORAGE_KEYS.lastTokenRefresh);
}
