import { ensureCsrfToken, CsrfCookieMissingError } from './index';
import type { FakeAdapter } from '../testing';
import { csrfBackoffDelay } from './csrf';
import { resetTestEnvironment, setCsrfCookie } from '../testing';

let fake: FakeAdapter;

beforeEach(() => {
  fake = resetTestEnvironment();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

/** Times (ms since start) at which /csrf/ was requested. */
function trackCsrfCalls(reply: () => { status: number; data?: unknown }): number[] {
  const start = Date.now();
  const times: number[] = [];
  fake.on('get', '/csrf/', () => {
    times.push(Date.now() - start);
    return reply();
  });
  return times;
}

describe('CSRF fetch (spec 7)', () => {
  it('reuses an existing cookie without a request', async () => {
    setCsrfCookie('existing');
    await expect(ensureCsrfToken()).resolves.toBe('existing');
    expect(fake.requests).toHaveLength(0);
  });

  it('sends X-Requested-With, pauses 100 ms, then reads the cookie', async () => {
    fake.on('get', '/csrf/', () => {
      setCsrfCookie('fresh');
      return { status: 200, data: { csrfToken: 'fresh' } };
    });
    let settled = false;
    const result = ensureCsrfToken().then((token) => {
      settled = true;
      return token;
    });
    await jest.advanceTimersByTimeAsync(99);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('fresh');
    expect(fake.requests[0]?.headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(fake.requests[0]?.headers.Authorization).toBeUndefined();
  });

  it('stores the body token as the fallback when the cookie cannot be read', async () => {
    fake.on('get', '/csrf/', { status: 200, data: { csrf_token: 'from-body' } });
    const result = ensureCsrfToken();
    await jest.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe('from-body');
    expect(localStorage.getItem('csrf_token')).toBe('from-body');
  });

  it('shares one fetch between concurrent callers', async () => {
    fake.on('get', '/csrf/', () => {
      setCsrfCookie('shared');
      return { status: 200 };
    });
    const all = Promise.all([ensureCsrfToken(), ensureCsrfToken(), ensureCsrfToken()]);
    await jest.advanceTimersByTimeAsync(100);
    await expect(all).resolves.toEqual(['shared', 'shared', 'shared']);
    expect(fake.requests).toHaveLength(1);
  });

  it('retries 429 and 5xx with backoff 1000, 2000, 4000, 8000 ms and then throws the last error', async () => {
    let call = 0;
    const statuses = [429, 500, 502, 503, 504];
    const times = trackCsrfCalls(() => ({ status: statuses[call++] ?? 200 }));
    const result = ensureCsrfToken().catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(60_000);
    // Each attempt takes the immediate response only (the 100 ms pause follows a success).
    expect(times).toEqual([0, 1000, 3000, 7000, 15000]);
    expect(await result).toMatchObject({ response: { status: 504 } });
  });

  it('caps the backoff at 8000 ms', () => {
    expect([0, 1, 2, 3, 4, 5].map(csrfBackoffDelay)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('retries a missing cookie and throws the CSRF message after 5 attempts', async () => {
    const times = trackCsrfCalls(() => ({ status: 200, data: {} }));
    const result = ensureCsrfToken().catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(60_000);
    const error = await result;
    expect(error).toBeInstanceOf(CsrfCookieMissingError);
    expect((error as Error).message).toBe('CSRF cookie not found after /csrf/ response.');
    // 100 ms pause after each response, then the backoff.
    expect(times).toEqual([0, 1100, 3200, 7300, 15400]);
  });

  it('recovers when a retry succeeds', async () => {
    let call = 0;
    fake.on('get', '/csrf/', () => {
      call += 1;
      if (call < 3) return { status: 503 };
      setCsrfCookie('third-time');
      return { status: 200 };
    });
    const result = ensureCsrfToken();
    await jest.advanceTimersByTimeAsync(3100);
    await expect(result).resolves.toBe('third-time');
  });

  it('aborts at once on other errors', async () => {
    const times = trackCsrfCalls(() => ({ status: 400 }));
    const result = ensureCsrfToken().catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(times).toEqual([0]);
    expect(await result).toMatchObject({ response: { status: 400 } });
  });

  it('aborts at once on a network error', async () => {
    fake.on('get', '/csrf/', { status: 0, networkError: true });
    const result = ensureCsrfToken().catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fake.requests).toHaveLength(1);
    expect(await result).toMatchObject({ code: 'ERR_NETWORK' });
  });
});
