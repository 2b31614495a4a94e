import { useEffect } from 'react';
import { apiClient, pageReload, queryClient, useCallStore } from '@care/shared';
import type { QueryClient } from '@tanstack/react-query';
import { log } from '../../../lib/log';
import { localDateOf, zonedInstant, type LocalDate } from '../../../lib/time/clock-time';

/**
 * The kiosk's daily reload sheds whatever state a page collects over a day. It happens in a quiet hour on the
 * person's clock: from 03:00 for one hour (a time the clocks skip counts from the time after the gap).
 */
const QUIET_RELOAD_FROM = '03:00';
const QUIET_RELOAD_WINDOW_MS = 60 * 60_000;
/** How often the kiosk looks whether it is time (and, when it was not free, tries again). */
export const QUIET_RELOAD_CHECK_MS = 5 * 60_000;
/** Local storage: the person's local date (YYYY-MM-DD) of the last quiet-hours reload. Never two a day. */
export const QUIET_RELOAD_DAY_KEY = 'kiosk_quiet_reload_day';

/** The person's local date whose quiet hour `now` falls in, or null outside it. */
export function quietWindowDay(now: number, zone: string): LocalDate | null {
  const day = localDateOf(now, zone);
  const start = zonedInstant(day, QUIET_RELOAD_FROM, zone).getTime();
  return now >= start && now < start + QUIET_RELOAD_WINDOW_MS ? day : null;
}

/** Why the kiosk must not reload now, or null: a call, or a user action queued or on its way. */
function reloadBlocker(client: QueryClient = queryClient): string | null {
  const { call } = useCallStore.getState();
  if (call !== null && call.status !== 'closed') return 'a call is active';
  // Paused (offline) mutations count as mutating too: asked about first, for the clearer reason.
  const mutations = client.getMutationCache().getAll();
  if (mutations.some((m) => m.state.isPaused)) return 'an action is waiting to be sent';
  if (client.isMutating() > 0) return 'an action is being sent';
  return null;
}

function readDay(): string | null {
  try {
    return localStorage.getItem(QUIET_RELOAD_DAY_KEY);
  } catch {
    return null;
  }
}

function writeDay(day: LocalDate): void {
  try {
    localStorage.setItem(QUIET_RELOAD_DAY_KEY, day);
  } catch {
    // Storage refused: the page reloads anyway; the day's key cannot be remembered.
  }
}

/**
 * Once a day in the quiet hour, reloads the page (`pageReload.run()`) when nothing is going on: no call, no
 * action queued or in flight, and the API answers its health check (a reload while offline could strand the
 * kiosk). Otherwise it tries again at the next check in the hour. A page younger than the hour (the kiosk
 * was just switched on or restarted) has nothing to shed: that day counts as done.
 */
export function useQuietHoursReload(active: boolean, zone: string): void {
  useEffect(() => {
    if (!active) return undefined;
    let stopped = false;
    let checking = false;
    const check = async (): Promise<void> => {
      const day = quietWindowDay(Date.now(), zone);
      if (checking || day === null || readDay() === day) return;
      if (performance.now() < QUIET_RELOAD_WINDOW_MS) {
        writeDay(day);
        return;
      }
      const blocker = reloadBlocker();
      if (blocker !== null) {
        log.warn(`Quiet-hours reload put off: ${blocker}`);
        return;
      }
      checking = true;
      try {
        await apiClient.get('/health', { skipAuthRefresh: true, timeout: 10_000 });
      } catch (error) {
        log.warn('Quiet-hours reload put off: the API does not answer', error);
        return;
      } finally {
        checking = false;
      }
      if (stopped || reloadBlocker() !== null) return;
      writeDay(day);
      pageReload.run();
    };
    void check();
    const timer = setInterval(() => void check(), QUIET_RELOAD_CHECK_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [active, zone]);
}
