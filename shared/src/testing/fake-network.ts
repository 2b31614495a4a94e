import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { serializeParams } from '../api/http-client';

/**
 * The ONE point where tests fake the network: an axios adapter on the shared `apiClient`, which every
 * call of the suite goes through (`resetTestEnvironment()` installs a fresh one). Routes answer by method
 * and path; requests are recorded for assertions. Only in `@care/shared/testing`.
 */
export interface FakeReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
  /** Fail like a dropped connection (no response). */
  networkError?: boolean;
}

export interface RecordedRequest {
  method: string;
  /** The path as given, without base URL and without query. */
  path: string;
  /** Path plus the serialised query string. */
  url: string;
  params: unknown;
  /** The request body, parsed back from JSON when it was JSON. */
  body: unknown;
  headers: Record<string, string>;
}

type Responder = FakeReply | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>);

interface Route {
  method: string;
  path: string | RegExp;
  responder: Responder;
  once: boolean;
}

export interface FakeAdapter {
  adapter: AxiosAdapter;
  /** Every request that reached the network, in order. */
  requests: RecordedRequest[];
  /** Replies to every matching request (later `on` calls for the same route win). */
  on: (method: string, path: string | RegExp, responder: Responder) => FakeAdapter;
  /** Replies to the next matching request only (checked before `on` routes, in order). */
  once: (method: string, path: string | RegExp, responder: Responder) => FakeAdapter;
  /** Requests to one method and path. */
  calls: (method: string, path: string | RegExp) => RecordedRequest[];
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function matches(route: Route, method: string, path: string): boolean {
  if (route.method !== method) return false;
  return typeof route.path === 'string' ? route.path === path : route.path.test(path);
}

export function createFakeAdapter(): FakeAdapter {
  const routes: Route[] = [];
  const requests: RecordedRequest[] = [];

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toLowerCase();
    const path = (config.url ?? '').split('?')[0] ?? '';
    const query = serializeParams(config.params);
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      if (typeof value === 'string') headers[key] = value;
    }
    const request: RecordedRequest = {
      method,
      path,
      url: query ? `${path}?${query}` : path,
      params: config.params,
      body: parseBody(config.data),
      headers,
    };
    requests.push(request);

    const onceIndex = routes.findIndex((route) => route.once && matches(route, method, path));
    const route =
      onceIndex >= 0
        ? routes.splice(onceIndex, 1)[0]
        : [...routes]
            .reverse()
            .find((candidate) => !candidate.once && matches(candidate, method, path));
    const reply: FakeReply = route
      ? typeof route.responder === 'function'
        ? await route.responder(request)
        : route.responder
      : { status: 404, data: { detail: `No fake route for ${method.toUpperCase()} ${path}` } };

    if (reply.networkError) {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response: AxiosResponse = {
      data: reply.data ?? '',
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
      request: {},
    };
    const validate = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (validate(reply.status)) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };

  const fake: FakeAdapter = {
    adapter,
    requests,
    on(method, path, responder) {
      routes.push({ method: method.toLowerCase(), path, responder, once: false });
      return fake;
    },
    once(method, path, responder) {
      routes.push({ method: method.toLowerCase(), path, responder, once: true });
      return fake;
    },
    calls(method, path) {
      return requests.filter((request) =>
        matches(
          { method: method.toLowerCase(), path, responder: { status: 0 }, once: false },
          request.method,
          request.path,
        ),
      );
    },
  };
  return fake;
}

/**
 * A reply that waits until the test releases it, to look at a screen's busy state:
 * `api.on('post', path, reply.responder)`, then `await act(() => reply.release({ status: 200 }))`.
 * `release` settles after the client's promise chain has run, so the update is flushed inside act.
 */
export function deferredReply(): {
  responder: () => Promise<FakeReply>;
  release: (reply: FakeReply) => Promise<void>;
} {
  let resolve: (reply: FakeReply) => void = () => undefined;
  const pending = new Promise<FakeReply>((settle) => {
    resolve = settle;
  });
  return {
    responder: () => pending,
    release: async (reply) => {
      resolve(reply);
      await new Promise((settle) => setTimeout(settle, 0));
    },
  };
}
