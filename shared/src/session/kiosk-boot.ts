import { onlineManager } from '@tanstack/react-query';
import { meQueryOptions } from '../data/get-me';
import { queryClient } from '../data/query-client';
import { getOrCreateDeviceId } from '../kiosk/device-id';
import { kioskBootstrapFailure, runKioskBootstrap } from '../kiosk/kiosk-bootstrap';
import { decideKiosk, type KioskDecision, syncKioskModeFlag } from '../kiosk/kiosk-mode';
import { startOfflineDay, stopOfflineDay } from '../kiosk/offline-day';
import { resetReachability, startReachability } from '../kiosk/reachability';
import { KIOSK_AUTH_EARLY_FALLBACK_MS, KIOSK_AUTH_FALLBACK_MS } from '../lib/constants';
import { normaliseUser } from '../lib/identity-storage';
import { logger } from '../lib/logger';
import { readStorage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { readRefreshToken } from '../lib/token-storage';
import type { CurrentUser } from './session-types';

/**
 * The kiosk device's side of the session boot (spec 4.3, 4.1 step 7; docs/kiosk-resilience.md): the page's kiosk decision,
 * the fallbacks that keep a kiosk off 'Preparing your experience...', and the device's own sign-in. The
 * session store owns the state; it hands this module what it needs through `KioskBootSession`.
 */
export interface KioskBootSession {
  /** The signed-in user's id, read when the last known day is needed. */
  userId: () => number | null;
  authReady: () => boolean;
  forceAuthReady: () => void;
  setUnreachable: (unreachable: boolean) => void;
  /** The device signed in (or starts offline) as `user`. */
  settle: (user: CurrentUser) => void;
  reloadUser: () => Promise<void>;
}

let kioskDecision: KioskDecision | null = null;
let fallbackTimers: ReturnType<typeof setTimeout>[] = [];

/** The person a kiosk device signed in as (kept in local storage by its bootstrap). */
function storedKioskUserId(): number | null {
  const id = Number(readStorage('local', STORAGE_KEYS.kioskUserId));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A kiosk with no API and a last known day starts as the person of that day (its `me` answer). */
function offlineKioskUser(): CurrentUser | null {
  const id = storedKioskUserId();
  if (id === null || !readRefreshToken()) return null;
  return normaliseUser(queryClient.getQueryData(meQueryOptions(id).queryKey));
}

/** Runs `task` once, the next time the API can be reached (at once when it can). */
function whenOnline(task: () => void): void {
  if (onlineManager.isOnline()) {
    task();
    return;
  }
  const unsubscribe = onlineManager.subscribe((online) => {
    if (!online) return;
    unsubscribe();
    task();
  });
}

/**
 * Spec 4.3, decided once per page: the host picks its remotes profile from it before the boot runs.
 * `apply` runs with the first decision only.
 */
export function decideKioskOncePerPage(
  session: Pick<KioskBootSession, 'userId'>,
  apply: (decision: KioskDecision) => void,
): KioskDecision {
  if (kioskDecision) return kioskDecision;
  const decision = decideKiosk();
  kioskDecision = decision;
  syncKioskModeFlag(window.location.pathname);
  if (decision.kioskDevice) {
    getOrCreateDeviceId();
    // docs/kiosk-resilience.md: "online" means "the API answers", and the last known day comes back before any screen.
    startReachability();
    startOfflineDay(storedKioskUserId(), session.userId);
  }
  apply(decision);
  return decision;
}

/** Step 7: a kiosk must never hang on 'Preparing your experience...'. */
export function armKioskAuthFallbacks(
  session: Pick<KioskBootSession, 'authReady' | 'forceAuthReady'>,
): void {
  for (const delay of [KIOSK_AUTH_EARLY_FALLBACK_MS, KIOSK_AUTH_FALLBACK_MS]) {
    fallbackTimers.push(
      setTimeout(() => {
        if (session.authReady()) return;
        logger.warn(`Kiosk auth fallback: auth ready forced after ${delay} ms`);
        session.forceAuthReady();
      }, delay),
    );
  }
}

export function clearKioskAuthFallbacks(): void {
  fallbackTimers.forEach((timer) => clearTimeout(timer));
  fallbackTimers = [];
}

/**
 * Step 2 on a kiosk: the device signs itself in. True when the session is settled with a user; false when
 * the boot goes on as on any other page.
 */
export async function signInKioskDevice(session: KioskBootSession): Promise<boolean> {
  const kioskUser = await runKioskBootstrap();
  const unreachable = kioskBootstrapFailure() === 'unreachable';
  session.setUnreachable(unreachable);
  // With the API away, a kiosk that has its last known day shows it (the user is the one that day
  // belongs to); its tokens are used, refreshed or replaced by a new sign-in once the API is back.
  const user = kioskUser ?? (unreachable ? offlineKioskUser() : null);
  if (!user) return false;
  session.settle(user);
  const reloadKioskUser = (): void => {
    session
      .reloadUser()
      .catch((error: unknown) => logger.warn('Could not load the kiosk user', error));
  };
  // The kiosk-login user carries only id and roles: fill in the rest when the API answers.
  if (kioskUser) reloadKioskUser();
  else whenOnline(reloadKioskUser);
  return true;
}

/** Test support: no decision, fallback, reachability probe or last known day left over. */
export function resetKioskBoot(): void {
  clearKioskAuthFallbacks();
  stopOfflineDay();
  resetReachability();
  kioskDecision = null;
}
