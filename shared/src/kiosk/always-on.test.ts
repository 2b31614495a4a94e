import { QueryClient } from '@tanstack/react-query';
import type { FakeAdapter } from '../testing';
import { resetTestEnvironment } from '../testing';
import { LAST_SYNC_KEY, startKioskPing, startLastSyncRecorder } from '../host';
import { readLastSync, recordSync } from './index';

let fake: FakeAdapter;

beforeEach(() => {
  fake = resetTestEnvironment();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the last successful sync', () => {
  it('is kept in local storage and read back; a damaged value reads as never', () => {
    expect(readLastSync()).toBeNull();
    recordSync(new Date('2026-11-22T08:15:00.000Z'));
    expect(localStorage.getItem(LAST_SYNC_KEY)).toBe('2026-11-22T08:15:00.000Z');
    expect(readLastSync()).toBe('2026-11-22T08:15:00.000Z');
    localStorage.setItem(LAST_SYNC_KEY, 'not a time');
    expect(readLastSync()).toBeNull();
  });

  it("is recorded when one of the cache's queries loads, not when the page writes data itself or a load fails", async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T09:00:00.000Z') });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const stop = startLastSyncRecorder(client);
    try {
      client.setQueryData(['written'], 1);
      await client
        .query({ queryKey: ['fails'], queryFn: () => Promise.reject(new Error('x')) })
        .catch(() => undefined);
      expect(readLastSync()).toBeNull();

      await client.query({ queryKey: ['day'], queryFn: () => Promise.resolve('ok') });
      expect(readLastSync()).toBe('2026-11-22T09:00:00.000Z');

      stop();
      jest.setSystemTime(new Date('2026-11-22T09:30:00.000Z'));
      await client.query({ queryKey: ['later'], queryFn: () => Promise.resolve('ok') });
      expect(readLastSync()).toBe('2026-11-22T09:00:00.000Z');
    } finally {
      stop();
      client.clear();
      jest.useRealTimers();
    }
  });
});

describe('the kiosk reports its app version and last sync', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00.000Z') });
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200 });
    fake.on('post', '/auth/ping/', { status: 200 });
    localStorage.setItem('device_id', 'kiosk-abc');
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  const posts = () =>
    fake.calls('post', '/auth/ping/').map((c) => c.body as Record<string, unknown>);

  it('at start, at the first sync of the page, then every 5 minutes, until stopped', async () => {
    localStorage.setItem(LAST_SYNC_KEY, '2026-11-21T22:00:00.000Z');
    const stop = startKioskPing({ appVersion: '0.1.0+abc1234' });
    await jest.advanceTimersByTimeAsync(0);
    expect(posts()).toHaveLength(1);
    expect(posts()[0]).toMatchObject({
      device_id: 'kiosk-abc',
      is_kiosk: true,
      app_version: '0.1.0+abc1234',
      last_sync_at: '2026-11-21T22:00:00.000Z',
    });

    recordSync();
    await jest.advanceTimersByTimeAsync(0);
    expect(posts()).toHaveLength(2);
    expect(posts()[1]?.last_sync_at).toBe('2026-11-22T10:00:00.000Z');
    // Only the first sync of the page sends at once; later ones wait for the next report.
    recordSync();
    await jest.advanceTimersByTimeAsync(0);
    expect(posts()).toHaveLength(2);

    await jest.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(posts()).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(posts()).toHaveLength(3);
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    expect(posts()).toHaveLength(4);

    stop();
    recordSync();
    await jest.advanceTimersByTimeAsync(20 * 60_000);
    expect(posts()).toHaveLength(4);
  });

  it('leaves out what it does not know (a fresh device, a build without a version)', async () => {
    const stop = startKioskPing();
    await jest.advanceTimersByTimeAsync(0);
    expect(posts()[0]).not.toHaveProperty('app_version');
    expect(posts()[0]).not.toHaveProperty('last_sync_at');
    stop();
  });

  it('a failed report is only logged; the next one still goes', async () => {
    fake.on('post', '/auth/ping/', { status: 503, data: {} });
    const stop = startKioskPing({ appVersion: '1' });
    await jest.advanceTimersByTimeAsync(5 * 60_000);
    expect(posts()).toHaveLength(2);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('Kiosk ping (POST) failed'),
      expect.anything(),
    );
    stop();
  });
});
