import {
  scriptsToWarm,
  registerKioskServiceWorker,
  SERVICE_WORKER_DELAY_MS,
  SERVICE_WORKER_URL,
} from './service-worker';

const register = jest.fn<Promise<unknown>, [string]>(() => Promise.resolve({}));

beforeAll(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
});

afterAll(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

beforeEach(() => {
  register.mockClear();
  jest.useFakeTimers();
});

afterEach(() => jest.useRealTimers());

test('a kiosk device registers the offline shell after its first screen, in a production build', () => {
  registerKioskServiceWorker(true, 'production');
  expect(register).not.toHaveBeenCalled();
  jest.advanceTimersByTime(SERVICE_WORKER_DELAY_MS);
  expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
});

test.each([
  ['a browser on the site', false, 'production'],
  ['a development server', true, 'development'],
  ['a test', true, 'test'],
])('%s registers none', (_what, kioskDevice, environment) => {
  registerKioskServiceWorker(kioskDevice, environment);
  jest.advanceTimersByTime(SERVICE_WORKER_DELAY_MS * 2);
  expect(register).not.toHaveBeenCalled();
});

test('a failed registration is only reported', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  register.mockRejectedValueOnce(new Error('no'));
  registerKioskServiceWorker(true, 'production');
  await jest.advanceTimersByTimeAsync(SERVICE_WORKER_DELAY_MS);
  expect(warn).toHaveBeenCalledWith('The offline shell could not be installed', expect.any(Error));
});

test('the scripts a first start loaded before the worker was there: remote entries and hashed chunks', () => {
  const origin = 'http://kiosk.local:3000';
  expect(
    scriptsToWarm(
      [
        'http://kiosk.local:3000/main.3789314b.js',
        'http://kiosk.local:3003/remoteEntry.js',
        'http://kiosk.local:3003/412.9fbe4fa8.js',
        'http://kiosk.local:4000/api/users/me/',
        'http://kiosk.local:3003/picture.png',
      ],
      origin,
    ),
  ).toEqual(['http://kiosk.local:3003/remoteEntry.js', 'http://kiosk.local:3003/412.9fbe4fa8.js']);
});
