import { getOrCreateDeviceId, syncKioskModeFlag } from '../host';
import {
  applyKioskBodyClass,
  decideKiosk,
  readDeviceId,
  isKioskEligible,
  type KioskEnv,
} from './index';
import { resetTestEnvironment } from '../testing';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

function env(overrides: Partial<KioskEnv> & { local?: Record<string, string> } = {}): KioskEnv {
  const { local = {}, ...rest } = overrides;
  return {
    pathname: '/',
    search: '',
    hostname: 'care.example.test',
    userAgent: DESKTOP_UA,
    platform: 'Linux x86_64',
    getLocal: (key) => local[key] ?? null,
    ...rest,
  };
}

beforeEach(() => {
  resetTestEnvironment();
});

describe('decideKiosk (spec 4.3, readings A and B reconciled)', () => {
  it('is off for an ordinary browser', () => {
    expect(decideKiosk(env())).toEqual({
      kioskDevice: false,
      clockPath: false,
      override: false,
      kioskMode: false,
    });
  });

  it.each<[string, Partial<KioskEnv> & { local?: Record<string, string> }]>([
    ['query kiosk', { search: '?kiosk' }],
    ['query is_kiosk', { search: '?is_kiosk=1' }],
    ['hostname raspberrypi', { hostname: 'raspberrypi.local' }],
    ['hostname kiosk', { hostname: 'lobby-kiosk.example.test' }],
    ['user agent ezkiosk', { userAgent: `${DESKTOP_UA} EZKiosk/2` }],
    ['local forceKiosk', { local: { forceKiosk: 'true' } }],
    ['a stored device_id', { local: { device_id: 'kiosk-1' } }],
    ['a stored kiosk_device_id', { local: { kiosk_device_id: 'kiosk-1' } }],
    ['a device id in kiosk_config', { local: { kiosk_config: '{"device_id":"kiosk-1"}' } }],
    ['local kioskOverride', { local: { kioskOverride: 'true' } }],
  ])('treats %s as a kiosk device', (_name, overrides) => {
    const decision = decideKiosk(env(overrides));
    expect(decision.kioskDevice).toBe(true);
    expect(decision.kioskMode).toBe(true);
  });

  it('takes the URL kiosk=true as the override', () => {
    expect(decideKiosk(env({ search: '?kiosk=true' })).override).toBe(true);
    expect(decideKiosk(env({ search: '?kiosk=1' })).override).toBe(false);
  });

  it('ignores forceKiosk unless it is exactly true', () => {
    expect(decideKiosk(env({ local: { forceKiosk: 'yes' } })).kioskDevice).toBe(false);
  });

  it('puts /clock/{digits} in kiosk mode without making it a kiosk device', () => {
    const decision = decideKiosk(env({ pathname: '/clock/12' }));
    expect(decision).toMatchObject({ clockPath: true, kioskDevice: false, kioskMode: true });
  });

  it.each(['/clock/', '/clock/abc', '/clock/12/extra', '/clockwork/12'])(
    'does not treat %s as the clock path (reading B is stricter)',
    (pathname) => {
      expect(decideKiosk(env({ pathname })).kioskMode).toBe(false);
    },
  );

  it('never reads the local kioskMode flag (a stale flag must not trap a browser)', () => {
    expect(decideKiosk(env({ local: { kioskMode: 'true' } })).kioskMode).toBe(false);
  });
});

describe('local kioskMode flag (reading A, output only)', () => {
  it("is set to 'true' under /clock/ and removed elsewhere", () => {
    syncKioskModeFlag('/clock/3');
    expect(localStorage.getItem('kioskMode')).toBe('true');
    syncKioskModeFlag('/profile');
    expect(localStorage.getItem('kioskMode')).toBeNull();
  });
});

describe('isKioskEligible (spec 4.3)', () => {
  const user = { role: 'user' };

  it.each([
    ['a Raspbian browser', { userAgent: `${DESKTOP_UA} Raspbian Chromium` }],
    ['a Raspberry browser', { userAgent: 'Mozilla/5.0 (X11; Raspberry Pi)' }],
    ['a ChromeOS browser', { userAgent: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0)' }],
    ['platform armv7l', { platform: 'Linux armv7l' }],
    ['platform armv6l', { platform: 'Linux armv6l' }],
    ['the URL override', { search: '?kiosk=true' }],
    ['the local override', { local: { kioskOverride: 'true' } }],
  ])("holds for role 'user' on %s", (_name, overrides) => {
    expect(isKioskEligible(user, env(overrides))).toBe(true);
  });

  it('does not hold on an ordinary desktop', () => {
    expect(isKioskEligible(user, env())).toBe(false);
  });

  it('does not mistake "Microsoft" for ChromeOS', () => {
    expect(isKioskEligible(user, env({ userAgent: 'Mozilla/5.0 (Windows; Microsoft Edge)' }))).toBe(
      false,
    );
  });

  it.each(['User', 'admin', ''])("needs the role value 'user' exactly (not %p)", (role) => {
    expect(isKioskEligible({ role }, env({ platform: 'Linux armv7l' }))).toBe(false);
  });

  it('does not hold without a user', () => {
    expect(isKioskEligible(null, env({ platform: 'Linux armv7l' }))).toBe(false);
  });
});

describe('device id and body class', () => {
  it("generates 'kiosk-' plus a UUID and stores it in device_id and kiosk_device_id", () => {
    const id = getOrCreateDeviceId();
    expect(id).toMatch(/^kiosk-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(localStorage.getItem('device_id')).toBe(id);
    expect(localStorage.getItem('kiosk_device_id')).toBe(id);
    expect(getOrCreateDeviceId()).toBe(id);
  });

  it('reads the device id through one function: device_id, else kiosk_device_id, else kiosk_config', () => {
    expect(readDeviceId()).toBeNull();
    localStorage.setItem('kiosk_config', JSON.stringify({ device_id: 'kiosk-config', user_id: 1 }));
    expect(readDeviceId()).toBe('kiosk-config');
    localStorage.setItem('kiosk_device_id', 'kiosk-second');
    expect(readDeviceId()).toBe('kiosk-second');
    localStorage.setItem('device_id', 'kiosk-first');
    expect(readDeviceId()).toBe('kiosk-first');
    localStorage.clear();
    localStorage.setItem('kiosk_config', 'not json');
    expect(readDeviceId()).toBeNull();
  });

  it('keeps an existing device id', () => {
    localStorage.setItem('device_id', 'kiosk-from-admin');
    expect(getOrCreateDeviceId()).toBe('kiosk-from-admin');
    expect(localStorage.getItem('kiosk_device_id')).toBe('kiosk-from-admin');
  });

  it('adds and removes the kiosk class on the body', () => {
    applyKioskBodyClass(true);
    expect(document.body).toHaveClass('kiosk');
    applyKioskBodyClass(false);
    expect(document.body).not.toHaveClass('kiosk');
  });
});
