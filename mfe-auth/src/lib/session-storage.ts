import { STORAGE_KEYS } from '@care/shared';

function read(key: string): string | null {
  try {
    const value = window.sessionStorage.getItem(key);
    return value === null || value.trim() === '' ? null : value;
  } catch {
    // Storage can throw in sandboxed frames and private modes: treat it as empty.
    return null;
  }
}

/** Spec 2.4, 2.5, 5: these screens require an access token in session storage. */
export function sessionAccessToken(): string | null {
  return read(STORAGE_KEYS.accessToken);
}

/** The signed-in user's id from session storage (`id`, else `userId`), only if it is a positive number. */
export function sessionUserId(): string | null {
  const value = read(STORAGE_KEYS.id) ?? read(STORAGE_KEYS.userId);
  return value !== null && /^\d+$/.test(value) && Number(value) > 0 ? value : null;
}
