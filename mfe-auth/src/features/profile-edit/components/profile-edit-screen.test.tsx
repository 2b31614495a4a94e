import {
  currentLocale,
  isLanguage,
  queryClient,
  queryKeys,
  setLocale,
  useMe,
  useSnackbarStore,
  type CurrentUser,
  type ScreenProps,
} from '@care/shared';
import { useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import {
  deferredReply,
  type FakeAdapter,
  makeJwt,
  renderScreen,
  signInForTest,
} from '@care/shared/testing';
import { MARY, startScreenTest } from '../../../test/screen-test';
import { ProfileEditScreen } from './profile-edit-screen';

let fake: FakeAdapter;
beforeEach(() => {
  fake = startScreenTest();
});

afterEach(() => setLocale('en'));

/** Signed in as Mary, as a real sign-in leaves it: tokens and identity in session storage, the store, `me`. */
function storeSession(): void {
  signInForTest(MARY);
}

/** Signed in, but the `me` query has yet to load (it answers `reply`). */
function storeSessionLoading(reply: Parameters<FakeAdapter['on']>[2]): void {
  storeSession();
  queryClient.removeQueries({ queryKey: queryKeys.me(7) });
  fake.on('get', '/users/me/', reply);
}

async function loaded() {
  return screen.findByLabelText('Display Name');
}

describe('ProfileEditScreen (spec 2.5)', () => {
  it.each([
    ['no access token', () => sessionStorage.setItem('id', '7')],
    ['no user id', () => sessionStorage.setItem('access_token', makeJwt())],
  ])('with %s says "Not authenticated." and goes to the login page', async (_case, arrange) => {
    arrange();
    const { navigate } = renderScreen(ProfileEditScreen);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not authenticated.');
    expect(navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
    expect(fake.requests).toHaveLength(0);
  });

  it('shows the heading, a loader, then the editable name and the read-only e-mail in a 600 px card', async () => {
    const reply = deferredReply();
    storeSessionLoading(reply.responder);
    renderScreen(ProfileEditScreen);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(() => reply.release({ status: 200, data: MARY }));

    const name = await loaded();
    expect(name).toHaveValue('Mary');
    expect(name).toBeEnabled();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('mary@example.org');
    expect(email).toBeDisabled();
    expect(email).toHaveAttribute('readonly');
    const card = screen.getByRole('form', { name: 'Edit Profile' }).parentElement!;
    expect(card).toHaveStyle({ maxWidth: '600px' });
  });

  it('says when the profile cannot be loaded', async () => {
    storeSessionLoading({ status: 404, data: {} });
    renderScreen(ProfileEditScreen);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'Failed to load profile.',
    );
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('saves username, e-mail and the new name, shows "Saving...", then success, and refreshes the navbar user', async () => {
    storeSession();
    const reply = deferredReply();
    fake.on('put', '/users/7/', reply.responder);
    fake.on('get', '/users/me/', { status: 200, data: { ...MARY, display_name: 'Mary S.' } });
    const { user } = renderScreen(ProfileEditScreen);

    const name = await loaded();
    await user.clear(name);
    await user.type(name, 'Mary S.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const saving = screen.getByRole('button', { name: 'Saving...' });
    expect(saving).toBeDisabled();
    expect(fake.calls('put', '/users/7/')[0]?.body).toEqual({
      username: 'mary',
      email: 'mary@example.org',
      display_name: 'Mary S.',
    });
    await act(() => reply.release({ status: 200, data: {} }));

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(screen.getByLabelText('Display Name')).toHaveValue('Mary S.');
    await waitFor(() =>
      expect(queryClient.getQueryData<CurrentUser>(queryKeys.me(7))?.display_name).toBe('Mary S.'),
    );
  });

  it('says when the update fails and keeps the typed name', async () => {
    storeSession();
    fake.on('put', '/users/7/', { status: 500, data: {} });
    const { user } = renderScreen(ProfileEditScreen);
    const name = await loaded();
    await user.type(name, ' Smith');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile.');
    expect(name).toHaveValue('Mary Smith');
  });

  it('refuses to save without a user id and says "Invalid user ID."', async () => {
    storeSession();
    const { user } = renderScreen(ProfileEditScreen);
    await loaded();
    sessionStorage.removeItem('id');
    sessionStorage.removeItem('userId');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user ID.');
    expect(fake.calls('put', /.*/)).toHaveLength(0);
  });

  it('goes one step back with “← Back to Dashboard” and to the profile with Cancel', async () => {
    storeSession();
    const { user, navigate } = renderScreen(ProfileEditScreen);
    await user.click(screen.getByRole('button', { name: '← Back to Dashboard' }));
    expect(navigate).toHaveBeenLastCalledWith(-1);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(navigate).toHaveBeenLastCalledWith('/profile');
  });

  it('saves only the spec’s fields when the language stays as it is', async () => {
    storeSession();
    fake.on('put', '/users/7/', { status: 200, data: {} });
    const { user } = renderScreen(ProfileEditScreen);
    await loaded();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully!');
    expect(fake.calls('put', '/users/7/')).toHaveLength(1);
    expect(fake.calls('patch', /.*/)).toHaveLength(0);
  });
});

/** The host's part (host/src/features/page-language): the page follows the signed-in person's `language`. */
function FollowsPersonLanguage() {
  const language = useMe().data?.language;
  useEffect(() => {
    if (isLanguage(language)) void setLocale(language);
  }, [language]);
  return null;
}

function ProfileEditInPage(props: ScreenProps) {
  return (
    <>
      <FollowsPersonLanguage />
      <ProfileEditScreen {...props} />
    </>
  );
}

describe('ProfileEditScreen: the person’s own language (docs/languages.md)', () => {
  it('offers every language by its own name', async () => {
    storeSession();
    renderScreen(ProfileEditScreen);
    await loaded();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      Array.from((select as HTMLSelectElement).options, (option) => [option.value, option.text]),
    ).toEqual([
      ['en', 'English'],
      ['es', 'Español'],
      ['pl', 'Polski'],
      ['cy', 'Cymraeg'],
    ]);
  });

  it('saves the language with PATCH after the profile, reloads `me`, and the page turns to it', async () => {
    storeSession();
    fake.on('put', '/users/7/', { status: 200, data: {} });
    fake.on('patch', '/users/7/', { status: 200, data: { ...MARY, language: 'es' } });
    fake.on('get', '/users/me/', { status: 200, data: { ...MARY, language: 'es' } });
    const { user } = renderScreen(ProfileEditInPage);
    await loaded();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'es');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    // The page is in Spanish now: the heading, the labels and the setting itself.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Editar perfil' }),
    ).toBeInTheDocument();
    expect(currentLocale()).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(fake.calls('put', '/users/7/')[0]?.body).toEqual({
      username: 'mary',
      email: 'mary@example.org',
      display_name: 'Mary',
    });
    expect(fake.calls('patch', '/users/7/').map((call) => call.body)).toEqual([{ language: 'es' }]);
    expect(queryClient.getQueryData<CurrentUser>(queryKeys.me(7))?.language).toBe('es');
    // Said in the language the person was reading when they chose.
    expect(useSnackbarStore.getState().snackbars.map((s) => s.message)).toEqual([
      'Your language is now Español.',
    ]);
  });

  it('keeps the previous language when the API refuses it, and says so', async () => {
    storeSession();
    fake.on('put', '/users/7/', { status: 200, data: {} });
    fake.on('patch', '/users/7/', { status: 400, data: { language: ['Not a language.'] } });
    fake.on('get', '/users/me/', { status: 200, data: MARY });
    const { user } = renderScreen(ProfileEditInPage);
    await loaded();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pl');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your language could not be changed, so it stays as before. Please try again.',
    );
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(currentLocale()).toBe('en');
    expect(queryClient.getQueryData<CurrentUser>(queryKeys.me(7))?.language).toBeUndefined();
  });
});
