import { useSessionStore } from './index';
import { freshEnvironment, makeTokens, USERS, type FakeAdapter } from '../testing';

/**
 * Defect: an account approved the way spec 4.6 says (approval sets is_staff) counted as an admin, so it
 * landed on the admin dashboard with the admin navbar and guards. Spec 1: admins are is_admin,
 * is_primary_admin, is_clinical_admin or is_superuser; is_staff alone counts only for the stored flag.
 */
let fake: FakeAdapter;
beforeEach(() => {
  fake = freshEnvironment();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

async function signIn(user: (typeof USERS)[keyof typeof USERS]): Promise<void> {
  fake.on('post', '/auth/login/', { status: 200, data: makeTokens() });
  fake.on('get', '/users/me/', { status: 200, data: user });
  await useSessionStore.getState().login(user.email, 'secret');
}

describe('the admin rule of spec 1 in the session', () => {
  it.each([
    ['an ordinary user approved by an admin (is_staff)', USERS.approved],
    ['a staff-only user', USERS.staff],
  ])('%s is not an admin, but the stored is_admin flag of spec 3 is true', async (_who, user) => {
    await signIn(user);
    expect(useSessionStore.getState().isAdmin).toBe(false);
    expect(sessionStorage.getItem('is_admin')).toBe('true');
  });

  it.each([
    ['is_admin', USERS.admin],
    ['is_primary_admin', USERS.primaryAdmin],
    ['is_clinical_admin', USERS.clinicalAdmin],
    ['is_superuser', USERS.superuser],
  ])('%s is an admin', async (_flag, user) => {
    await signIn(user);
    expect(useSessionStore.getState().isAdmin).toBe(true);
    expect(sessionStorage.getItem('is_admin')).toBe('true');
  });

  it('an ordinary user is neither', async () => {
    await signIn(USERS.user);
    expect(useSessionStore.getState().isAdmin).toBe(false);
    expect(sessionStorage.getItem('is_admin')).toBe('false');
  });
});
