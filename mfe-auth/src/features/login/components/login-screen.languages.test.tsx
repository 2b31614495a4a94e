import { setLocale } from '@care/shared';
import { screen } from '@testing-library/react';
import { type FakeAdapter, renderScreen } from '@care/shared/testing';
import { startScreenTest } from '../../../test/screen-test';
import { LoginScreen } from './login-screen';

/** The signed-out login page in the browser's language (docs/languages.md, "Who chooses"). */

let fake: FakeAdapter;
beforeEach(() => {
  fake = startScreenTest();
});

afterEach(() => setLocale('en'));

const LOGIN = '/auth/login/';

const CASES = [
  {
    language: 'es',
    title: 'Iniciar sesión',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    register: 'Crear una cuenta',
    reset: '¿Ha olvidado su contraseña?',
    emailRequired: 'Escriba su correo electrónico.',
    passwordRequired: 'Escriba su contraseña.',
    invalid: 'El correo electrónico o la contraseña no son correctos.',
    wait: {
      1: 'Demasiados intentos. Espere 1 segundo e inténtelo de nuevo.',
      3: 'Demasiados intentos. Espere 3 segundos e inténtelo de nuevo.',
      5: 'Demasiados intentos. Espere 5 segundos e inténtelo de nuevo.',
    },
  },
  {
    language: 'pl',
    title: 'Logowanie',
    email: 'E-mail',
    password: 'Hasło',
    submit: 'Zaloguj się',
    register: 'Załóż konto',
    reset: 'Nie pamiętam hasła',
    emailRequired: 'Wpisz adres e-mail.',
    passwordRequired: 'Wpisz hasło.',
    invalid: 'Nieprawidłowy e-mail lub hasło.',
    wait: {
      1: 'Zbyt wiele prób. Poczekaj 1 sekundę i spróbuj ponownie.',
      3: 'Zbyt wiele prób. Poczekaj 3 sekundy i spróbuj ponownie.',
      5: 'Zbyt wiele prób. Poczekaj 5 sekund i spróbuj ponownie.',
    },
  },
] as const;

describe.each(CASES)('LoginScreen in $language', (t) => {
  beforeEach(() => setLocale(t.language));

  it('shows the page, its fields and its links in the language, and marks the page with it', () => {
    renderScreen(LoginScreen);
    expect(document.documentElement.lang).toBe(t.language);
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    expect(screen.getByLabelText(t.email)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(t.password)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: t.submit })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t.register })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: t.reset })).toHaveAttribute('href', '/password-reset');
    expect(screen.queryByText('Sign in')).not.toBeInTheDocument();
  });

  it('says what is missing in the language (the form’s rules read their words when they check)', async () => {
    const { user } = renderScreen(LoginScreen);
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(t.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(t.passwordRequired)).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('says a refused sign-in in the language', async () => {
    fake.on('post', LOGIN, { status: 401, data: {} });
    const { user } = renderScreen(LoginScreen);
    await user.type(screen.getByLabelText(t.email), 'mary@example.org');
    await user.type(screen.getByLabelText(t.password), 'wrong');
    await user.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t.invalid);
  });

  it.each([1, 3, 5] as const)(
    'counts the %i seconds to wait with the language’s plural',
    async (seconds) => {
      fake.on('post', LOGIN, {
        status: 429,
        data: {},
        headers: { 'retry-after': String(seconds) },
      });
      const { user } = renderScreen(LoginScreen);
      await user.type(screen.getByLabelText(t.email), 'mary@example.org');
      await user.type(screen.getByLabelText(t.password), 'secret');
      await user.click(screen.getByRole('button', { name: t.submit }));
      expect(await screen.findByRole('alert')).toHaveTextContent(t.wait[seconds]);
    },
  );
});
