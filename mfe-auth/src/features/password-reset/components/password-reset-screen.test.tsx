import { act, screen, waitFor } from '@testing-library/react';
import { deferredReply, type FakeAdapter, renderScreen } from '@care/shared/testing';
import { startScreenTest } from '../../../test/screen-test';
import { PasswordResetScreen } from './password-reset-screen';

let fake: FakeAdapter;
beforeEach(() => {
  fake = startScreenTest();
});

const REQUEST = '/auth/password-reset/';
const CONFIRM = '/auth/password-reset/confirm/';
const CHECK = '/auth/password-reset/check/';
const WORKS = { status: 200, data: { detail: 'ok', expires_at: '2026-11-28T03:00:00Z' } };
const SENT = 'If an account exists for that e-mail, we have sent a link to reset the password.';

describe('PasswordResetScreen, step 1: ask for a link', () => {
  it('asks for the e-mail address and validates it before sending', async () => {
    const { user } = renderScreen(PasswordResetScreen);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveAccessibleDescription('Please enter your e-mail address.');
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    expect(fake.requests).toHaveLength(0);
  });

  it('sends the e-mail, shows the busy state, then always the same confirmation', async () => {
    const reply = deferredReply();
    fake.on('post', REQUEST, reply.responder);
    const { user, navigate } = renderScreen(PasswordResetScreen);
    await user.type(screen.getByLabelText('Email'), 'mary@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(fake.calls('post', REQUEST)[0]?.body).toEqual({ email: 'mary@example.org' });
    await act(async () =>
      reply.release({ status: 200, data: { detail: 'Sent to mary@example.org' } }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });

  it.each([
    [
      'a network failure',
      { status: 0, networkError: true },
      'We could not reach the server. Please check your internet connection and try again.',
    ],
    [
      'a server failure',
      { status: 500, data: {} },
      'We could not send the link. Please try again.',
    ],
    [
      'too many requests',
      { status: 429, data: {}, headers: { 'retry-after': '60' } },
      'Too many attempts. Please wait 60 seconds and try again.',
    ],
  ])('says when the link could not be sent after %s', async (_case, reply, message) => {
    fake.on('post', REQUEST, reply);
    const { user } = renderScreen(PasswordResetScreen);
    await user.type(screen.getByLabelText('Email'), 'mary@example.org');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('mary@example.org');
  });
});

describe('PasswordResetScreen, step 2: the link with ?token=', () => {
  const route = '/password-reset?token=abc.DEF-123';
  beforeEach(() => {
    fake.on('post', CHECK, WORKS);
  });

  it('checks the link before it shows the form, spending nothing', async () => {
    const reply = deferredReply();
    fake.on('post', CHECK, reply.responder);
    renderScreen(PasswordResetScreen, { route });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link...');
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(fake.calls('post', CHECK)[0]?.body).toEqual({ token: 'abc.DEF-123' }),
    );
    await act(async () => reply.release(WORKS));
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(fake.calls('post', CONFIRM)).toHaveLength(0);
  });

  it('says at once that a spent or expired link cannot be used, and shows no form', async () => {
    fake.on('post', CHECK, {
      status: 400,
      data: { detail: 'This password reset link is invalid or has expired.' },
    });
    const { user, navigate } = renderScreen(PasswordResetScreen, { route });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has expired. Please ask for a new one.',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(navigate).toHaveBeenCalledWith('/password-reset');
  });

  it.each([
    ['no network', { status: 0, networkError: true }],
    ['a server failure', { status: 500, data: {} }],
    ['too many checks', { status: 429, data: {}, headers: { 'retry-after': '30' } }],
  ])('shows the form when the link could not be checked (%s)', async (_case, reply) => {
    fake.on('post', CHECK, reply);
    renderScreen(PasswordResetScreen, { route });
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for the new password twice and checks both', async () => {
    const { user } = renderScreen(PasswordResetScreen, { route });
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    const password = await screen.findByLabelText('New Password');
    const confirm = screen.getByLabelText('Confirm New Password');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(password).toHaveAccessibleDescription('Please enter a new password.');
    expect(confirm).toHaveAccessibleDescription('Please enter the new password again.');
    await user.type(password, 'new-secret-1');
    await user.type(confirm, 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(confirm).toHaveAccessibleDescription('Passwords do not match.');
    expect(password).not.toBeInvalid();
    expect(fake.calls('post', CONFIRM)).toHaveLength(0);
  });

  it('sends token and new password, then confirms and links to sign in', async () => {
    const reply = deferredReply();
    fake.on('post', CONFIRM, reply.responder);
    const { user, navigate } = renderScreen(PasswordResetScreen, { route });
    await user.type(await screen.findByLabelText('New Password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(fake.calls('post', CONFIRM)[0]?.body).toEqual({
      token: 'abc.DEF-123',
      new_password: 'new-secret-1',
    });
    await act(() => reply.release({ status: 200, data: {} }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password has been changed. You can now sign in with your new password.',
    );
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });

  it.each([
    [
      'the server’s message',
      { status: 400, data: { detail: 'This link has expired.' } },
      'This link has expired.',
    ],
    [
      'the server’s token error',
      { status: 400, data: { token: ['Invalid token.'] } },
      'Invalid token.',
    ],
    [
      'a plain text for a bare 400',
      { status: 400, data: {} },
      'This reset link is invalid or has expired. Please ask for a new one.',
    ],
    [
      'a plain text for a server failure',
      { status: 500, data: {} },
      'We could not change the password. Please try again.',
    ],
  ])('shows %s when the token is refused', async (_case, reply, message) => {
    fake.on('post', CONFIRM, reply);
    const { user, navigate } = renderScreen(PasswordResetScreen, { route });
    await user.type(await screen.findByLabelText('New Password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(navigate).toHaveBeenCalledWith('/password-reset');
  });

  it('shows a server complaint about the new password next to the field', async () => {
    fake.on('post', CONFIRM, {
      status: 400,
      data: { new_password: ['This password is too short.'] },
    });
    const { user } = renderScreen(PasswordResetScreen, { route });
    await user.type(await screen.findByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm New Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This password is too short.')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      'This password is too short.',
    );
    expect(screen.getByLabelText('New Password')).toHaveValue('short');
  });
});
