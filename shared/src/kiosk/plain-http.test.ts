import { useSessionStore } from '../session';
import { resetTestEnvironment, type FakeAdapter } from '../testing';

/**
 * Defect: a new kiosk device on plain HTTP (a bedside device on the home network) never left 'Preparing your
 * experience...': crypto.randomUUID exists only in secure contexts, generating the device id threw, and the
 * boot never settled.
 */
let fake: FakeAdapter;
const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');

beforeEach(() => {
  fake = resetTestEnvironment();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // As in an insecure context: no randomUUID (getRandomValues stays).
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
});

afterEach(() => {
  if (original) Object.defineProperty(crypto, 'randomUUID', original);
  jest.useRealTimers();
});

async function boot(): Promise<void> {
  jest.useFakeTimers();
  const done = useSessionStore.getState().initialize();
  await jest.advanceTimersByTimeAsync(1000);
  await done;
}

describe('a new kiosk device on plain HTTP', () => {
  it('gets a kiosk- id from getRandomValues and ends its boot signed out (the setup card)', async () => {
    window.history.replaceState(null, '', '/?kiosk=true');
    fake.on('get', '/kiosk_bootstrap_config/', { status: 404, data: {} });
    await boot();
    expect(useSessionStore.getState()).toMatchObject({
      authReady: true,
      isAuthenticated: false,
      kioskDevice: true,
    });
    expect(localStorage.getItem('device_id')).toMatch(
      /^kiosk-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(localStorage.getItem('kiosk_device_id')).toBe(localStorage.getItem('device_id'));
  });

  it('without any crypto at all still gets an id', async () => {
    const getRandomValues = Object.getOwnPropertyDescriptor(crypto, 'getRandomValues');
    Object.defineProperty(crypto, 'getRandomValues', { value: undefined, configurable: true });
    try {
      window.history.replaceState(null, '', '/?kiosk=true');
      await boot();
      expect(useSessionStore.getState().authReady).toBe(true);
      expect(localStorage.getItem('device_id')).toMatch(/^kiosk-[0-9a-f-]{36}$/);
    } finally {
      if (getRandomValues) Object.defineProperty(crypto, 'getRandomValues', getRandomValues);
    }
  });
});
