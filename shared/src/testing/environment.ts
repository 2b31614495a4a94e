import { apiClient } from '../api/api-client';
import { configureApi } from '../api/http-client';
import { resetCallStore } from '../call/call-store';
import { queryClient } from '../data/query-client';
import { DEFAULT_API_BASE_URL } from '../lib/constants';
import { resetSnackbarStore } from '../notify/snackbar-store';
import { resetSessionStore } from '../session/session-store';
import { resetUiStore } from '../ui/ui-store';
import { createFakeAdapter, type FakeAdapter } from './fake-network';
import { useReleaseStore } from '../remote-loader/release-store';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export function setCsrfCookie(value: string): void {
  document.cookie = `csrftoken=${value}; path=/`;
}

/** The session (signed out), UI and snackbar stores at their defaults, and an empty query cache. */
export function resetStores(): void {
  resetSessionStore();
  resetUiStore();
  resetSnackbarStore();
  useReleaseStore.setState({ fallbacks: {}, candidates: {}, pins: {} });
  queryClient.clear();
}

/**
 * A clean slate for one test (call it in `beforeEach`): empty storage and cookies, a signed-out session
 * store, default UI, snackbar and call stores, an empty query cache, the API at /api, and a fresh fake network
 * on `apiClient`, returned for the test to program. A request no route answers gets a 404.
 */
export function resetTestEnvironment(): FakeAdapter {
  sessionStorage.clear();
  localStorage.clear();
  clearCookies();
  window.history.replaceState(null, '', '/');
  resetStores();
  resetCallStore();
  configureApi({ baseURL: DEFAULT_API_BASE_URL });
  const fake = createFakeAdapter();
  apiClient.defaults.adapter = fake.adapter;
  return fake;
}
