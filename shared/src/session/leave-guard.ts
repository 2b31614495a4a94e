import { useSessionStore } from './session-store';

/**
 * Unsaved work on a screen (docs/product.md 2.11, "Leaving unsaved changes"): while a guard is set, leaving its
 * path through the app (a button, a link, a navbar menu, the browser's back and forward) asks it first. The host's
 * history consults the guards (host/src/app/guarded-history.ts); the browser's own leaving (reload, close, a typed
 * address) is `beforeunload`'s, which the screen adds itself.
 */
export interface LeaveGuard {
  /** The path the unsaved work is on: a change of its query only (a filter, a tab) is not leaving. */
  path: string;
  /** Asks the person; runs `leave` if they choose to go. */
  ask: (leave: () => void) => void;
}

const guards = new Set<LeaveGuard>();

/** Sets a guard until the returned function removes it. */
export function setLeaveGuard(guard: LeaveGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/**
 * The guard that holds the page from going to `toPath` (null: somewhere unknown, a step in history), if any. A
 * session that has ended (sign-out, inactivity, a refused refresh) leaves without asking: nothing can be saved.
 */
export function leaveGuardFor(toPath: string | null): LeaveGuard | null {
  if (!useSessionStore.getState().isAuthenticated) return null;
  for (const guard of guards) if (guard.path !== toPath) return guard;
  return null;
}
