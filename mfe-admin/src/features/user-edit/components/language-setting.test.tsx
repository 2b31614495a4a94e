import { screen, waitFor } from '@testing-library/react';
import { renderScreen, setCsrfCookie, USERS } from '@care/shared/testing';
import type { UserScreenProps } from '@care/shared';
import { adminUserView } from '../../../test/fixtures';
import { useUser } from '../api/get-user';
import { TEXTS } from '../../../texts';
import { LanguageSetting } from './language-setting';
import { freshApiEachTest } from '../../../test/environment';

const T = TEXTS.language;
const api = freshApiEachTest(() => {
  setCsrfCookie('test-csrf');
});

// As the user edit screen shows it: the record its query holds, which a save replaces.
function Live({ params }: UserScreenProps) {
  const record = useUser(params.userId);
  return record.data ? <LanguageSetting userId={params.userId} user={record.data} /> : null;
}

test('the choices are the languages by their own names; the select is named and described', async () => {
  api.on('get', '/users/5/', { status: 200, data: adminUserView({ language: 'es' }) });
  renderScreen(Live, { route: '/user-management/5', user: USERS.admin });
  const select = await screen.findByRole('combobox', { name: 'The person’s language' });
  expect(select).toHaveValue('es');
  expect(select).toHaveAccessibleDescription(
    'The kiosk and the person’s pages show this language.',
  );
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'English',
    'Español',
    'Polski',
    'Cymraeg',
  ]);
});

test('a language chosen is saved at once with a PATCH, and said so in words', async () => {
  let current = adminUserView();
  api.on('patch', '/users/5/', (request) => {
    current = adminUserView({ ...current, ...(request.body as object) });
    return { status: 200, data: current };
  });
  api.on('get', '/users/5/', () => ({ status: 200, data: current }));
  const { user } = renderScreen(Live, { route: '/user-management/5', user: USERS.admin });
  const select = await screen.findByRole('combobox', { name: T.label });
  expect(select).toHaveValue('en');
  await user.selectOptions(select, 'Polski');
  await waitFor(() => expect(api.calls('patch', '/users/5/')).toHaveLength(1));
  expect(api.calls('patch', '/users/5/')[0]?.body).toEqual({ language: 'pl' });
  expect(await screen.findByRole('status')).toHaveTextContent('Language saved: Polski.');
  expect(select).toHaveValue('pl');
});

test('a refusal is said with the server’s reason, and the saved language stays chosen', async () => {
  api.on('get', '/users/5/', { status: 200, data: adminUserView({ language: 'es' }) });
  api.on('patch', '/users/5/', {
    status: 403,
    data: { detail: "Only the person's clinical admin or an admin can change their language." },
  });
  const { user } = renderScreen(Live, { route: '/user-management/5', user: USERS.admin });
  const select = await screen.findByRole('combobox', { name: T.label });
  await user.selectOptions(select, 'Cymraeg');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The language could not be saved. Please try again.');
  expect(alert).toHaveTextContent(/Only the person's clinical admin/);
  expect(api.calls('patch', '/users/5/')[0]?.body).toEqual({ language: 'cy' });
  await waitFor(() => expect(select).toHaveValue('es'));
  expect(screen.queryByText(/Language saved/)).not.toBeInTheDocument();
});
