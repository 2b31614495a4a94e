import { StrictMode, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import styled from 'styled-components';
import type { NavigateFn } from '../contracts';
import { SnackbarViewport } from '../notify';
import { Alert, GlobalStyle, Switch, useUiStore } from '../ui';
import { RemoteRoot } from './remote-root';

export interface StandaloneScreen {
  /** A concrete path (`/clock/1`), matched exactly. */
  path: string;
  label: string;
  render: (navigate: NavigateFn, path: string) => ReactNode;
}

export interface StandaloneOptions {
  title: string;
  screens: readonly StandaloneScreen[];
  /** Default: `#root`, created if missing. */
  rootElement?: HTMLElement;
  /** Default: the page's path if a screen has it, else the first screen. */
  initialPath?: string;
}

export const STANDALONE_TEXTS = {
  screensNav: 'Screens',
  kioskTheme: 'Kiosk theme',
  noScreen: (path: string) => `No screen at ${path} in this standalone harness.`,
} as const;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

function KioskToggle() {
  const kiosk = useUiStore((state) => state.kiosk);
  const setKiosk = useUiStore((state) => state.setKiosk);
  return <Switch label={STANDALONE_TEXTS.kioskTheme} checked={kiosk} onCheckedChange={setKiosk} />;
}

export function StandaloneApp({
  title,
  screens,
  initialPath,
}: Omit<StandaloneOptions, 'rootElement'>) {
  const [history, setHistory] = useState<string[]>(() => [initialPath ?? screens[0]?.path ?? '/']);
  const path = history[history.length - 1] ?? '/';

  const navigate = useCallback<NavigateFn>((to, options) => {
    setHistory((current) => {
      if (typeof to === 'number') {
        // Only going back is meaningful in memory; the first entry always stays.
        return to < 0 ? current.slice(0, Math.max(1, current.length + to)) : current;
      }
      return options?.replace === true ? [...current.slice(0, -1), to] : [...current, to];
    });
  }, []);

  const screen = screens.find((candidate) => candidate.path === path);
  return (
    <RemoteRoot>
      <GlobalStyle />
      <Header>
        <strong>{title}</strong>
        <nav aria-label={STANDALONE_TEXTS.screensNav}>
          <NavList>
            {screens.map((candidate) => (
              <li key={candidate.path}>
                <a
                  href={candidate.path}
                  aria-current={candidate.path === path ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(candidate.path);
                  }}
                >
                  {candidate.label}
                </a>
              </li>
            ))}
          </NavList>
        </nav>
        <KioskToggle />
      </Header>
      <main key={path}>
        {screen ? (
          screen.render(navigate, path)
        ) : (
          <Alert severity="info">{STANDALONE_TEXTS.noScreen(path)}</Alert>
        )}
      </main>
      <SnackbarViewport />
    </RemoteRoot>
  );
}

/**
 * Dev harness for a remote served on its own (its `bootstrap.tsx`), outside the host: links to its
 * screens, an in-memory path (no router), the theme, global styles and snackbars the host would give.
 */
export function renderStandalone(options: StandaloneOptions): Root {
  const { rootElement, initialPath, ...rest } = options;
  let element = rootElement ?? document.getElementById('root');
  if (!element) {
    element = document.createElement('div');
    element.id = 'root';
    document.body.appendChild(element);
  }
  const pagePath = window.location.pathname;
  const start =
    initialPath ?? (rest.screens.some((screen) => screen.path === pagePath) ? pagePath : undefined);
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <StandaloneApp {...rest} initialPath={start} />
    </StrictMode>,
  );
  return root;
}
