import { SETTLE_MAX_WAIT_MS, SETTLE_QUIET_MS, whenPageSettles } from './when-page-settles';
import type { SettleEnv } from './when-page-settles';

function fakeEnv(): SettleEnv & { resource: () => void; stopped: () => boolean } {
  let notify: (() => void) | null = null;
  let stopped = false;
  return {
    now: () => Date.now(),
    setTimeout: (run, ms) => Number(setTimeout(run, ms)),
    clearTimeout: (id) => clearTimeout(id),
    observeResources: (onResource) => {
      notify = onResource;
      return () => {
        stopped = true;
      };
    },
    resource: () => notify?.(),
    stopped: () => stopped,
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('whenPageSettles (the Voice SDK waits for the first screen)', () => {
  it('runs once nothing was fetched for the quiet time', () => {
    const env = fakeEnv();
    const run = jest.fn();
    whenPageSettles(run, env);
    jest.advanceTimersByTime(SETTLE_QUIET_MS - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(env.stopped()).toBe(true);
  });

  it('waits while resources keep arriving', () => {
    const env = fakeEnv();
    const run = jest.fn();
    whenPageSettles(run, env);
    for (let i = 0; i < 5; i += 1) {
      jest.advanceTimersByTime(SETTLE_QUIET_MS / 2);
      env.resource();
    }
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(SETTLE_QUIET_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after the longest wait', () => {
    const env = fakeEnv();
    const run = jest.fn();
    whenPageSettles(run, env);
    for (let t = 0; t < SETTLE_MAX_WAIT_MS; t += 500) {
      env.resource();
      jest.advanceTimersByTime(500);
    }
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', () => {
    const env = fakeEnv();
    const run = jest.fn();
    const cancel = whenPageSettles(run, env);
    cancel();
    jest.advanceTimersByTime(SETTLE_MAX_WAIT_MS);
    expect(run).not.toHaveBeenCalled();
    expect(env.stopped()).toBe(true);
  });

  it('works without resource timing (quiet time only)', () => {
    const run = jest.fn();
    whenPageSettles(run, { ...fakeEnv(), observeResources: null });
    jest.advanceTimersByTime(SETTLE_QUIET_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
