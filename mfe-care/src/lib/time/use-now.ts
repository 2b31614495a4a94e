import { useEffect, useState } from 'react';
import { localDateOf, msUntilLocalMidnight } from './clock-time';

/**
 * The current instant, re-rendered on every `stepMs` boundary of the wall clock (1000: each second, as the
 * seconds change; 60000: each minute). One timer, cleared on unmount.
 */
export function useNow(stepMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = (): void => {
      const current = Date.now();
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        stepMs - (current % stepMs),
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [stepMs]);
  return now;
}

/** Longest sleep between checks: a suspended or throttled tab still notices a new day within a minute. */
const MAX_CHECK_MS = 60_000;

/**
 * Today's local date (YYYY-MM-DD) in `zone`, changing exactly at local midnight (DST days included).
 * Whatever keys on it (queries of "today") refetches when the day changes.
 */
export function useLocalDate(zone: string): string {
  const [state, setState] = useState(() => ({ zone, date: localDateOf(Date.now(), zone) }));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const check = (): void => {
      const now = Date.now();
      const date = localDateOf(now, zone);
      setState((previous) =>
        previous.zone === zone && previous.date === date ? previous : { zone, date },
      );
      timer = setTimeout(check, Math.min(msUntilLocalMidnight(now, zone), MAX_CHECK_MS));
    };
    timer = setTimeout(check, Math.min(msUntilLocalMidnight(Date.now(), zone), MAX_CHECK_MS));
    return () => clearTimeout(timer);
  }, [zone]);
  // Until the effect has caught up with a new zone, the first date is the best there is; callers that need
  // "today" to be exact from the first render mount with the zone as their key.
  return state.date;
}
