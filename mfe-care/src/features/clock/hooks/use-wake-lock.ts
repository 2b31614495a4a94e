import { useEffect } from 'react';
import { log } from '../../../lib/log';

/** After the browser releases the lock while the page still shows (power saving), ask again this much later. */
export const WAKE_LOCK_RETRY_MS = 60_000;

/** One warning per page: a kiosk without the API would otherwise log on every visibility change. */
let warned = false;

/** Tests start each case as a fresh page. */
export function resetWakeLockWarning(): void {
  warned = false;
}

function warnOnce(message: string, detail?: unknown): void {
  if (warned) return;
  warned = true;
  log.warn(message, detail);
}

/**
 * Keeps the screen on while `active` (the clock page on a kiosk): a screen wake lock, released on unmount,
 * asked for again when the page becomes visible (the browser drops it when hidden) and, a minute later,
 * after the browser released it while visible. Where the API is missing or refuses (headless Chromium, a
 * page without focus, power saving), it logs once and the clock carries on.
 */
export function useScreenWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    if (!('wakeLock' in navigator)) {
      warnOnce('Screen wake lock: not supported by this browser');
      return undefined;
    }
    let stopped = false;
    // A call, not the variable: it may change in the cleanup while a request awaits.
    const isStopped = (): boolean => stopped;
    let sentinel: WakeLockSentinel | null = null;
    let requesting = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;

    const acquire = async (): Promise<void> => {
      if (isStopped() || sentinel !== null || requesting || document.visibilityState !== 'visible')
        return;
      requesting = true;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (isStopped()) {
          void lock.release().catch(() => undefined);
          return;
        }
        sentinel = lock;
        lock.addEventListener('release', onRelease, { once: true });
      } catch (error) {
        warnOnce('Screen wake lock refused', error);
      } finally {
        requesting = false;
      }
    };
    const onRelease = (): void => {
      sentinel = null;
      if (isStopped() || document.visibilityState !== 'visible') return;
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => void acquire(), WAKE_LOCK_RETRY_MS);
    };
    const onVisibility = (): void => {
      if (document.visibilityState === 'visible') void acquire();
    };

    document.addEventListener('visibilitychange', onVisibility);
    void acquire();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      document.removeEventListener('visibilitychange', onVisibility);
      const lock = sentinel;
      sentinel = null;
      if (lock !== null) {
        lock.removeEventListener('release', onRelease);
        void lock.release().catch(() => undefined);
      }
    };
  }, [active]);
}
