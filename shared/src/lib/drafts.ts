import { readStoredUserId } from './identity-storage';
import { readStorage, removeStorage, writeStorage } from './storage';

/**
 * Text typed and not yet sent, kept in session storage (it survives a change of tab or screen and a reload, never the
 * tab) under `care_draft:{signed-in user id}:{name}` (docs/product.md 3). Signing out removes every draft, so the
 * next person at a shared computer finds none.
 */
const PREFIX = 'care_draft:';

function keyOf(name: string): string | null {
  const userId = readStoredUserId();
  return userId === null ? null : `${PREFIX}${userId}:${name}`;
}

/** The signed-in person's draft `name`, as written (JSON), or null. */
export function readDraft(name: string): unknown {
  const key = keyOf(name);
  const raw = key === null ? null : readStorage('session', key);
  try {
    return raw === null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function writeDraft(name: string, value: unknown): void {
  const key = keyOf(name);
  if (key !== null) writeStorage('session', key, JSON.stringify(value));
}

export function removeDraft(name: string): void {
  const key = keyOf(name);
  if (key !== null) removeStorage('session', key);
}

/** Every draft of everyone (sign-out, a session that ended). */
export function clearDrafts(): void {
  try {
    const storage = window.sessionStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
    for (const key of keys) if (key.startsWith(PREFIX)) storage.removeItem(key);
  } catch {
    // No session storage: no drafts.
  }
}
