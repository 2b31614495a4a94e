/** How long the page must have fetched nothing before the Voice SDK is loaded. */
export const SETTLE_QUIET_MS = 2000;
/** Loads it anyway after this long (a page that never goes quiet still gets calls). */
export const SETTLE_MAX_WAIT_MS = 15_000;

export interface SettleEnv {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
  /** Calls `onResource` whenever a resource finishes loading; returns a stop function. Null: unknown. */
  observeResources: ((onResource: () => void) => () => void) | null;
}

function browserEnv(): SettleEnv {
  const observeResources =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes.includes('resource')
      ? (onResource: () => void) => {
          const observer = new PerformanceObserver(onResource);
          observer.observe({ type: 'resource' });
          return () => observer.disconnect();
        }
      : null;
  return {
    now: () => performance.now(),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (id) => window.clearTimeout(id),
    observeResources,
  };
}

/**
 * Runs `run` once the page has settled: nothing fetched for SETTLE_QUIET_MS (the first screen — the kiosk's
 * clock, its pictures — has everything it needs), at the latest after SETTLE_MAX_WAIT_MS. The Voice SDK is the
 * largest script of the kiosk profile and must never hold up its first screen. Returns a cancel function.
 */
export function whenPageSettles(run: () => void, env: SettleEnv = browserEnv()): () => void {
  const started = env.now();
  let lastActivity = started;
  let timer: number | null = null;
  let done = false;
  const stopObserving = env.observeResources?.(() => {
    lastActivity = env.now();
  });

  const finish = (): void => {
    if (done) return;
    done = true;
    stopObserving?.();
    run();
  };
  const check = (): void => {
    const now = env.now();
    const quietFor = now - lastActivity;
    if (quietFor >= SETTLE_QUIET_MS || now - started >= SETTLE_MAX_WAIT_MS) {
      finish();
      return;
    }
    timer = env.setTimeout(
      check,
      Math.min(SETTLE_QUIET_MS - quietFor, SETTLE_MAX_WAIT_MS - (now - started)),
    );
  };
  timer = env.setTimeout(check, SETTLE_QUIET_MS);

  return () => {
    done = true;
    stopObserving?.();
    if (timer !== null) env.clearTimeout(timer);
  };
}
