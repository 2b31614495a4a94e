import { kioskBootstrap } from './index';
import { runKioskPairing, type KioskPairingView } from './kiosk-pairing';
import { readKioskPairing } from './kiosk-pairing-storage';
import type { FakeAdapter } from '../testing';
import { makeJwt, resetTestEnvironment } from '../testing';

let fake: FakeAdapter;

beforeEach(() => {
  fake = resetTestEnvironment();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  localStorage.setItem('device_id', 'kiosk-abc');
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const PENDING = {
  status: 404,
  data: { detail: 'Kiosk device not registered.', code: 'authorization_pending' },
};
const EXPIRED = {
  status: 404,
  data: { detail: 'Kiosk device not registered.', code: 'expired_token' },
};

function servePairing(deviceCode: string, userCode: string): void {
  fake.once('post', '/kiosk/pairing/', {
    status: 201,
    data: { device_code: deviceCode, user_code: userCode, expires_in: 600, interval: 5 },
  });
}

/** The pairing loop, with every view it showed and whether it reported the device paired. */
function startLoop(): { views: KioskPairingView[]; paired: jest.Mock; stop: () => void } {
  const views: KioskPairingView[] = [];
  const paired = jest.fn();
  const loop = runKioskPairing({ onView: (view) => views.push(view), onPaired: paired });
  return { views, paired, stop: loop.stop };
}

describe('kiosk pairing, the device side (docs/product.md 4.3)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') });
  });

  it('starts a pairing for its device id and keeps it in local storage', async () => {
    servePairing('dev-code-1', 'BCDF-GHJK');
    const { views, stop } = startLoop();
    await jest.advanceTimersByTimeAsync(0);
    expect(fake.calls('post', '/kiosk/pairing/')[0]?.body).toEqual({ device_id: 'kiosk-abc' });
    expect(JSON.parse(localStorage.getItem('kiosk_pairing') ?? 'null')).toEqual({
      device_code: 'dev-code-1',
      user_code: 'BCDF-GHJK',
      expires_at: Date.parse('2026-03-02T10:10:00Z'),
    });
    expect(views.at(-1)?.pairing?.user_code).toBe('BCDF-GHJK');
    stop();
  });

  it('polls the bootstrap with both headers every interval while the code is pending, then stores the secret', async () => {
    servePairing('dev-code-1', 'BCDF-GHJK');
    fake.on('get', '/kiosk_bootstrap_config/', PENDING);
    const { paired, stop } = startLoop();
    await jest.advanceTimersByTimeAsync(0);
    expect(fake.calls('get', '/kiosk_bootstrap_config/')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(5000);
    await jest.advanceTimersByTimeAsync(5000);
    const polls = fake.calls('get', '/kiosk_bootstrap_config/');
    expect(polls).toHaveLength(2);
    expect(polls[0]?.headers['X-DEVICE-ID']).toBe('kiosk-abc');
    expect(polls[0]?.headers['X-KIOSK-PAIRING']).toBe('dev-code-1');
    expect(paired).not.toHaveBeenCalled();

    fake.on('get', '/kiosk_bootstrap_config/', {
      status: 200,
      data: { user_id: 7, kiosk_secret: 'own-secret' },
    });
    await jest.advanceTimersByTimeAsync(5000);
    expect(paired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('kiosk_secret')).toBe('own-secret');
    expect(localStorage.getItem('kiosk_user_id')).toBe('7');
    expect(JSON.parse(localStorage.getItem('kiosk_config') ?? '{}')).toEqual({
      device_id: 'kiosk-abc',
      kiosk_secret: 'own-secret',
      user_id: 7,
    });
    expect(localStorage.getItem('kiosk_pairing')).toBeNull();
    // Paired: nothing asks again.
    await jest.advanceTimersByTimeAsync(20_000);
    expect(fake.calls('get', '/kiosk_bootstrap_config/')).toHaveLength(3);
    stop();
  });

  it('starts a new pairing when the API says the code expired', async () => {
    servePairing('dev-code-1', 'BCDF-GHJK');
    servePairing('dev-code-2', 'LMNP-QRST');
    fake.on('get', '/kiosk_bootstrap_config/', EXPIRED);
    const { views, stop } = startLoop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(fake.calls('post', '/kiosk/pairing/')).toHaveLength(2);
    expect(views.at(-1)?.pairing?.user_code).toBe('LMNP-QRST');
    expect(readKioskPairing()?.device_code).toBe('dev-code-2');
    stop();
  });

  it('starts a new pairing once the code outlives its expiry, without asking the API about the old one', async () => {
    servePairing('dev-code-1', 'BCDF-GHJK');
    servePairing('dev-code-2', 'LMNP-QRST');
    fake.on('get', '/kiosk_bootstrap_config/', PENDING);
    const { views, stop } = startLoop();
    await jest.advanceTimersByTimeAsync(0);
    jest.setSystemTime(Date.parse('2026-03-02T10:10:01Z'));
    await jest.advanceTimersByTimeAsync(5000);
    expect(fake.calls('get', '/kiosk_bootstrap_config/')).toHaveLength(0);
    expect(views.at(-1)?.pairing?.user_code).toBe('LMNP-QRST');
    stop();
  });

  it('keeps the code and keeps asking, quietly, while the network is down', async () => {
    servePairing('dev-code-1', 'BCDF-GHJK');
    fake.on('get', '/kiosk_bootstrap_config/', { status: 0, networkError: true });
    const { views, paired, stop } = startLoop();
    await jest.advanceTimersByTimeAsync(15_000);
    expect(fake.calls('get', '/kiosk_bootstrap_config/')).toHaveLength(3);
    expect(fake.calls('post', '/kiosk/pairing/')).toHaveLength(1);
    expect(views.at(-1)).toEqual({
      pairing: expect.objectContaining({ user_code: 'BCDF-GHJK' }) as unknown,
      unreachable: true,
    });
    expect(readKioskPairing()?.device_code).toBe('dev-code-1');

    fake.on('get', '/kiosk_bootstrap_config/', PENDING);
    await jest.advanceTimersByTimeAsync(5000);
    expect(views.at(-1)?.unreachable).toBe(false);
    expect(paired).not.toHaveBeenCalled();
    stop();
  });

  it('asks again for a pairing when the API cannot start one', async () => {
    fake.once('post', '/kiosk/pairing/', { status: 0, networkError: true });
    servePairing('dev-code-1', 'BCDF-GHJK');
    const { views, stop } = startLoop();
    await jest.advanceTimersByTimeAsync(0);
    expect(views.at(-1)).toEqual({ pairing: null, unreachable: true });
    await jest.advanceTimersByTimeAsync(5000);
    expect(views.at(-1)?.pairing?.user_code).toBe('BCDF-GHJK');
    stop();
  });

  it('resumes the stored pairing after a reload instead of starting a new one', async () => {
    localStorage.setItem(
      'kiosk_pairing',
      JSON.stringify({
        device_code: 'kept-code',
        user_code: 'VWXZ-BCDF',
        expires_at: Date.parse('2026-03-02T10:05:00Z'),
      }),
    );
    fake.on('get', '/kiosk_bootstrap_config/', PENDING);
    const { views, stop } = startLoop();
    expect(views[0]?.pairing?.user_code).toBe('VWXZ-BCDF');
    await jest.advanceTimersByTimeAsync(5000);
    expect(fake.calls('post', '/kiosk/pairing/')).toHaveLength(0);
    expect(fake.calls('get', '/kiosk_bootstrap_config/')[0]?.headers['X-KIOSK-PAIRING']).toBe(
      'kept-code',
    );
    stop();
  });

  it('stops asking once stopped', async () => {
    servePairing('dev-code-1', 'BCDF-GHJK');
    fake.on('get', '/kiosk_bootstrap_config/', PENDING);
    const { stop } = startLoop();
    await jest.advanceTimersByTimeAsync(0);
    stop();
    await jest.advanceTimersByTimeAsync(30_000);
    expect(fake.calls('get', '/kiosk_bootstrap_config/')).toHaveLength(0);
  });
});

describe('the boot bootstrap of a device in the middle of a pairing', () => {
  function storePairing(): void {
    localStorage.setItem(
      'kiosk_pairing',
      JSON.stringify({
        device_code: 'kept-code',
        user_code: 'VWXZ-BCDF',
        expires_at: Date.now() + 60_000,
      }),
    );
  }

  it('sends the device code, signs in with the secret it receives and drops the pairing', async () => {
    storePairing();
    fake
      .on('get', '/kiosk_bootstrap_config/', {
        status: 200,
        data: { user_id: 7, kiosk_secret: 'own-secret' },
      })
      .on('post', '/kiosk-login/', {
        status: 200,
        data: { access: makeJwt(3600), refresh: makeJwt(86400), user: { id: 7, roles: ['user'] } },
      });
    await expect(kioskBootstrap()).resolves.toBe(true);
    expect(fake.requests[0]?.headers['X-KIOSK-PAIRING']).toBe('kept-code');
    expect(fake.calls('post', '/kiosk-login/')[0]?.body).toEqual({
      user_id: 7,
      kiosk_secret: 'own-secret',
      device_id: 'kiosk-abc',
    });
    expect(localStorage.getItem('kiosk_pairing')).toBeNull();
  });

  it('keeps a pairing still pending for the setup card, and drops one the API no longer knows', async () => {
    storePairing();
    fake.on('get', '/kiosk_bootstrap_config/', PENDING);
    await expect(kioskBootstrap()).resolves.toBe(false);
    expect(readKioskPairing()?.device_code).toBe('kept-code');

    fake.on('get', '/kiosk_bootstrap_config/', EXPIRED);
    await expect(kioskBootstrap()).resolves.toBe(false);
    expect(readKioskPairing()).toBeNull();
  });

  it('sends no pairing header without a pending pairing', async () => {
    fake.on('get', '/kiosk_bootstrap_config/', { status: 404 });
    await kioskBootstrap();
    expect(fake.requests[0]?.headers['X-KIOSK-PAIRING']).toBeUndefined();
  });
});
