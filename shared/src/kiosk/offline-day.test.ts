import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import {
  OFFLINE_DAY_STORAGE_KEY,
  REACHABILITY_PROBE_MS,
  hasOfflineDay,
  isUnreachableError,
  registerOfflineActions,
  saveOfflineDay,
  startReachability,
} from './index';
import { startOfflineDay, stopOfflineDay, OFFLINE_DAY_MAX_AGE_MS } from './offline-day';
import { resetReachability } from './reachability';
import { apiClient } from '../api';
import { PRE_REQUEST_REFRESH_FAILED_MESSAGE } from '../lib/constants';
import { queryClient, queryKeys } from '../data';
import { useSessionStore } from '../session';
import { resetSessionStore } from '../session/session-store';
import { type FakeAdapter, resetTestEnvironment, makeJwt, sampleUser } from '../testing';

let fake: FakeAdapter;
let unmount: () => void = () => undefined;

beforeEach(() => {
  fake = resetTestEnvironment();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  startReachability();
  queryClient.mount();
  unmount = () => queryClient.unmount();
});

afterEach(() => {
  unmount();
  jest.useRealTimers();
  resetSessionStore();
});

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
function answered(status: number): AxiosError {
  return new AxiosError(
    'failed',
    'ERR',
    config,
    {},
    {
      status,
      statusText: '',
      data: null,
      headers: {},
      config,
    },
  );
}

describe('isUnreachableError: the API is away, or it said no', () => {
  it.each([
    ['no answer at all', new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}), true],
    ['a 500', answered(500), true],
    ['a 503', answered(503), true],
    ['a 429', answered(429), true],
    [
      'a refresh that could not reach the server',
      new Error(PRE_REQUEST_REFRESH_FAILED_MESSAGE),
      true,
    ],
    ['a 400', answered(400), false],
    ['a 401', answered(401), false],
    ['a 404', answered(404), false],
    ['a cancelled call', new AxiosError('canceled', AxiosError.ERR_CANCELED, config, {}), false],
    ['any other error', new Error('boom'), false],
  ])('%s → %s', (_what, error, unreachable) => {
    expect(isUnreachableError(error)).toBe(unreachable);
  });
});

describe('reachability: React Query is online when the API answers', () => {
  it('goes offline on a call that finds the API away and back online when /health answers', async () => {
    jest.useFakeTimers();
    fake.on('get', '/users/me/', { status: 0, networkError: true });
    fake.on('get', '/health', { status: 0, networkError: true });
    await expect(apiClient.get('/users/me/')).rejects.toThrow();
    expect(onlineManager.isOnline()).toBe(false);

    await jest.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS);
    expect(fake.calls('get', '/health')).toHaveLength(1);
    expect(onlineManager.isOnline()).toBe(false);

    fake.on('get', '/health', { status: 200, data: { status: 'ok' } });
    await jest.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS);
    expect(fake.calls('get', '/health')).toHaveLength(2);
    expect(onlineManager.isOnline()).toBe(true);
    // Back online, the probe stops.
    await jest.advanceTimersByTimeAsync(3 * REACHABILITY_PROBE_MS);
    expect(fake.calls('get', '/health')).toHaveLength(2);
  });

  it('counts 5xx and 429 as away, a refusal as there', async () => {
    fake.once('get', '/a/', { status: 503 }).once('get', '/b/', { status: 404 });
    await expect(apiClient.get('/a/')).rejects.toThrow();
    expect(onlineManager.isOnline()).toBe(false);
    await expect(apiClient.get('/b/')).rejects.toThrow();
    expect(onlineManager.isOnline()).toBe(true);
    fake.once('get', '/c/', { status: 429, headers: { 'retry-after': '30' } });
    await expect(apiClient.get('/c/')).rejects.toThrow();
    expect(onlineManager.isOnline()).toBe(false);
  });
});

function storedDay(): { userId: number; state: { queries: unknown[]; mutations: unknown[] } } {
  return JSON.parse(localStorage.getItem(OFFLINE_DAY_STORAGE_KEY) ?? 'null') as {
    userId: number;
    state: { queries: unknown[]; mutations: unknown[] };
  };
}

describe('the last known day', () => {
  it('keeps the user’s answers and puts them back, with their time, after a reload', () => {
    startOfflineDay(null, () => 7);
    queryClient.setQueryData(queryKeys.person(7, 'messages', 7), [{ id: 1 }]);
    const fetchedAt = queryClient.getQueryState(queryKeys.person(7, 'messages', 7))?.dataUpdatedAt;
    queryClient.setQueryData(queryKeys.person(8, 'messages', 8), [{ id: 2 }]);
    saveOfflineDay();
    expect(storedDay().userId).toBe(7);
    expect(storedDay().state.queries).toHaveLength(1);

    stopOfflineDay();
    queryClient.clear();
    startOfflineDay(7, () => 7);
    expect(queryClient.getQueryData(queryKeys.person(7, 'messages', 7))).toEqual([{ id: 1 }]);
    expect(queryClient.getQueryState(queryKeys.person(7, 'messages', 7))?.dataUpdatedAt).toBe(
      fetchedAt,
    );
    expect(hasOfflineDay(7)).toBe(true);
  });

  it('is not shown to another person, nor when it is too old', () => {
    startOfflineDay(null, () => 7);
    queryClient.setQueryData(queryKeys.person(7, 'messages', 7), [{ id: 1 }]);
    saveOfflineDay();
    stopOfflineDay();
    queryClient.clear();

    startOfflineDay(9, () => 9);
    expect(queryClient.getQueryData(queryKeys.person(7, 'messages', 7))).toBeUndefined();
    expect(hasOfflineDay(9)).toBe(false);

    jest.useFakeTimers({ now: Date.now() + OFFLINE_DAY_MAX_AGE_MS + 60_000 });
    expect(hasOfflineDay(7)).toBe(false);
  });

  it('leaves out an answer too large for local storage (a full-size picture)', () => {
    startOfflineDay(null, () => 7);
    queryClient.setQueryData(queryKeys.person(7, 'picture-image', 7, 1), 'x'.repeat(500_000));
    queryClient.setQueryData(
      queryKeys.person(7, 'picture-image', 7, 2),
      'data:image/jpeg;base64,AA',
    );
    saveOfflineDay();
    expect(storedDay().state.queries).toHaveLength(1);
  });

  it('is dropped when nobody is signed in', () => {
    let user: number | null = 7;
    startOfflineDay(null, () => user);
    queryClient.setQueryData(queryKeys.person(7, 'messages', 7), []);
    saveOfflineDay();
    user = null;
    saveOfflineDay();
    expect(localStorage.getItem(OFFLINE_DAY_STORAGE_KEY)).toBeNull();
  });
});

interface Action {
  id: number;
}
const actions = () => [
  {
    mutationKey: ['dose-status'],
    mutationFn: (action: Action) => apiClient.post('/doses/', action),
  },
  {
    mutationKey: ['message-ack'],
    mutationFn: (action: Action) => apiClient.post('/acks/', action),
  },
];
function take(key: string, id: number): void {
  void new MutationObserver<unknown, Error, Action>(queryClient, { mutationKey: [key] })
    .mutate({ id })
    .catch(() => undefined);
}
const sent = () =>
  fake.requests
    .filter((request) => request.method === 'post')
    .map((request) => `${request.path}${(request.body as Action).id}`);

describe('offline actions: queued, kept across a reload, sent once each, in order', () => {
  it('waits while the API is away and sends everything in order when it answers', async () => {
    jest.useFakeTimers();
    startOfflineDay(null, () => 7);
    registerOfflineActions(actions());
    fake.on('post', /.*/, { status: 0, networkError: true });
    fake.on('get', '/health', { status: 503 });
    take('dose-status', 1);
    await jest.advanceTimersByTimeAsync(10);
    take('message-ack', 2);
    take('dose-status', 3);
    await jest.advanceTimersByTimeAsync(5_000);
    // The first went out and failed; the others wait behind it, and nothing is sent while away.
    expect(sent()).toEqual(['/doses/1']);
    expect(onlineManager.isOnline()).toBe(false);

    fake.on('post', /.*/, { status: 200, data: {} });
    fake.on('get', '/health', { status: 200 });
    await jest.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS);
    await jest.advanceTimersByTimeAsync(100);
    expect(sent()).toEqual(['/doses/1', '/doses/1', '/acks/2', '/doses/3']);
    expect(
      queryClient
        .getMutationCache()
        .getAll()
        .every((m) => m.state.status === 'success'),
    ).toBe(true);
  });

  it('keeps the queue through a reload (power cut) and sends it once the actions are declared', async () => {
    jest.useFakeTimers();
    localStorage.setItem('kiosk_user_id', '7');
    startOfflineDay(7, () => 7);
    registerOfflineActions(actions());
    fake.on('post', /.*/, { status: 0, networkError: true });
    fake.on('get', '/health', { status: 0, networkError: true });
    take('dose-status', 1);
    await jest.advanceTimersByTimeAsync(3_000);
    take('message-ack', 2);
    await jest.advanceTimersByTimeAsync(10);
    saveOfflineDay();
    expect(storedDay().state.mutations).toHaveLength(2);

    // The page starts again: an empty cache, the API back.
    stopOfflineDay();
    queryClient.clear();
    resetReachability();
    fake.requests.length = 0;
    fake.on('post', /.*/, { status: 200, data: {} });
    startOfflineDay(7, () => 7);
    // Nothing is sent before the screen that owns the actions declares them; the queue stays stored.
    await jest.advanceTimersByTimeAsync(2_000);
    expect(sent()).toEqual([]);
    expect(storedDay().state.mutations).toHaveLength(2);

    registerOfflineActions(actions());
    await jest.advanceTimersByTimeAsync(2_000);
    expect(sent()).toEqual(['/doses/1', '/acks/2']);
    // Sent once: the queue is empty, and another start sends nothing.
    expect(storedDay().state.mutations).toHaveLength(0);
    stopOfflineDay();
    queryClient.clear();
    startOfflineDay(7, () => 7);
    registerOfflineActions(actions());
    await jest.advanceTimersByTimeAsync(2_000);
    expect(sent()).toEqual(['/doses/1', '/acks/2']);
  });

  it('gives an action up when the API refuses it', async () => {
    startOfflineDay(null, () => 7);
    registerOfflineActions(actions());
    fake.on('post', '/doses/', { status: 400, data: { detail: 'no' } });
    const observer = new MutationObserver<unknown, Error, Action>(queryClient, {
      mutationKey: ['dose-status'],
    });
    await expect(observer.mutate({ id: 1 })).rejects.toThrow();
    expect(sent()).toEqual(['/doses/1']);
  });
});

describe('session boot of a kiosk with its last known day and no API', () => {
  function savedDayOf(user: typeof sampleUser): void {
    localStorage.setItem('device_id', 'kiosk-abc');
    localStorage.setItem('kiosk_user_id', String(user.id));
    localStorage.setItem('refresh_token', makeJwt(86400));
    startOfflineDay(null, () => user.id);
    queryClient.setQueryData(queryKeys.me(user.id), user);
    saveOfflineDay();
    stopOfflineDay();
    queryClient.clear();
  }

  it('goes to the person’s day at once, and loads the user again when the API is back', async () => {
    const user = { ...sampleUser, id: 7, role: 'user' };
    savedDayOf(user);
    fake.on('get', /.*/, { status: 0, networkError: true });
    jest.useFakeTimers();
    const done = useSessionStore.getState().initialize();
    await jest.advanceTimersByTimeAsync(500);
    await done;
    expect(useSessionStore.getState()).toMatchObject({
      authReady: true,
      isAuthenticated: true,
      userId: 7,
      kioskMode: true,
    });
    expect(fake.calls('get', '/csrf/')).toHaveLength(0);

    fake.on('get', '/health', { status: 200 });
    fake.on('get', '/users/me/', { status: 200, data: user });
    fake.on('post', '/auth/token/refresh/', { status: 200, data: { access: makeJwt(3600) } });
    await jest.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS + 1000);
    expect(fake.calls('get', '/users/me/')).toHaveLength(1);
  });

  it('without a saved day, shows the reconnecting card as before', async () => {
    localStorage.setItem('device_id', 'kiosk-abc');
    localStorage.setItem('kiosk_user_id', '7');
    fake.on('get', /.*/, { status: 0, networkError: true });
    jest.useFakeTimers();
    const done = useSessionStore.getState().initialize();
    await jest.advanceTimersByTimeAsync(60_000);
    await done;
    expect(useSessionStore.getState()).toMatchObject({
      isAuthenticated: false,
      kioskUnreachable: true,
    });
  });
});
