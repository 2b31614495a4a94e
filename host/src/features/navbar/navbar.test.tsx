import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGOUT_FAILED_MESSAGE } from '@care/shared/testing';
import { adminUser, plainUser, renderApp, signedIn, startOver } from '../../test/render-app';
import { HELP_ITEMS, TEXTS } from '../../texts';

afterEach(() => {
  startOver();
  jest.useRealTimers();
});

const nav = () => screen.queryByRole('navigation', { name: TEXTS.navbar.label });

describe('visibility (spec 2.3)', () => {
  test('shown to an authenticated admin outside kiosk mode and /auth/', async () => {
    await renderApp('/user-management', signedIn(adminUser));
    expect(nav()).toBeInTheDocument();
  });

  test('a non-admin has no navbar, no Help or Profile menu (spec 2.3, 6)', async () => {
    await renderApp('/clock/7', signedIn(plainUser));
    await screen.findByText(/^screen mfe_care\/ClockScreen /);
    expect(nav()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: TEXTS.navbar.helpMenu })).toBeNull();
    expect(screen.queryByRole('button', { name: TEXTS.navbar.profileMenu })).toBeNull();
  });

  test('hidden in kiosk mode and under /auth/', async () => {
    await renderApp('/user-management', signedIn(adminUser, { kioskMode: true }));
    expect(nav()).not.toBeInTheDocument();
    startOver();
    await renderApp('/health-profile/1', { ...signedIn(adminUser), authReady: false });
    expect(nav()).not.toBeInTheDocument();
  });
});

test('the brand goes to the admin dashboard', async () => {
  const { router } = await renderApp('/user-management', signedIn(adminUser));
  await userEvent.click(screen.getByRole('button', { name: TEXTS.navbar.brandLabel }));
  expect(router.state.location.pathname).toBe('/admin-dashboard');
});

test('Help menu: the six items in order, each opening its help dialog', async () => {
  await renderApp('/admin-dashboard', signedIn(adminUser));
  await userEvent.click(screen.getByRole('button', { name: /Help/ }));
  const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
  expect(items).toEqual([
    'Help Center',
    'Contact Support',
    'Live Chat Support',
    'Knowledge Base',
    'System Status',
    'Submit Feedback',
  ]);
  expect(HELP_ITEMS).toHaveLength(6);
  await userEvent.click(screen.getByRole('menuitem', { name: 'System Status' }));
  const dialog = screen.getByRole('dialog', { name: 'System Status' });
  expect(within(dialog).getByText('Ada Admin')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

describe('profile menu', () => {
  const open = async () => {
    await userEvent.click(screen.getByRole('button', { name: /Profile/ }));
    return screen.getAllByRole('menuitem');
  };

  test('a disabled identity item, the profile items and Logout; User Sessions for admins', async () => {
    await renderApp('/admin-dashboard', signedIn(adminUser));
    const items = await open();
    expect(items.map((item) => item.textContent)).toEqual([
      'Ada Admin',
      'View Profile',
      'Edit Profile',
      'Change Password',
      'Notification Settings',
      'User Sessions',
      'Logout',
    ]);
    expect(items[0]).toHaveAttribute('data-disabled');
  });

  test('identity falls back to username, then e-mail; no User Sessions for a clinical admin', async () => {
    const clinical = {
      ...adminUser,
      is_admin: false,
      is_clinical_admin: true,
      display_name: '',
      username: '',
    };
    await renderApp('/admin-dashboard', signedIn(clinical));
    const items = await open();
    expect(items[0]).toHaveTextContent('ada@example.org');
    expect(items.map((item) => item.textContent)).not.toContain('User Sessions');
  });

  test('User Sessions for a superuser', async () => {
    await renderApp(
      '/admin-dashboard',
      signedIn({ ...adminUser, is_admin: false, is_superuser: true }),
    );
    expect((await open()).map((item) => item.textContent)).toContain('User Sessions');
  });

  test('User Sessions opens the sessions screen', async () => {
    const { router } = await renderApp('/admin-dashboard', signedIn(adminUser));
    await open();
    await userEvent.click(screen.getByRole('menuitem', { name: 'User Sessions' }));
    expect(router.state.location.pathname).toBe('/user-sessions');
  });

  test('an admin who also cares for people reaches them from the menu', async () => {
    const { router } = await renderApp(
      '/admin-dashboard',
      signedIn({ ...adminUser, is_caregiver: true }),
    );
    await open();
    await userEvent.click(screen.getByRole('menuitem', { name: TEXTS.profile.people }));
    expect(router.state.location.pathname).toBe('/people');
  });

  test('View Profile navigates to /profile', async () => {
    const { router } = await renderApp('/admin-dashboard', signedIn(adminUser));
    await open();
    await userEvent.click(screen.getByRole('menuitem', { name: 'View Profile' }));
    expect(router.state.location.pathname).toBe('/profile');
  });

  test('Logout failure shows the spec message', async () => {
    const { api } = await renderApp('/admin-dashboard', signedIn(adminUser));
    api.on('post', '/auth/logout/', { status: 500, data: {} });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await open();
    await act(async () => {
      await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    });
    expect(await screen.findByText(LOGOUT_FAILED_MESSAGE)).toBeInTheDocument();
    expect(LOGOUT_FAILED_MESSAGE).toBe('An error occurred during logout. Please try again.');
  });
});

/** Defect: a failed logout redirected at once; spec 4.1 step 8 says the message shows, then login after 1.5 s. */
test('a failed logout shows the message, stays for 1.5 s, then goes to login', async () => {
  const { router, api } = await renderApp('/admin-dashboard', signedIn(adminUser));
  api.on('post', '/auth/logout/', { status: 500, data: {} });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await userEvent.click(screen.getByRole('button', { name: /Profile/ }));
  const started = Date.now();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

  expect(await screen.findByText(LOGOUT_FAILED_MESSAGE)).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/admin-dashboard');
  await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'), {
    timeout: 3000,
  });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
});
