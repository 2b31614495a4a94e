import type { CurrentUser } from '../contracts/current-user';
import { readStorage, removeStorage, writeStorage } from './storage';
import { STORAGE_KEYS } from './storage-keys';
import { isKioskTokenStorage } from './token-storage';

/**
 * The identity the app keeps (spec 3): id, display name, first name, e-mail and the admin flag.
 * Display name and first name travel inside `user_data` (the whole current-user object as JSON).
 */
export function storeIdentity(user: CurrentUser, isAdmin: boolean): void {
  writeStorage('session', STORAGE_KEYS.id, String(user.id));
  writeStorage('session', STORAGE_KEYS.userId, String(user.id));
  writeStorage('session', STORAGE_KEYS.role, user.role);
  writeStorage('session', STORAGE_KEYS.email, user.email);
  writeStorage('session', STORAGE_KEYS.isAdmin, String(isAdmin));
  writeStorage('session', STORAGE_KEYS.userData, JSON.stringify(user));
  if (isKioskTokenStorage()) writeStorage('local', STORAGE_KEYS.role, user.role);
}

export function clearIdentity(): void {
  for (const key of [
    STORAGE_KEYS.id,
    STORAGE_KEYS.userId,
    STORAGE_KEYS.role,
    STORAGE_KEYS.email,
    STORAGE_KEYS.isAdmin,
    STORAGE_KEYS.userData,
  ]) {
    removeStorage('session', key);
  }
  removeStorage('local', STORAGE_KEYS.role);
}

/** The stored user id, if any (spec 4.1 step 5: rehydration needs one). */
export function readStoredUserId(): number | null {
  const raw =
    readStorage('session', STORAGE_KEYS.id) ?? readStorage('session', STORAGE_KEYS.userId);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Fills the fields the current-user call always carries, from any partial user object. */
export function normaliseUser(raw: unknown): CurrentUser | null {
  if (raw === null || typeof raw !== 'object') return null;
  const source = raw as Record<string, unknown>;
  const id = typeof source.id === 'number' ? source.id : Number(source.id);
  if (!Number.isInteger(id) || id <= 0 || source.id === null || source.id === '') return null;
  const text = (key: string): string => (typeof source[key] === 'string' ? source[key] : '');
  const flag = (key: string): boolean => source[key] === true;
  const roles = Array.isArray(source.roles) ? source.roles : [];
  const firstRole: unknown = roles[0];
  const role =
    typeof source.role === 'string' && source.role !== ''
      ? source.role
      : typeof firstRole === 'string'
        ? firstRole
        : 'User';
  return {
    ...(source as Partial<CurrentUser>),
    id,
    role,
    email: text('email'),
    display_name: text('display_name'),
    username: text('username'),
    first_name: text('first_name'),
    is_admin: flag('is_admin'),
    is_staff: flag('is_staff'),
    is_superuser: flag('is_superuser'),
  };
}

/** The user stored in `user_data`, if it is a usable current-user object. */
export function readStoredUser(): CurrentUser | null {
  const raw = readStorage('session', STORAGE_KEYS.userData);
  if (raw === null) return null;
  try {
    return normaliseUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * Spec 2.4, 2.5, 5: some screens require "an access token in session storage" before they load anything
 * (the raw value, checked for presence only: the API client validates and refreshes it).
 */
export function hasSessionAccessToken(): boolean {
  const value = readStorage('session', STORAGE_KEYS.accessToken);
  return value !== null && value.trim() !== '';
}
