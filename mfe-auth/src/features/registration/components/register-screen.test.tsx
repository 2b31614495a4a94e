import { act, screen } from '@testing-library/react';
import { deferredReply, type FakeAdapter, renderScreen } from '@care/shared/testing';
import { startScreenTest } from '../../../test/screen-test';
import { RegisterScreen } from './register-screen';

let fake: FakeAdapter;
beforeEach(() => {
  fake = startScreenTest();
});

const PATH = '/auth/register/';
type User = ReturnType<typeof renderScreen>['user'];

const LABELS = {
  username: 'Username',
  email: 'Email',
  display_name: 'Display Name',
  password: 'Password',
  confirm: 'Confirm Password',
} as const;

const VALID = {
  username: 'mary',
  email: 'mary@example.org',
  display_name: 'Mary Smith',
  password: 'a-long-secret',
  confirm: 'a-long-secret',
};

async function fillIn(user: User, values: Partial<Record<keyof typeof LABELS, string>>) {
  for (const [field, value] of Object.entries(values) as [keyof typeof LABELS, string][]) {
    if (value !== '') await user.type(screen.getByLabelText(LABELS[field]), value);
  }
}

const send = (user: User) => user.click(screen.getByRole('button', { name: 'Create account' }));

describe('RegisterScreen', () => {
  it('has a labelled field for every detail', () => {
    renderScreen(RegisterScreen);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Display Name')).toHaveAccessibleDescription(
      'The name other people see, for example “Mary Smith”.',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });

  it('asks for every empty field and sends nothing', async () => {
    const { user } = renderScreen(RegisterScreen);
    await send(user);
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'Please enter a username.',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your e-mail address.',
    );
    expect(screen.getByLabelText('Display Name')).toHaveAccessibleDescription(
      'The name other people see, for example “Mary Smith”. Please enter your name.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter a password.',
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Please enter the password again.',
    );
    expect(fake.requests).toHaveLength(0);
  });

  it('rejects an invalid e-mail and a confirmation that does not match', async () => {
    const { user } = renderScreen(RegisterScreen);
    await fillIn(user, { ...VALID, email: 'mary.example.org', confirm: 'something-else' });
    await send(user);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
    expect(screen.getByLabelText('Username')).not.toBeInvalid();
    expect(fake.requests).toHaveLength(0);
  });

  it('sends the account, shows the busy state, then says an administrator must approve it', async () => {
    const reply = deferredReply();
    fake.on('post', PATH, reply.responder);
    const { user, navigate } = renderScreen(RegisterScreen);
    await fillIn(user, VALID);
    await send(user);

    const busy = screen.getByRole('button', { name: 'Creating account...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(fake.calls('post', PATH)[0]?.body).toEqual({
      username: 'mary',
      email: 'mary@example.org',
      display_name: 'Mary Smith',
      password: 'a-long-secret',
    });

    await act(() => reply.release({ status: 201, data: { id: 12 } }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Account created' +
        'Your account has been created. An administrator must approve it before you can sign in. You will be able to sign in once it is approved.',
    );
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(navigate).toHaveBeenCalledWith('/auth/login');
  });

  it('shows the server’s field errors next to their fields and keeps what was typed', async () => {
    fake.on('post', PATH, {
      status: 400,
      data: {
        email: ['An account with this e-mail already exists.'],
        username: 'This username is taken.',
        password: ['This password is too short.', 'This password is too common.'],
      },
    });
    const { user } = renderScreen(RegisterScreen);
    await fillIn(user, VALID);
    await send(user);

    expect(
      await screen.findByText('An account with this e-mail already exists.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'An account with this e-mail already exists.',
    );
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'This username is taken.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'This password is too short.',
    );
    expect(screen.getByLabelText('Display Name')).not.toBeInvalid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('mary');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('a-long-secret');
  });

  it.each([
    [
      'the server’s detail',
      { status: 400, data: { detail: 'Registration is closed.' } },
      'Registration is closed.',
    ],
    [
      'a general failure',
      { status: 500, data: {} },
      'Registration failed. Please check your details and try again.',
    ],
    [
      'a network failure',
      { status: 0, networkError: true },
      'We could not reach the server. Please check your internet connection and try again.',
    ],
    [
      'too many attempts',
      { status: 429, data: {}, headers: { 'retry-after': '1' } },
      'Too many attempts. Please wait 1 second and try again.',
    ],
  ])('shows %s above the form', async (_case, reply, message) => {
    fake.on('post', PATH, reply);
    const { user } = renderScreen(RegisterScreen);
    await fillIn(user, VALID);
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveValue('mary@example.org');
  });
});
