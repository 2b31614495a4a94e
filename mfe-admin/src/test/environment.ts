import { renderScreen, resetTestEnvironment, USERS } from '@care/shared/testing';
import type { FakeAdapter } from '@care/shared/testing';
import { UserEditScreen } from '../features/user-edit/components/user-edit-screen';
import type { AdminUser } from '../features/user-edit/api/get-user';

/**
 * Every test of the file starts from a fresh environment (`resetTestEnvironment`: storage, cookies, stores,
 * a new fake API). Called once at the top of a test file, it answers the fake API each test talks to;
 * `setup` runs after each reset (the routes or state every test of the file needs).
 */
export function freshApiEachTest(setup?: () => void): FakeAdapter {
  const api = {} as FakeAdapter;
  beforeEach(() => {
    Object.assign(api, resetTestEnvironment());
    setup?.();
  });
  return api;
}

/**
 * The user edit screen's tests: its side lists (the clinical admins, the person's caregivers and, unless the
 * file serves them itself, the call log) answer empty.
 */
export function userEditApi({ calls = true }: { calls?: boolean } = {}): FakeAdapter {
  const api = freshApiEachTest(() => {
    api.on('get', '/users/clinical-admins/', { status: 200, data: [] });
    api.on('get', /\/users\/\d+\/caregivers\//, { status: 200, data: [] });
    if (calls) api.on('get', /\/users\/\d+\/calls\//, { status: 200, data: [] });
  });
  return api;
}

/** The user edit screen of `user`, as `viewer` sees it. */
export function openUserEdit(api: FakeAdapter, user: AdminUser, viewer = USERS.superuser) {
  api.on('get', `/users/${user.id}/`, { status: 200, data: user });
  return renderScreen(UserEditScreen, { route: `/user-management/${user.id}`, user: viewer });
}
