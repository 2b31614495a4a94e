import { roles, useSessionStore } from './index';
import { resetTestEnvironment, makeTokens, USERS, type FakeAdapter } from '../testing';

/**
 * Defect: an account approved the way spec 4.6 says (approval sets is_staff) counted as an admin, so it
 * landed on the admin dashboard with the admin navbar and guards. Spec 1: admins are is_admin,
 * is_primary_admin, is_clinical_admin or is_superuser; is_staff alone counts only for the stored flag.
 */
let fake: FakeAdapter;
beforeEach(() => {
  fake = resetTestEnvironment();
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

describe('the role rules the screens mirror (one definition for the navbar and the admin area)', () => {
  it('full admins: superuser, admin or primary admin; not a clinical admin, not staff alone', () => {
    expect(roles.isFullAdmin({ is_primary_admin: true })).toBe(true);
    expect(roles.isFullAdmin({ is_superuser: true })).toBe(true);
    expect(roles.isFullAdmin({ is_staff: true })).toBe(false);
    expect(roles.isFullAdmin(null)).toBe(false);
  });

  it('account managers are superuser and staff together', () => {
    expect(roles.canManageAccounts({ is_superuser: true, is_staff: true })).toBe(true);
    expect(roles.canManageAccounts({ is_superuser: true })).toBe(false);
    expect(roles.canManageAccounts({ is_staff: true, is_admin: true })).toBe(false);
  });

  it('user sessions: superusers and admins, not a primary admin alone', () => {
    expect(roles.canSeeSessions({ is_admin: true })).toBe(true);
    expect(roles.canSeeSessions({ is_superuser: true })).toBe(true);
    expect(roles.canSeeSessions({ is_primary_admin: true })).toBe(false);
    expect(roles.canSeeSessions(undefined)).toBe(false);
  });
});
