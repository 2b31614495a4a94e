import { act, screen } from '@testing-library/react';
import {
  axeViolations,
  deferredReply,
  type FakeAdapter,
  makeJwt,
  renderScreen,
} from '@care/shared/testing';
import { startScreenTest } from '../../../test/screen-test';
import { ChangePasswordScreen } from './change-password-screen';

let fake: FakeAdapter;
beforeEach(() => {
  fake = startScreenTest();
});
afterEach(() => {
  jest.useRealTimers();
});

const PATH = '/auth/change-password/';

function fields() {
  return {
    current: screen.getByLabelText('Current Password'),
    next: screen.getByLabelText('New Password'),
    confirm: screen.getByLabelText('Confirm New Password'),
    submit: screen.getByRole('button', { name: 'Update Password' }),
  };
}

async function fill(
  user: ReturnType<typeof renderScreen>['user'],
  values: { current?: string; next?: string; confirm?: string },
) {
  const f = fields();
  if (values.current) await user.type(f.current, values.current);
  if (values.next) await user.type(f.next, values.next);
  if (values.confirm) await user.type(f.confirm, values.confirm);
}

describe('ChangePasswordScreen (spec 2.6)', () => {
  it('shows the three labelled password fields and the Update Password, Cancel and Back buttons', () => {
    renderScreen(ChangePasswordScreen);
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    const f = fields();
    for (const input of [f.current, f.next, f.confirm])
      expect(input).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });

  it('checks the mismatch FIRST, even when other fields are empty (spec 5)', async () => {
    const { user } = renderScreen(ChangePasswordScreen);
    await fill(user, { next: 'new-secret-1' });
    await user.click(fields().submit);
    expect(screen.getByRole('alert')).toHaveTextContent('New passwords do not match.');
    // The focus goes to the field the message is about.
    expect(fields().confirm).toHaveFocus();
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['all fields empty', {}, 'current'],
    ['the current password empty', { next: 'new-secret-1', confirm: 'new-secret-1' }, 'current'],
    ['the new passwords empty', { current: 'old-secret-1' }, 'next'],
  ] as const)(
    'asks to complete all fields with %s (spec 5), focusing the first empty one',
    async (_case, values, first) => {
      const { user } = renderScreen(ChangePasswordScreen);
      await fill(user, values);
      await user.click(fields().submit);
      expect(screen.getByRole('alert')).toHaveTextContent('Please complete all fields.');
      expect(fields()[first]).toHaveFocus();
      expect(fake.requests).toHaveLength(0);
    },
  );

  it('marks every empty field invalid, tied to "Please complete all fields.", and clears each once filled', async () => {
    const { user, container } = renderScreen(ChangePasswordScreen);
    await fill(user, { next: 'new-secret-1', confirm: 'new-secret-1' });
    await user.click(fields().submit);

    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent('Please complete all fields.');
    expect(message.id).not.toBe('');
    const f = fields();
    expect(f.current).toBeInvalid();
    expect(f.current).toHaveAttribute('aria-errormessage', message.id);
    expect(f.current).toHaveAccessibleDescription('Please complete all fields.');
    for (const filled of [f.next, f.confirm]) {
      expect(filled).not.toBeInvalid();
      expect(filled).not.toHaveAttribute('aria-errormessage');
      expect(filled).not.toHaveAccessibleDescription();
    }
    expect(await axeViolations(container)).toEqual([]);

    await user.clear(f.next);
    await user.clear(f.confirm);
    await user.click(f.submit);
    const again = screen.getByRole('alert').id;
    for (const empty of [f.current, f.next, f.confirm]) {
      expect(empty).toBeInvalid();
      expect(empty).toHaveAttribute('aria-errormessage', again);
    }

    await user.type(f.current, 'old-secret');
    expect(f.current).not.toBeInvalid();
    expect(f.current).not.toHaveAccessibleDescription();
    expect(f.next).toBeInvalid();
    await user.type(f.next, 'new-secret-1');
    await user.type(f.confirm, 'new-secret-1');
    for (const filled of [f.current, f.next, f.confirm]) expect(filled).not.toBeInvalid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('disables the button and shows a spinner while submitting, then posts old and new password', async () => {
    const reply = deferredReply();
    fake.on('post', PATH, reply.responder);
    const { user } = renderScreen(ChangePasswordScreen);
    await fill(user, { current: 'old-secret', next: 'new-secret-1', confirm: 'new-secret-1' });
    await user.click(fields().submit);

    const button = screen.getByRole('button', { name: 'Update Password' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(fake.calls('post', PATH)[0]?.body).toEqual({
      old_password: 'old-secret',
      new_password: 'new-secret-1',
    });

    await act(() => reply.release({ status: 200, data: { message: 'Password updated.' } }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password updated.');
    expect(screen.getByRole('button', { name: 'Update Password' })).toBeEnabled();
  });

  it('on success shows the server message, clears the fields and goes to /profile after 2000 ms', async () => {
    jest.useFakeTimers();
    fake.on('post', PATH, { status: 200, data: { message: 'Password changed successfully.' } });
    const { user, navigate } = renderScreen(ChangePasswordScreen, {
      advanceTimers: jest.advanceTimersByTime,
    });
    await fill(user, { current: 'old-secret', next: 'new-secret-1', confirm: 'new-secret-1' });
    await user.click(fields().submit);

    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    const f = fields();
    expect(f.current).toHaveValue('');
    expect(f.next).toHaveValue('');
    expect(f.confirm).toHaveValue('');

    act(() => jest.advanceTimersByTime(1999));
    expect(navigate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(navigate).toHaveBeenCalledWith('/profile');
  });

  it('keeps the session: the fresh tokens the server returns replace the revoked ones', async () => {
    const oldAccess = makeJwt(3600, { n: 'old' });
    sessionStorage.setItem('access_token', oldAccess);
    sessionStorage.setItem('refresh_token', makeJwt(3600, { n: 'old-refresh' }));
    const access = makeJwt(3600, { n: 'new' });
    const refresh = makeJwt(3600, { n: 'new-refresh' });
    fake.on('post', PATH, {
      status: 200,
      data: { message: 'Password changed successfully.', access, refresh },
    });
    const { user } = renderScreen(ChangePasswordScreen);
    await fill(user, { current: 'old-secret', next: 'new-secret-1', confirm: 'new-secret-1' });
    await user.click(fields().submit);

    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    expect(fake.calls('post', PATH)[0]?.headers.Authorization).toBe(`Bearer ${oldAccess}`);
    expect(sessionStorage.getItem('access_token')).toBe(access);
    expect(sessionStorage.getItem('refresh_token')).toBe(refresh);
  });

  it('does not navigate after leaving the screen before the 2000 ms are up', async () => {
    jest.useFakeTimers();
    fake.on('post', PATH, { status: 200, data: { message: 'Done.' } });
    const { user, navigate, unmount } = renderScreen(ChangePasswordScreen, {
      advanceTimers: jest.advanceTimersByTime,
    });
    await fill(user, { current: 'old-secret', next: 'new-secret-1', confirm: 'new-secret-1' });
    await user.click(fields().submit);
    await screen.findByText('Done.');
    unmount();
    act(() => jest.advanceTimersByTime(5000));
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    [
      'the server message',
      { message: 'Your current password is wrong.', error: 'ignored' },
      'Your current password is wrong.',
    ],
    [
      'the server error field when there is no message',
      { error: 'Password too weak.' },
      'Password too weak.',
    ],
    [
      'the fixed text when the server says neither',
      { detail: 'Bad request.' },
      'Failed to change password',
    ],
  ])('on failure shows %s (spec 8)', async (_case, data, expected) => {
    fake.on('post', PATH, { status: 400, data });
    const { user, navigate } = renderScreen(ChangePasswordScreen);
    await fill(user, { current: 'old-secret', next: 'new-secret-1', confirm: 'new-secret-1' });
    await user.click(fields().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(fields().current).toHaveValue('old-secret');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows the fixed text when the network fails', async () => {
    fake.on('post', PATH, { status: 0, networkError: true });
    const { user } = renderScreen(ChangePasswordScreen);
    await fill(user, { current: 'old-secret', next: 'new-secret-1', confirm: 'new-secret-1' });
    await user.click(fields().submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to change password');
  });

  it('Cancel goes to the profile screen and Back goes one step back', async () => {
    const { user, navigate } = renderScreen(ChangePasswordScreen);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(navigate).toHaveBeenLastCalledWith('/profile');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(navigate).toHaveBeenLastCalledWith(-1);
    expect(fake.requests).toHaveLength(0);
  });
});
