import { act, renderHook } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { pageReload, queryClient, useCallStore } from '@care/shared';
import { resetTestEnvironment, type FakeAdapter } from '@care/shared/testing';
import {
  QUIET_RELOAD_CHECK_MS,
  QUIET_RELOAD_DAY_KEY,
  quietWindowDay,
  useQuietHoursReload,
} from './use-quiet-reload';
import { resetWakeLockWarning, useScreenWakeLock, WAKE_LOCK_RETRY_MS } from './use-wake-lock';

let api: FakeAdapter;
let warn: jest.SpyInstance;
beforeEach(() => {
  api = resetTestEnvironment();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  resetWakeLockWarning();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  onlineManager.setOnline(true);
});

// ---- Screen wake lock ---------------------------------------------------------------------------

/** A wake lock API like Chromium's: each granted lock can be released by the page or by the browser. */
class FakeLock extends EventTarget {
  released = false;
  readonly type = 'screen' as const;
  onrelease = null;
  release(): Promise<void> {
    if (!this.released) {
      this.released = true;
      this.dispatchEvent(new Event('release'));
    }
    return Promise.resolve();
  }
}

function installWakeLock(request: (type: string) => Promise<FakeLock>): jest.Mock {
  const mock = jest.fn(request);
  Object.defineProperty(navigator, 'wakeLock', { value: { request: mock }, configurable: true });
  return mock;
}

function setVisibility(state: 'visible' | 'hidden'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** The page shows again; then the lock's request settles. */
function showPage(): Promise<void> {
  setVisibility('visible');
  return Promise.resolve();
}

describe('the screen wake lock on the kiosk clock', () => {
  let locks: FakeLock[];
  beforeEach(() => {
    locks = [];
    setVisibility('visible');
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'wakeLock');
  });
  const grant = () => {
    const lock = new FakeLock();
    locks.push(lock);
    return Promise.resolve(lock);
  };

  test('asked for the screen while the clock shows, released when it goes', async () => {
    const request = installWakeLock(grant);
    const { unmount } = renderHook(() => useScreenWakeLock(true));
    await act(() => Promise.resolve());
    expect(request).toHaveBeenCalledWith('screen');
    expect(locks[0]?.released).toBe(false);
    unmount();
    expect(locks[0]?.released).toBe(true);
  });

  test('not on an ordinary browser', async () => {
    const request = installWakeLock(grant);
    renderHook(() => useScreenWakeLock(false));
    await act(() => Promise.resolve());
    expect(request).not.toHaveBeenCalled();
  });

  test('taken again when the page becomes visible after the browser dropped it', async () => {
    const request = installWakeLock(grant);
    renderHook(() => useScreenWakeLock(true));
    await act(() => Promise.resolve());
    // Hidden: the browser releases the lock; the hook waits for the page to show again.
    setVisibility('hidden');
    await act(() => locks[0]?.release());
    expect(request).toHaveBeenCalledTimes(1);
    await act(() => showPage());
    expect(request).toHaveBeenCalledTimes(2);
    expect(locks[1]?.released).toBe(false);
    // Already held: another visibility change asks for nothing.
    await act(() => showPage());
    expect(request).toHaveBeenCalledTimes(2);
  });

  test('released by the browser while still visible: asked for again a minute later', async () => {
    jest.useFakeTimers();
    const request = installWakeLock(grant);
    renderHook(() => useScreenWakeLock(true));
    await act(() => jest.advanceTimersByTimeAsync(0));
    await act(() => locks[0]?.release());
    await act(() => jest.advanceTimersByTimeAsync(WAKE_LOCK_RETRY_MS - 1));
    expect(request).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(request).toHaveBeenCalledTimes(2);
  });

  test('refused (headless Chromium, power saving): logged once, the clock carries on', async () => {
    const request = installWakeLock(() =>
      Promise.reject(new DOMException('denied', 'NotAllowedError')),
    );
    const { unmount } = renderHook(() => useScreenWakeLock(true));
    await act(() => Promise.resolve());
    await act(() => showPage());
    expect(request).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[care] Screen wake lock refused', expect.any(DOMException));
    unmount();
  });

  test('a browser without the API: logged once', () => {
    renderHook(() => useScreenWakeLock(true));
    renderHook(() => useScreenWakeLock(true));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[care] Screen wake lock: not supported by this browser');
  });
});

// ---- Quiet-hours reload -------------------------------------------------------------------------

describe('the quiet hour on the person’s clock', () => {
  test.each([
    ['London, 03:30 in winter', 'Europe/London', '2026-01-15T03:30:00Z', '2026-01-15'],
    ['London, 02:59', 'Europe/London', '2026-01-15T02:59:00Z', null],
    ['London, 04:00 (the hour is over)', 'Europe/London', '2026-01-15T04:00:00Z', null],
    ['London, 03:00 in summer (02:00 UTC)', 'Europe/London', '2026-07-01T02:00:00Z', '2026-07-01'],
    ['Tokyo, 03:10 (18:10 UTC the day before)', 'Asia/Tokyo', '2026-05-04T18:10:00Z', '2026-05-05'],
    // New York springs forward 02:00 → 03:00 on 8 March 2026: 03:00 EDT is 07:00 UTC.
    ['New York, DST day 01:59 EST', 'America/New_York', '2026-03-08T06:59:00Z', null],
    ['New York, DST day 03:05 EDT', 'America/New_York', '2026-03-08T07:05:00Z', '2026-03-08'],
    // Helsinki skips 03:00–04:00 on 29 March 2026: the hour starts at 04:00 EEST (01:00 UTC).
    ['Helsinki, DST day 02:59 EET', 'Europe/Helsinki', '2026-03-29T00:59:00Z', null],
    ['Helsinki, DST day 04:30 EEST', 'Europe/Helsinki', '2026-03-29T01:30:00Z', '2026-03-29'],
    ['Helsinki, DST day 05:00 EEST', 'Europe/Helsinki', '2026-03-29T02:00:00Z', null],
    // Berlin falls back 03:00 → 02:00 on 25 October 2026: 02:30 happens twice, 03:00 CET is 02:00 UTC.
    ['Berlin, fall-back day, the second 02:30', 'Europe/Berlin', '2026-10-25T01:30:00Z', null],
    ['Berlin, fall-back day, 03:15 CET', 'Europe/Berlin', '2026-10-25T02:15:00Z', '2026-10-25'],
  ])('%s', (_what, zone, at, day) => {
    expect(quietWindowDay(Date.parse(at), zone)).toBe(day);
  });
});

describe('the daily quiet-hours reload', () => {
  let reload: jest.SpyInstance;
  const ZONE = 'Europe/London';

  /** A kiosk page that has been running since the day before, at `at`. */
  function runningSince(at: string) {
    jest.useFakeTimers({ now: new Date(at) });
    jest.spyOn(performance, 'now').mockReturnValue(20 * 3600_000);
    reload = jest.spyOn(pageReload, 'run').mockImplementation(() => undefined);
  }
  const health = (up: boolean) =>
    api.on(
      'get',
      '/health',
      up ? { status: 200, data: { status: 'ok' } } : { status: 0, networkError: true },
    );
  /** The kiosk clock at `at`, running since the day before, with the API up or away. */
  function kioskAt(at: string, { up = true, zone = ZONE, active = true } = {}) {
    runningSince(at);
    health(up);
    renderHook(() => useQuietHoursReload(active, zone));
  }
  const minutes = (n: number) => act(() => jest.advanceTimersByTimeAsync(n * 60_000));

  test('once, in the quiet hour, when the API answers; never twice that day', async () => {
    kioskAt('2026-01-15T02:57:00Z');
    await minutes(0);
    expect(reload).not.toHaveBeenCalled();
    await minutes(5); // 03:02
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(QUIET_RELOAD_DAY_KEY)).toBe('2026-01-15');
    await minutes(60);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('a day already done (the page after its reload) does not reload again', async () => {
    runningSince('2026-01-15T03:10:00Z');
    health(true);
    localStorage.setItem(QUIET_RELOAD_DAY_KEY, '2026-01-15');
    renderHook(() => useQuietHoursReload(true, ZONE));
    await minutes(60);
    expect(reload).not.toHaveBeenCalled();
    expect(api.calls('get', '/health')).toHaveLength(0);
  });

  test('the next night it reloads again', async () => {
    runningSince('2026-01-16T03:01:00Z');
    health(true);
    localStorage.setItem(QUIET_RELOAD_DAY_KEY, '2026-01-15');
    renderHook(() => useQuietHoursReload(true, ZONE));
    await minutes(0);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(QUIET_RELOAD_DAY_KEY)).toBe('2026-01-16');
  });

  test('API away: no reload (it could strand the kiosk); tried again later in the hour', async () => {
    kioskAt('2026-01-15T03:00:00Z', { up: false });
    await minutes(QUIET_RELOAD_CHECK_MS / 60_000);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(QUIET_RELOAD_DAY_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      '[care] Quiet-hours reload put off: the API does not answer',
      expect.anything(),
    );
    health(true);
    await minutes(5);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('not during a call; once the call has ended', async () => {
    runningSince('2026-01-15T03:00:00Z');
    health(true);
    useCallStore.setState({
      call: {
        id: 1,
        direction: 'incoming',
        kind: 'call',
        party: { name: 'Anna', number: null, identity: 'user-3' },
        status: 'open',
        muted: false,
        connectedAt: Date.now(),
      },
    });
    renderHook(() => useQuietHoursReload(true, ZONE));
    await minutes(10);
    expect(reload).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith('[care] Quiet-hours reload put off: a call is active');
    const call = useCallStore.getState().call;
    if (call === null) throw new Error('the call is set');
    useCallStore.setState({ call: { ...call, status: 'closed' } });
    await minutes(5);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('not while an action is being sent or waits to be sent', async () => {
    runningSince('2026-01-15T03:00:00Z');
    health(true);
    const mutating = jest.spyOn(queryClient, 'isMutating').mockReturnValue(1);
    renderHook(() => useQuietHoursReload(true, ZONE));
    await minutes(0);
    expect(reload).not.toHaveBeenCalled();
    mutating.mockReturnValue(0);
    // A dose marked taken offline: React Query pauses the mutation until it is online again.
    onlineManager.setOnline(false);
    const sent = jest.fn(() => Promise.resolve());
    const paused = queryClient.getMutationCache().build(queryClient, { mutationFn: sent });
    void paused.execute(undefined);
    await minutes(5);
    expect(paused.state.isPaused).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      '[care] Quiet-hours reload put off: an action is waiting to be sent',
    );
    // Back online, the queue is sent (the provider's client does this by itself) and the reload may follow.
    onlineManager.setOnline(true);
    await act(() => queryClient.resumePausedMutations());
    expect(sent).toHaveBeenCalledTimes(1);
    await minutes(5);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  test('the hour passes without a chance: no reload until the next night', async () => {
    kioskAt('2026-01-15T03:30:00Z', { up: false });
    await minutes(30);
    health(true);
    await minutes(6 * 60);
    expect(reload).not.toHaveBeenCalled();
  });

  test('a kiosk switched on in the quiet hour has nothing to shed: the day counts as done', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-15T03:05:00Z') });
    jest.spyOn(performance, 'now').mockReturnValue(30_000);
    reload = jest.spyOn(pageReload, 'run').mockImplementation(() => undefined);
    health(true);
    renderHook(() => useQuietHoursReload(true, ZONE));
    await minutes(60);
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(QUIET_RELOAD_DAY_KEY)).toBe('2026-01-15');
  });

  test('on a DST day the hour follows the person’s clock (New York, 8 March 2026)', async () => {
    kioskAt('2026-03-08T06:50:00Z', { zone: 'America/New_York' }); // 01:50 EST; at 07:00 UTC the clock reads 03:00 EDT
    await minutes(5);
    expect(reload).not.toHaveBeenCalled();
    await minutes(10);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(QUIET_RELOAD_DAY_KEY)).toBe('2026-03-08');
  });

  test('not on an ordinary browser', async () => {
    kioskAt('2026-01-15T03:00:00Z', { active: false });
    await minutes(60);
    expect(reload).not.toHaveBeenCalled();
  });
});
