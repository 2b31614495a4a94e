import type { CurrentUser } from '@care/shared';
import {
  resetTestEnvironment,
  setCsrfCookie,
  signInForTest,
  USERS,
  type FakeAdapter,
} from '@care/shared/testing';

/**
 * What every mfe-auth screen test starts from (call it in `beforeEach`): a clean slate, the CSRF cookie the
 * API's writes send back, and a fresh fake network, which it returns.
 */
export function startScreenTest(): FakeAdapter {
  const fake = resetTestEnvironment();
  setCsrfCookie('test-csrf');
  return fake;
}

/** Mary, user 7: the person these screens' tests sign in, register or show. */
export const MARY: CurrentUser = {
  ...USERS.user,
  id: 7,
  email: 'mary@example.org',
  username: 'mary',
  display_name: 'Mary',
  first_name: 'Mary',
};

/** Signed in as user `id`, as a real sign-in leaves it: tokens and identity in session storage, the store. */
export function storeSession(id: number): void {
  signInForTest({ ...USERS.user, id });
}
