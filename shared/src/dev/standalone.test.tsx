import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import styled from 'styled-components';
import type { NavigateFn, RemoteManifest, ScreenProps } from '../index';
import { createParcel, notify } from '../index';
import { resetTestEnvironment } from '../testing';
import { harnessEntries, renderStandalone, StandaloneApp, STANDALONE_TEXTS } from './standalone';

const ThemeName = styled.span.attrs(({ theme }) => ({ children: `theme: ${theme.name}` }))``;

function Login({ navigate }: { navigate: NavigateFn }) {
  return (
    <>
      <h1>Sign in</h1>
      <button type="button" onClick={() => navigate('/profile')}>
        Go to profile
      </button>
      <button type="button" onClick={() => navigate('/clock/1', { replace: true })}>
        Replace with clock
      </button>
      <button type="button" onClick={() => notify('Hello')}>
        Notify
      </button>
      <ThemeName />
    </>
  );
}

function Profile({ navigate, params }: ScreenProps<{ userId?: string }>) {
  return (
    <>
      <h1>Profile {params.userId ?? ''}</h1>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => navigate('/nowhere')}>
        Lost
      </button>
    </>
  );
}

function Food({ params }: ScreenProps<{ userId: string }>) {
  return <h1>Food of {params.userId}</h1>;
}

/** A remote of two screens (one at two routes? no: food at its sample path) and a dialog. */
const manifest = {
  remote: 'mfe_auth',
  title: 'Harness under test',
  screens: [
    { module: 'LoginScreen', route: 'login', guard: 'public', feature: 'login', title: 'Sign in' },
    {
      module: 'ProfileScreen',
      route: 'profile',
      guard: 'signIn',
      feature: 'profile',
      title: 'Profile',
    },
    {
      module: 'FoodScreen',
      route: 'food',
      guard: 'signIn',
      feature: 'food',
      title: 'Food',
      sampleParams: { userId: '5' },
    },
  ],
  parcels: [],
} as const satisfies RemoteManifest;

const modules: Record<string, unknown> = {
  login: { default: createParcel(Login) },
  profile: { default: createParcel(Profile) },
  food: { default: createParcel(Food) },
};
const loadFeature = (feature: string) => Promise.resolve(modules[feature]);

let root: Root | undefined;
let container: HTMLDivElement;

beforeEach(() => {
  resetTestEnvironment();
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

/** The app itself (renderStandalone adds StrictMode, which mounts every parcel twice). */
function start(initialPath?: string): void {
  render(<StandaloneApp manifest={manifest} loadFeature={loadFeature} initialPath={initialPath} />);
}

describe('the standalone harness (@care/shared/dev)', () => {
  it('lists every screen of the manifest at its sample path', () => {
    expect(harnessEntries(manifest)).toEqual([
      { path: '/auth/login', label: 'Sign in' },
      { path: '/profile', label: 'Profile' },
      { path: '/users/5/food', label: 'Food' },
    ]);
  });

  it('mounts the first screen as a parcel, with links to every screen', async () => {
    start();
    expect(screen.getByText('Harness under test')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: STANDALONE_TEXTS.screensNav });
    expect(nav).toHaveTextContent('Sign inProfileFood');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('passes the params matched from the path', async () => {
    start('/users/5/food');
    expect(await screen.findByRole('heading', { name: 'Food of 5' })).toBeInTheDocument();
  });

  it('switches screens by link and by navigate, in memory, with back and replace', async () => {
    start();
    await screen.findByRole('heading', { name: 'Sign in' });
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to profile' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Lost' }));
    expect(await screen.findByText(STANDALONE_TEXTS.noScreen('/nowhere'))).toBeInTheDocument();
  });

  it('replaces the current entry when asked', async () => {
    start('/auth/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Replace with clock' }));
    expect(await screen.findByText(STANDALONE_TEXTS.noScreen('/clock/1'))).toBeInTheDocument();
  });

  it('provides the theme with a kiosk toggle, and shows snackbars', async () => {
    start();
    expect(await screen.findByText('theme: site')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: STANDALONE_TEXTS.kioskTheme }));
    expect(await screen.findByText('theme: kiosk')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });

  it('renders into the element it is given, starting at the page’s path when it is a screen', async () => {
    window.history.replaceState(null, '', '/users/5/food');
    act(() => {
      root = renderStandalone(manifest, { loadFeature, rootElement: container });
    });
    expect(await screen.findAllByRole('heading', { name: 'Food of 5' })).not.toHaveLength(0);
    expect(container).toHaveTextContent('Harness under test');
  });
});
