import axios from 'axios';
import { DEFAULT_API_BASE_URL } from '../lib/constants';

/** Spec 7: query params are serialised skipping null, undefined and empty values. */
export function serializeParams(params: unknown): string {
  if (params === null || typeof params !== 'object') return '';
  const search = new URLSearchParams();
  const append = (key: string, value: unknown): void => {
    if (value === null || value === undefined || value === '') return;
    if (value instanceof Date) search.append(key, value.toISOString());
    else if (typeof value === 'string') search.append(key, value);
    else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
      search.append(key, value.toString());
    } else search.append(key, JSON.stringify(value));
  };
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) value.forEach((item: unknown) => append(key, item));
    else append(key, value);
  }
  return search.toString();
}

/**
 * The one axios instance (spec 7 "General"). Its interceptors are installed by `api-client.ts`, which
 * is what the rest of the suite imports; this file exists so that the CSRF and refresh helpers can use
 * the instance without an import cycle.
 */
export const httpClient = axios.create({
  baseURL: DEFAULT_API_BASE_URL,
  withCredentials: true,
  timeout: 0,
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
  paramsSerializer: { serialize: serializeParams },
});

export interface ApiOptions {
  /** The API base, e.g. `http://localhost:4000/api` (from the host's deploy-time config). */
  baseURL: string;
}

/** Called by the host at start, before `initialize()`. */
export function configureApi(options: ApiOptions): void {
  httpClient.defaults.baseURL = options.baseURL.replace(/\/+$/, '');
}

export function apiBaseUrl(): string {
  return httpClient.defaults.baseURL ?? DEFAULT_API_BASE_URL;
}
