import { useCallback, useEffect, useRef, useState } from 'react';
import { ACTIVITY_EVENTS, warningLengthFor } from '../../lib/inactivity-rules';

export interface InactivityOptions {
  enabled: boolean;
  limitMs: number;
  onTimeout: () => void;
}

export interface InactivityState {
  /** Seconds until logout while the warning shows, else null. */
  secondsLeft: number | null;
  /** 'I am still here': closes the warning and restarts the timer. */
  stayActive: () => void;
}

const TICK_MS = 1000;

/** Spec 4.5: idle timer, then a counting-down warning, then `onTimeout`; any activity starts over. */
export function useInactivity({ enabled, limitMs, onTimeout }: InactivityOptions): InactivityState {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const timers = useRef<{
    idle?: ReturnType<typeof setTimeout>;
    tick?: ReturnType<typeof setInterval>;
  }>({});
  const onTimeoutRef = useRef(onTimeout);

  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);

  const clearTimers = useCallback(() => {
    clearTimeout(timers.current.idle);
    clearInterval(timers.current.tick);
    timers.current = {};
  }, []);

  /** Starts the idle timer from now (no state change: safe to call from an effect). */
  const arm = useCallback(() => {
    clearTimers();
    if (!enabled) return;
    const warningMs = warningLengthFor(limitMs);
    timers.current.idle = setTimeout(() => {
      const deadline = Date.now() + warningMs;
      setSecondsLeft(Math.ceil(warningMs / TICK_MS));
      timers.current.tick = setInterval(() => {
        const remaining = deadline - Date.now();
        if (remaining > 0) {
          setSecondsLeft(Math.ceil(remaining / TICK_MS));
          return;
        }
        clearTimers();
        setSecondsLeft(null);
        onTimeoutRef.current();
      }, TICK_MS);
    }, limitMs - warningMs);
  }, [enabled, limitMs, clearTimers]);

  const restart = useCallback(() => {
    setSecondsLeft(null);
    arm();
  }, [arm]);

  useEffect(() => {
    if (!enabled) {
      clearTimers();
      return undefined;
    }
    const onVisibility = (): void => {
      if (document.visibilityState === 'visible') restart();
    };
    arm();
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, restart, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimers();
      for (const name of ACTIVITY_EVENTS)
        window.removeEventListener(name, restart, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, arm, restart, clearTimers]);

  return { secondsLeft: enabled ? secondsLeft : null, stayActive: restart };
}
