import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Root } from 'react-dom/client';
import styled from 'styled-components';
import type { NavigateFn } from '../contracts';
import { notify, resetSnackbarStore } from '../notify';
import { resetUiStore } from '../ui';
import { renderStandalone, STANDALONE_TEXTS } from './render-standalone';

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

function Profile({ navigate }: { navigate: NavigateFn }) {
  return (
    <>
      <h1>Profile</h1>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <button type="button" onClick={() => navigate('/nowhere')}>
        Lost
      </button>
    </>
  );
}

let root: Root | undefined;
let container: HTMLDivElement;

beforeEach(() => {
  resetUiStore();
  resetSnackbarStore();
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

function start(initialPath?: string): void {
  act(() => {
    root = renderStandalone({
      title: 'mfe-auth (standalone)',
      rootElement: container,
      initialPath,
      screens: [
        {
          path: '/auth/login',
          label: 'Login',
          render: (navigate) => <Login navigate={navigate} />,
        },
        {
          path: '/profile',
          label: 'Profile',
          render: (navigate) => <Profile navigate={navigate} />,
        },
      ],
    });
  });
}

describe('renderStandalone', () => {
  it('renders the first screen with links to every screen', () => {
    start();
    expect(screen.getByText('mfe-auth (standalone)')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: STANDALONE_TEXTS.screensNav });
    expect(nav).toHaveTextContent('LoginProfile');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('switches screens by link and by navigate, in memory, with back and replace', async () => {
    start();
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lost' }));
    expect(screen.getByRole('status')).toHaveTextContent(STANDALONE_TEXTS.noScreen('/nowhere'));
    expect(
      screen.getByText('No screen at /nowhere in this standalone harness.'),
    ).toBeInTheDocument();
  });

  it('replaces the current entry when asked', async () => {
    start('/auth/login');
    await userEvent.click(screen.getByRole('button', { name: 'Replace with clock' }));
    expect(screen.getByText(STANDALONE_TEXTS.noScreen('/clock/1'))).toBeInTheDocument();
  });

  it('provides the theme with a kiosk toggle, and shows snackbars', async () => {
    start();
    expect(screen.getByText('theme: site')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: STANDALONE_TEXTS.kioskTheme }));
    expect(screen.getByText('theme: kiosk')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getByRole('status')).toHaveTextContent('Hello');
  });

  it('creates #root when no element is given', () => {
    act(() => {
      root = renderStandalone({
        title: 'Harness',
        screens: [{ path: '/', label: 'Home', render: () => <p>Home screen</p> }],
      });
    });
    expect(document.getElementById('root')).toHaveTextContent('Home screen');
    act(() => root?.unmount());
    root = undefined;
    document.getElementById('root')?.remove();
  });
});
