import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@care/shared';
import { LOGOUT_FAILED_MESSAGE, USERS } from '@care/shared/testing';
import {
  adminUser,
  plainUser,
  renderApp,
  settle,
  signedIn,
  startOver,
} from '../../test/render-app';
import { INACTIVITY_LIMIT_MS } from '../../lib/inactivity-rules';
import { TEXTS } from '../../texts';

afterEach(() => {
  startOver();
  jest.useRealTimers();
});

const H = TEXTS.ownPages;
const header = () => screen.queryByRole('navigation', { name: H.label });
const navbar = () => screen.queryByRole('navigation', { name: TEXTS.navbar.label });

describe('who has it (docs/product.md 2.3)', () => {
  test.each([
    ['an ordinary user', plainUser],
    ['an account approved the spec 4.6 way (is_staff)', USERS.approved],
    ['a staff-only account', USERS.staff],
    ['a caregiver', USERS.caregiver],
  ])('%s: the header inside the page, no navbar, no Help or Profile menu', async (_who, user) => {
    await renderApp(`/clock/${user.id}`, signedIn(user));
    const bar = header() as HTMLElement;
    expect(bar).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(bar);
    expect(navbar()).toBeNull();
    expect(screen.queryByRole('button', { name: TEXTS.navbar.brandLabel })).toBeNull();
    expect(screen.queryByRole('button', { name: TEXTS.navbar.helpMenu })).toBeNull();
    expect(screen.queryByRole('button', { name: TEXTS.navbar.profileMenu })).toBeNull();
  });

  test('an admin has the navbar and no header', async () => {
    await renderApp('/admin-dashboard', signedIn(adminUser));
    expect(navbar()).toBeInTheDocument();
    expect(header()).toBeNull();
  });

  test('none in kiosk mode, none under /auth/', async () => {
    await renderApp('/clock/7', signedIn(plainUser, { kioskMode: true }));
    expect(header()).toBeNull();
    expect(navbar()).toBeNull();
    startOver();
    await renderApp('/auth/login', { authReady: true, isAuthenticated: false });
    expect(header()).toBeNull();
  });
});

describe('its links', () => {
  test("a user's home is their clock page: shown as the current page there, a link elsewhere", async () => {
    const { router } = await renderApp('/clock/7', signedIn(plainUser));
    const bar = header() as HTMLElement;
    const here = within(bar).getByText(H.clock);
    expect(here).toHaveAttribute('aria-current', 'page');
    expect(within(bar).queryByRole('link', { name: H.clock })).toBeNull();

    const profile = within(bar).getByRole('link', { name: H.profile });
    expect(profile).toHaveAttribute('href', '/profile');
    await userEvent.click(profile);
    expect(router.state.location.pathname).toBe('/profile');
    expect(within(header() as HTMLElement).getByText(H.profile)).toHaveAttribute(
      'aria-current',
      'page',
    );

    const home = within(header() as HTMLElement).getByRole('link', { name: H.clock });
    expect(home).toHaveAttribute('href', '/clock/7');
    await userEvent.click(home);
    expect(router.state.location.pathname).toBe('/clock/7');
  });

  test("a caregiver's home is the people they care for", async () => {
    const { router } = await renderApp(`/calendar/${USERS.user.id}`, signedIn(USERS.caregiver));
    const bar = header() as HTMLElement;
    expect(within(bar).queryByRole('link', { name: H.clock })).toBeNull();
    const home = within(bar).getByRole('link', { name: H.people });
    expect(home).toHaveAttribute('href', '/people');
    await userEvent.click(home);
    expect(router.state.location.pathname).toBe('/people');
    expect(within(header() as HTMLElement).getByText(H.people)).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the links and Sign out are reached by Tab, in reading order', async () => {
    await renderApp('/profile/edit', signedIn(plainUser));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: H.clock })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: H.profile })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: H.signOut })).toHaveFocus();
  });
});

describe('Sign out', () => {
  test('ends the session on the server and opens login', async () => {
    const { router, api } = await renderApp('/profile', signedIn(plainUser));
    api.on('post', '/auth/logout/', { status: 200, data: {} });
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: H.signOut }));
    });
    expect(api.calls('post', '/auth/logout/')).toHaveLength(1);
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  test('a failed sign-out shows the spec message, then login (spec 4.1 step 8)', async () => {
    const { router, api } = await renderApp('/clock/7', signedIn(plainUser));
    api.on('post', '/auth/logout/', { status: 500, data: {} });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole('button', { name: H.signOut }));
    expect(await screen.findByText(LOGOUT_FAILED_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/clock/7');
    await screen.findByText(/^screen mfe_auth\/LoginScreen/, undefined, { timeout: 3000 });
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});

test('the inactivity limit stays the admins’: a non-admin idle past it is not warned or signed out', async () => {
  jest.useFakeTimers();
  const { api } = await renderApp('/clock/7', signedIn(plainUser));
  await settle(() => jest.advanceTimersByTime(INACTIVITY_LIMIT_MS + 1000));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(api.calls('post', '/auth/logout/')).toHaveLength(0);
  expect(useSessionStore.getState().isAuthenticated).toBe(true);
});
