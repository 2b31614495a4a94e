/**
 * Test support for this package's tests (not exported from the public entry): JWT fixtures and a clean
 * slate of storage, cookies and network fake before each test.
 */
import { apiClient } from '../api/api-client';
import { createFakeAdapter, type FakeAdapter } from '../api/fake-adapter';
import { configureApi } from '../api/http-client';
import { resetSessionStore } from '../session/session-store';
import { setSessionNavigator } from '../session/session-navigator';
import { DEFAULT_API_BASE_URL } from './constants';

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A JWT-shaped token expiring `expiresInSeconds` from now (per `Date.now()`, so fake timers apply). */
export function makeJwt(expiresInSeconds = 3600, claims: Record<string, unknown> = {}): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(
    JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds, ...claims }),
  );
  return `${header}.${payload}.c2lnbmF0dXJlLXBhcnQ`;
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

export function setCsrfCookie(value: string): void {
  document.cookie = `csrftoken=${value}; path=/`;
}

/** Fresh storage, cookies, session store and a fake network on `apiClient`. */
export function freshEnvironment(): FakeAdapter {
  sessionStorage.clear();
  localStorage.clear();
  clearCookies();
  window.history.replaceState(null, '', '/');
  resetSessionStore();
  setSessionNavigator(null);
  configureApi({ baseURL: DEFAULT_API_BASE_URL });
  const fake = createFakeAdapter();
  apiClient.defaults.adapter = fake.adapter;
  return fake;
}

export const sampleUser = {
  id: 7,
  role: 'User',
  email: 'ann@example.test',
  display_name: 'Ann',
  username: 'ann',
  first_name: 'Ann',
  is_admin: false,
  is_staff: false,
  is_superuser: false,
};

export const adminUser = { ...sampleUser, id: 1, email: 'admin@example.test', is_admin: true };
