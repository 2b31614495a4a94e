/**
 * jest-environment-jsdom exposes no fetch API classes; react-router's data router builds a `Request` for
 * every navigation (and reads only its url, method and signal). A small stand-in until the shared Jest
 * setup provides one.
 */
class TestRequest {
  readonly url: string;
  readonly method: string;
  readonly signal: AbortSignal;
  readonly headers: Headers | undefined;

  constructor(input: string | URL, init: { method?: string; signal?: AbortSignal | null } = {}) {
    this.url = String(input);
    this.method = (init.method ?? 'GET').toUpperCase();
    this.signal = init.signal ?? new AbortController().signal;
    this.headers = undefined;
  }
}

if (typeof globalThis.Request === 'undefined') {
  Object.defineProperty(globalThis, 'Request', {
    value: TestRequest,
    configurable: true,
    writable: true,
  });
}

export {};
