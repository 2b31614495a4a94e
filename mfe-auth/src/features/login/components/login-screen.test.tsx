import { useSessionStore } from '@care/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { deferredReply, type FakeAdapter, makeJwt, renderScreen } from '@care/shared/testing';
import { MARY, startScreenTest } from '../../../test/screen-test';
import { LoginScreen } from './login-screen';

let fake: FakeAdapter;
beforeEach(() => {
  fake = startScreenTest();
});

const LOGIN = '/auth/login/';
const ME = '/users/me/';

function currentUser(overrides: Record<string, unknown> = {}) {
  return { ...MARY, ...overrides };
}

function signInSucceeds(overrides: Record<string, unknown> = {}) {
  fake.on('post', LOGIN, {
    status: 200,
    data: { access: makeJwt(), refresh: makeJwt(3600, { token_type: 'refresh' }) },
  });
  fake.on('get', ME, { status: 200, data: currentUser(overrides) });
}

async function submit(
  user: ReturnType<typeof renderScreen>['user'],
  email: string,
  password: string,
) {
  if (email !== '') await user.type(screen.getByLabelText('Email'), email);
  if (password !== '') await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginScreen (spec 2.15, 2.2)', () => {
  it('shows labelled e-mail and password fields, the sign-in button and links to register and reset', () => {
    renderScreen(LoginScreen);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/password-reset',
    );
  });

  it('navigates through the host when a link is clicked', async () => {
    const { user, navigate } = renderScreen(LoginScreen);
    await user.click(screen.getByRole('link', { name: 'Create an account' }));
    expect(navigate).toHaveBeenLastCalledWith('/register');
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(navigate).toHaveBeenLastCalledWith('/password-reset');
  });

  it('asks for both fields when they are empty and sends nothing', async () => {
    const { user } = renderScreen(LoginScreen);
    await submit(user, '', '');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your e-mail address.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(fake.requests).toHaveLength(0);
  });

  it('rejects an e-mail address that cannot be valid', async () => {
    const { user } = renderScreen(LoginScreen);
    await submit(user, 'mary@example', 'secret');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(screen.getByLabelText('Password')).not.toBeInvalid();
    expect(fake.requests).toHaveLength(0);
  });

  it('signs a user in and leaves the navigation to the host’s redirect rules', async () => {
    signInSucceeds();
    const { user, navigate } = renderScreen(LoginScreen);
    await submit(user, ' mary@example.org ', 'secret');
    await waitFor(() => expect(useSessionStore.getState().isAuthenticated).toBe(true));
    expect(fake.calls('post', LOGIN)[0]?.body).toEqual({
      email: 'mary@example.org',
      password: 'secret',
    });
    expect(useSessionStore.getState()).toMatchObject({ userId: 7, isAdmin: false });
    // Spec 2.2: the host sends a signed-in user from /auth/login to their home (host/src/app/redirect-rules.ts).
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['is_admin', { is_admin: true }],
    ['is_clinical_admin', { is_clinical_admin: true }],
    ['is_superuser', { is_superuser: true }],
  ])(
    'signs an admin (%s) in as an admin (the host then lands them on the dashboard)',
    async (_flag, flags) => {
      signInSucceeds(flags);
      const { user, navigate } = renderScreen(LoginScreen);
      await submit(user, 'admin@example.org', 'secret');
      await waitFor(() => expect(useSessionStore.getState().isAuthenticated).toBe(true));
      expect(useSessionStore.getState().isAdmin).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('shows the busy state while signing in', async () => {
    const reply = deferredReply();
    fake.on('post', LOGIN, reply.responder);
    const { user } = renderScreen(LoginScreen);
    await submit(user, 'mary@example.org', 'secret');
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await act(async () =>
      reply.release({ status: 401, data: { detail: 'Invalid email or password.' } }),
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it.each([
    [401, { detail: 'Invalid email or password.' }, 'Invalid email or password.'],
    [401, {}, 'Invalid email or password.'],
    [
      403,
      { detail: 'Your account is waiting for approval.' },
      'Your account is waiting for approval.',
    ],
    [403, { detail: 'This account is inactive.' }, 'This account is inactive.'],
    [403, {}, 'This account cannot sign in yet.'],
    [500, {}, 'Sign-in failed. Please try again.'],
  ])(
    'shows the server’s answer to a %i (%j) and keeps what was typed',
    async (status, data, message) => {
      fake.on('post', LOGIN, { status, data });
      fake.on('get', '/csrf/', { status: 200, data: {} });
      const { user, navigate } = renderScreen(LoginScreen);
      await submit(user, 'mary@example.org', 'secret');
      expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(message);
      expect(screen.getByLabelText('Email')).toHaveValue('mary@example.org');
      expect(screen.getByLabelText('Password')).toHaveValue('secret');
      expect(navigate).not.toHaveBeenCalled();
    },
  );

  it('sends a sign-in refused for a wrong password once, without fetching a CSRF token', async () => {
    fake.on('post', LOGIN, { status: 401, data: { detail: 'Invalid email or password.' } });
    fake.on('get', '/csrf/', { status: 200, data: {} });
    const { user } = renderScreen(LoginScreen);
    await submit(user, 'mary@example.org', 'wrong');
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Invalid email or password.',
    );
    expect(fake.calls('post', LOGIN)).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);
  });

  it('tells how long to wait after too many attempts, from the retry-after delay', async () => {
    fake.on('post', LOGIN, {
      status: 429,
      data: { detail: 'Throttled.' },
      headers: { 'retry-after': '30' },
    });
    const { user } = renderScreen(LoginScreen);
    await submit(user, 'mary@example.org', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
  });

  it('still says to wait when the server gives no retry-after', async () => {
    fake.on('post', LOGIN, { status: 429, data: {} });
    const { user } = renderScreen(LoginScreen);
    await submit(user, 'mary@example.org', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
  });

  it('explains a network failure in plain words', async () => {
    fake.on('post', LOGIN, { status: 0, networkError: true });
    const { user } = renderScreen(LoginScreen);
    await submit(user, 'mary@example.org', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach the server. Please check your internet connection and try again.',
    );
  });

  it('clears an earlier error when the form is sent again', async () => {
    fake.once('post', LOGIN, { status: 401, data: { detail: 'Invalid email or password.' } });
    signInSucceeds();
    const { user, navigate } = renderScreen(LoginScreen);
    await submit(user, 'mary@example.org', 'wrong');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(useSessionStore.getState().isAuthenticated).toBe(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });
});
