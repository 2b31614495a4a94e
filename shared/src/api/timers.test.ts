import { startHeartbeat, startTokenRefreshTimer } from '../host';
import type { FakeAdapter } from '../testing';
import { resetTestEnvironment, makeJwt } from '../testing';

let fake: FakeAdapter;
let warn: jest.SpyInstance;

beforeEach(() => {
  fake = resetTestEnvironment();
  jest.useFakeTimers();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
});

describe('startHeartbeat (spec 4.4)', () => {
  it('pings at once and then every 240000 ms', async () => {
    sessionStorage.setItem('access_token', makeJwt(86400));
    fake.on('get', '/auth/ping/', { status: 200 });
    const stop = startHeartbeat();
    await jest.advanceTimersByTimeAsync(0);
    expect(fake.calls('get', '/auth/ping/')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(239_999);
    expect(fake.calls('get', '/auth/ping/')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fake.calls('get', '/auth/ping/')).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(240_000);
    expect(fake.calls('get', '/auth/ping/')).toHaveLength(3);
    stop();
    await jest.advanceTimersByTimeAsync(480_000);
    expect(fake.calls('get', '/auth/ping/')).toHaveLength(3);
  });

  it('only warns when there is no token', async () => {
    const stop = startHeartbeat();
    await jest.advanceTimersByTimeAsync(0);
    expect(fake.requests).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no access token'));
    stop();
  });

  it('only warns when the ping fails', async () => {
    sessionStorage.setItem('access_token', makeJwt(86400));
    fake.on('get', '/auth/ping/', { status: 500 });
    const stop = startHeartbeat();
    await jest.advanceTimersByTimeAsync(0);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Heartbeat failed'),
      expect.anything(),
    );
    expect(sessionStorage.getItem('access_token')).not.toBeNull();
    stop();
  });
});

describe('startTokenRefreshTimer (spec 4.2)', () => {
  function replyWithFreshToken(): void {
    fake.on('post', '/auth/token/refresh/', { status: 200, data: { access: makeJwt(3600) } });
  }

  it('checks every 240000 ms and refreshes a token within 30 s of expiry', async () => {
    replyWithFreshToken();
    sessionStorage.setItem('refresh_token', makeJwt(86400));
    // Expires 240000 + 29000 ms from now: inside the 30 s window at the first check.
    sessionStorage.setItem('access_token', makeJwt(269));
    const stop = startTokenRefreshTimer();
    await jest.advanceTimersByTimeAsync(239_999);
    expect(fake.requests).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(fake.calls('post', '/auth/token/refresh/')).toHaveLength(1);
    stop();
  });

  it('leaves a token with more than 30 s left alone', async () => {
    replyWithFreshToken();
    sessionStorage.setItem('refresh_token', makeJwt(86400));
    sessionStorage.setItem('access_token', makeJwt(240 + 31));
    const stop = startTokenRefreshTimer();
    await jest.advanceTimersByTimeAsync(240_000);
    expect(fake.requests).toHaveLength(0);
    stop();
  });

  it('refreshes an expired token', async () => {
    replyWithFreshToken();
    sessionStorage.setItem('refresh_token', makeJwt(86400));
    sessionStorage.setItem('access_token', makeJwt(-5));
    const stop = startTokenRefreshTimer();
    await jest.advanceTimersByTimeAsync(240_000);
    expect(fake.calls('post', '/auth/token/refresh/')).toHaveLength(1);
    stop();
  });

  it('does nothing without a refresh token', async () => {
    replyWithFreshToken();
    sessionStorage.setItem('access_token', makeJwt(-5));
    const stop = startTokenRefreshTimer();
    await jest.advanceTimersByTimeAsync(480_000);
    expect(fake.requests).toHaveLength(0);
    stop();
  });
});
