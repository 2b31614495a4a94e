import { useSessionStore, type CurrentUser } from '@care/shared';
import { act, screen } from '@testing-library/react';
import { deferredReply, type FakeAdapter, renderScreen } from '@care/shared/testing';
import { MARY, startScreenTest, storeSession } from '../../../test/screen-test';
import { ProfileScreen } from './profile-screen';

let fake: FakeAdapter;
beforeEach(() => {
  fake = startScreenTest();
});

/** Mary as `GET /users/7/` answers, with a full name. */
const USER = { ...MARY, full_name: 'Mary Smith' };

/** The definition-list value shown for a term. */
function valueOf(term: string): string | null {
  return screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

function signedInAs(user: Partial<CurrentUser> & { id: number }, isAdmin: boolean) {
  useSessionStore.setState({
    isAuthenticated: true,
    authReady: true,
    isAdmin,
    userId: (user as CurrentUser).id,
  });
}

describe('ProfileScreen (spec 2.4)', () => {
  it('without an access token says "Not authenticated" and goes to the login page', async () => {
    sessionStorage.setItem('id', '7');
    const { navigate } = renderScreen(ProfileScreen);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Not authenticated$/);
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
    expect(fake.requests).toHaveLength(0);
  });

  it('loads the current user and shows Username, Email, Full Name and Role', async () => {
    storeSession(7);
    const reply = deferredReply();
    fake.on('get', '/users/7/', reply.responder);
    renderScreen(ProfileScreen);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(() => reply.release({ status: 200, data: USER }));

    expect(await screen.findByText('Username', { selector: 'dt' })).toBeInTheDocument();
    expect(valueOf('Username')).toBe('mary');
    expect(valueOf('Email')).toBe('mary@example.org');
    expect(valueOf('Full Name')).toBe('Mary Smith');
    expect(valueOf('Role')).toBe('User');
  });

  it('asks for the signed-in user from the session store when it is known', async () => {
    storeSession(99);
    signedInAs({ id: 7 }, false);
    fake.on('get', '/users/7/', { status: 200, data: USER });
    renderScreen(ProfileScreen);
    expect(await screen.findByText('mary@example.org')).toBeInTheDocument();
    expect(fake.calls('get', '/users/99/')).toHaveLength(0);
  });

  it.each([
    ['an empty full name', { full_name: '' }],
    ['a missing full name', { full_name: null }],
  ])('shows N/A for %s and Admin for an admin', async (_case, data) => {
    storeSession(7);
    fake.on('get', '/users/7/', { status: 200, data: { ...USER, ...data, is_admin: true } });
    renderScreen(ProfileScreen);
    await screen.findByText('Full Name', { selector: 'dt' });
    expect(valueOf('Full Name')).toBe('N/A');
    expect(valueOf('Role')).toBe('Admin');
  });

  it('says when the profile cannot be loaded', async () => {
    storeSession(7);
    fake.on('get', '/users/7/', { status: 500, data: {} });
    renderScreen(ProfileScreen);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Failed to load profile.',
    );
  });

  it.each([
    ['an admin', true, '/admin-dashboard'],
    ['any other user', false, '/clock/7'],
  ])('sends %s back to their dashboard', async (_case, isAdmin, path) => {
    storeSession(7);
    signedInAs({ id: 7 }, isAdmin);
    fake.on('get', '/users/7/', { status: 200, data: USER });
    const { user, navigate } = renderScreen(ProfileScreen);
    await user.click(await screen.findByRole('button', { name: 'Back to Dashboard' }));
    expect(navigate).toHaveBeenCalledWith(path);
  });

  it('links to Edit Profile and Change Password', async () => {
    storeSession(7);
    fake.on('get', '/users/7/', { status: 200, data: USER });
    const { user, navigate } = renderScreen(ProfileScreen);
    const edit = await screen.findByRole('link', { name: 'Edit Profile' });
    expect(edit).toHaveAttribute('href', '/profile/edit');
    await user.click(edit);
    expect(navigate).toHaveBeenLastCalledWith('/profile/edit');
    const change = screen.getByRole('link', { name: 'Change Password' });
    expect(change).toHaveAttribute('href', '/change-password');
    await user.click(change);
    expect(navigate).toHaveBeenLastCalledWith('/change-password');
  });

  it('has no sign-out of its own: the host gives every page one (docs/product.md 2.3)', async () => {
    storeSession(7);
    signedInAs({ id: 7 }, false);
    fake.on('get', '/users/7/', { status: 200, data: USER });
    renderScreen(ProfileScreen);
    expect(await screen.findByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /sign out|log ?out/i })).toBeNull();
  });
});
