import { screen, waitFor } from '@testing-library/react';
import { renderScreen, resetTestEnvironment, setCsrfCookie, USERS } from '@care/shared/testing';
import type { FakeAdapter } from '@care/shared/testing';
import type { UserScreenProps } from '@care/shared';
import { adminUserView } from '../../../test/fixtures';
import { TEXTS } from '../../../texts';
import { ClockFaceSettings } from './clock-face-settings';

const T = TEXTS.clockFace;
let api: FakeAdapter;

beforeEach(() => {
  api = resetTestEnvironment();
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
