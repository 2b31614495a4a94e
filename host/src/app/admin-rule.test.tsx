import { screen, within } from '@testing-library/react';
import { useSessionStore } from '@care/shared';
import { createFakeAdapter, makeTokens, USERS } from '@care/shared/testing';
import { apiClient } from '@care/shared';
import { renderApp, startOver } from '../test/render-app';
import { TEXTS } from '../texts';

afterEach(() => {
  startOver();
});

/** Signs in through the real session store, so the real admin rule decides (not a seeded flag). */
async function signInAs(user: (typeof USERS)[keyof typeof USERS]): Promise<void> {
  const api = createFakeAdapter();
  api.on('post', '/auth/login/', { status: 200, data: makeTokens() });
  api.on('get', '/users/me/', { status: 200, data: user });
  apiClient.defaults.adapter = api.adapter;
  await useSessionStore.getState().login(user.email, 'secret');
}

const navbar = () => screen.queryByRole('navigation', { name: TEXTS.navbar.label });
const ownPages = () => screen.queryByRole('navigation', { name: TEXTS.ownPages.label });

/**
 * Defect: an account approved the way spec 4.6 says (approval sets is_staff) landed on /admin-dashboard with
 * the admin navbar and guards. Spec 1: everyone but admins lands on their own clock page.
 */
describe.each([
  ['an ordinary user approved by an admin', USERS.approved],
  ['a staff-only user', USERS.staff],
])('%s (is_staff, no admin flag)', (_who, user) => {
  test('lands on their own clock page, with the header of their own pages, not the admin navbar', async () => {
    await signInAs(user);
    const { router } = await renderApp('/', {});
    expect(router.state.location.pathname).toBe(`/clock/${user.id}`);
    expect(navbar()).not.toBeInTheDocument();
    const bar = ownPages();
    expect(bar).toBeInTheDocument();
    expect(
      within(bar as HTMLElement).getByRole('link', { name: TEXTS.ownPages.profile }),
    ).toBeInTheDocument();
  });

  test('the admin-area guard sends them to their clock page', async () => {
    await signInAs(user);
    const { router, source } = await renderApp('/admin-dashboard', {});
    expect(router.state.location.pathname).toBe(`/clock/${user.id}`);
    expect(source.loads).not.toContain('mfe_admin/AdminDashboardScreen');
  });

  test('signing in on the login page sends them to their clock page', async () => {
    const { router } = await renderApp('/auth/login', {
      authReady: true,
      isAuthenticated: false,
    });
    await signInAs(user);
    await screen.findByText(/^screen mfe_care\/ClockScreen /);
    expect(router.state.location.pathname).toBe(`/clock/${user.id}`);
  });
});

test.each([
  ['is_admin', USERS.admin],
  ['is_superuser', USERS.superuser],
])('an admin (%s) lands on the admin dashboard with the navbar', async (_flag, user) => {
  await signInAs(user);
  const { router } = await renderApp('/', {});
  expect(router.state.location.pathname).toBe('/admin-dashboard');
  expect(navbar()).toBeInTheDocument();
  expect(ownPages()).not.toBeInTheDocument();
});

/** docs/product.md 2.15 – 2.16: a caregiver lands on the people they care for, not on their own empty clock. */
describe('a caregiver', () => {
  test('lands on /people, with the header of their own pages, not the admin navbar', async () => {
    await signInAs(USERS.caregiver);
    const { router } = await renderApp('/', {});
    expect(router.state.location.pathname).toBe('/people');
    expect(navbar()).not.toBeInTheDocument();
    expect(ownPages()).toBeInTheDocument();
  });

  test('signing in on the login page sends them to /people; an unknown path too', async () => {
    const { router } = await renderApp('/auth/login', { authReady: true, isAuthenticated: false });
    await signInAs(USERS.caregiver);
    await screen.findByText(/^screen mfe_care\/PeopleScreen /);
    expect(router.state.location.pathname).toBe('/people');
  });

  test('the admin-area guard still sends them to their own clock page (spec 2.2)', async () => {
    await signInAs(USERS.caregiver);
    const { router } = await renderApp(`/users/${USERS.user.id}/medications`, {});
    expect(router.state.location.pathname).toBe(`/clock/${USERS.caregiver.id}`);
  });
});
