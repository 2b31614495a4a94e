import { screen, waitFor } from '@testing-library/react';
import { renderScreen, setCsrfCookie, USERS } from '@care/shared/testing';
import type { UserScreenProps } from '@care/shared';
import { adminUserView } from '../../../test/fixtures';
import { useUser } from '../api/get-user';
import { TEXTS } from '../../../texts';
import { ClockFaceSettings } from './clock-face-settings';
import { freshApiEachTest } from '../../../test/environment';

const T = TEXTS.clockFace;
const api = freshApiEachTest(() => {
  setCsrfCookie('test-csrf');
});

function Screen({ params }: UserScreenProps) {
  return <ClockFaceSettings userId={params.userId} user={adminUserView()} />;
}

test('the time in words is switched on for the person and said so; the example is in words', async () => {
  api.on('patch', '/users/5/', (request) => ({
    status: 200,
    data: adminUserView({ ...(request.body as object) }),
  }));
  const { user } = renderScreen(Screen, { route: '/user-management/5', user: USERS.admin });
  expect(screen.getByText("For example: It's half past nine in the morning")).toBeInTheDocument();
  const toggle = screen.getByRole('switch', { name: T.words });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  await user.click(toggle);
  await waitFor(() => expect(api.calls('patch', '/users/5/')).toHaveLength(1));
  expect(api.calls('patch', '/users/5/')[0]?.body).toEqual({ time_in_words: true });
  expect(await screen.findByText(T.savedOn)).toBeInTheDocument();
});

test('a refusal is said with the server’s reason, and nothing is claimed saved', async () => {
  api.on('patch', '/users/5/', {
    status: 403,
    data: {
      detail:
        "Only the person's clinical admin or an admin can change how their clock shows the time.",
    },
  });
  const { user } = renderScreen(Screen, { route: '/user-management/5', user: USERS.admin });
  await user.click(screen.getByRole('switch', { name: T.words }));
  expect(await screen.findByText(T.saveFailed)).toBeInTheDocument();
  expect(screen.getByText(/Only the person's clinical admin/)).toBeInTheDocument();
  expect(screen.queryByText(T.savedOn)).not.toBeInTheDocument();
});

test('24-hour digits are switched on beside the words, and said so; off again, said so', async () => {
  let current = adminUserView();
  api.on('patch', '/users/5/', (request) => {
    current = adminUserView({ ...current, ...(request.body as object) });
    return { status: 200, data: current };
  });
  api.on('get', '/users/5/', () => ({ status: 200, data: current }));
  // As the user edit screen shows it: the record its query holds, which a save replaces.
  function Live({ params }: UserScreenProps) {
    const record = useUser(params.userId);
    return record.data ? <ClockFaceSettings userId={params.userId} user={record.data} /> : null;
  }
  const { user } = renderScreen(Live, { route: '/user-management/5', user: USERS.admin });
  const toggle = await screen.findByRole('switch', { name: T.hours24 });
  expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect(screen.getByText('The digits read “15:30” instead of “3:30 pm”.')).toBeInTheDocument();
  // The words' switch is another one.
  expect(screen.getByRole('switch', { name: T.words })).not.toBe(toggle);
  await user.click(toggle);
  await waitFor(() => expect(api.calls('patch', '/users/5/')).toHaveLength(1));
  expect(api.calls('patch', '/users/5/')[0]?.body).toEqual({ clock_24h: true });
  expect(await screen.findByText('The clock now shows the 24-hour time.')).toBeInTheDocument();
  await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
  await user.click(toggle);
  await waitFor(() => expect(api.calls('patch', '/users/5/')).toHaveLength(2));
  expect(api.calls('patch', '/users/5/')[1]?.body).toEqual({ clock_24h: false });
  expect(
    await screen.findByText('The clock now shows the time with am and pm.'),
  ).toBeInTheDocument();
});
