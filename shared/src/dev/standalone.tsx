import { StrictMode, useCallback, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import styled from 'styled-components';
import { Alert, Button, matchRoute, RemoteParcel, ROUTES, Switch, useUiStore } from '../index';
import {
  GlobalStyle,
  RemoteModuleSourceContext,
  SharedProviders,
  SnackbarViewport,
  type RemoteModuleSource,
} from '../host';
import type {
  NavigateFn,
  ParcelLine,
  RemoteManifest,
  RemoteModuleId,
  RemoteModules,
  ScreenModuleId,
} from '../index';
import { SessionPanel } from './session-panel';

export interface StandaloneOptions {
  /**
   * Resolves a feature folder to its module, from the remote's own files. In a remote's `bootstrap.tsx`:
   * `(feature) => import(\`./features/${feature}/index.ts\`)`.
   */
  loadFeature: (feature: string) => Promise<unknown>;
  /** Default: `#root`, created if missing. */
  rootElement?: HTMLElement;
  /** Default: the page's path if it is one of the remote's screens, else the first entry. */
  initialPath?: string;
}

export const STANDALONE_TEXTS = {
  screensNav: 'Screens',
  kioskTheme: 'Kiosk theme',
  open: (title: string) => `Open ${title}`,
  noScreen: (path: string) => `No screen of this remote serves ${path}.`,
} as const;

/** One link of the harness: a screen at its sample path, or a parcel on a page of its own. */
interface HarnessEntry {
  path: string;
  label: string;
}

const PARCEL_PREFIX = '/_parcel/';

function samplePath(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(params[name] ?? '1'),
  );
}

/** Every screen line at its sample path (the route's path when a module serves several), then the parcels. */
export function harnessEntries(manifest: RemoteManifest): HarnessEntry[] {
  const screens = manifest.screens.map((line) => {
    const path = samplePath(ROUTES[line.route], line.sampleParams);
    const twice = manifest.screens.filter((other) => other.module === line.module).length > 1;
    return { path, label: twice ? `${line.title} (${path})` : line.title };
  });
  const parcels = manifest.parcels.map((line) => ({
    path: `${PARCEL_PREFIX}${line.module}`,
    label: line.title,
  }));
  return [...screens, ...parcels];
}

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

function featureIn(manifest: RemoteManifest, id: RemoteModuleId): string {
  const line = [...manifest.screens, ...manifest.parcels].find(
    (candidate) => idOf(manifest, candidate.module) === id,
  );
  if (!line) throw new Error(`${manifest.remote} has no module ${id}`);
  return line.feature;
}

function idOf(manifest: RemoteManifest, module: string): RemoteModuleId {
  return `${manifest.remote}/${module}` as RemoteModuleId;
}

/** A screen of this remote at `path`, mounted as the host would: a parcel with navigate, params, search. */
function ScreenAt({
  manifest,
  path,
  navigate,
}: {
  manifest: RemoteManifest;
  path: string;
  navigate: NavigateFn;
}) {
  const match = matchRoute(
    path,
    manifest.screens.map((line) => line.route),
  );
  const line = manifest.screens.find((candidate) => candidate.route === match?.name);
  const paramsKey = JSON.stringify(match?.params ?? {});
  const search = path.includes('?') ? path.slice(path.indexOf('?')) : '';
  const props = useMemo(
    () => ({ navigate, params: JSON.parse(paramsKey) as Record<string, string>, search }),
    [navigate, paramsKey, search],
  );
  if (!line) return <Alert severity="info">{STANDALONE_TEXTS.noScreen(path)}</Alert>;
  const id = idOf(manifest, line.module) as ScreenModuleId;
  return <RemoteParcel id={id} props={props} />;
}

/** A dialog with a button that opens it; a service mounted as the host would mount it. */
function ParcelAt({ manifest, line }: { manifest: RemoteManifest; line: ParcelLine }) {
  const [open, setOpen] = useState(false);
  const onClose = useCallback(() => setOpen(false), []);
  const props = useMemo(
    () =>
      line.kind === 'dialog' ? { ...line.sampleProps, open, onClose } : { ...line.sampleProps },
    [line, open, onClose],
  );
  const id = idOf(manifest, line.module);
  // The manifest's sample props are checked against the contract by the exposed-modules test.
  const parcel = <RemoteParcel id={id} props={props as unknown as RemoteModules[typeof id]} />;
  if (line.kind === 'service') return parcel;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{STANDALONE_TEXTS.open(line.title)}</Button>
      {parcel}
    </>
  );
}

export interface StandaloneAppProps {
  manifest: RemoteManifest;
  loadFeature: StandaloneOptions['loadFeature'];
  initialPath?: string;
}

/** The harness: links to the remote's screens and parcels, an in-memory path, the session, the theme. */
export function StandaloneApp({ manifest, loadFeature, initialPath }: StandaloneAppProps) {
  const entries = useMemo(() => harnessEntries(manifest), [manifest]);
  const [history, setHistory] = useState<string[]>(() => [initialPath ?? entries[0]?.path ?? '/']);
  const path = history[history.length - 1] ?? '/';
  const source = useMemo<RemoteModuleSource>(
    () => ({ loadModule: (id) => loadFeature(featureIn(manifest, id)) }),
    [manifest, loadFeature],
  );

  const navigate = useCallback<NavigateFn>((to, options) => {
    setHistory((current) => {
      if (typeof to === 'number') {
        // Only going back is meaningful in memory; the first entry always stays.
        return to < 0 ? current.slice(0, Math.max(1, current.length + to)) : current;
      }
      return options?.replace === true ? [...current.slice(0, -1), to] : [...current, to];
    });
  }, []);

  const parcel = path.startsWith(PARCEL_PREFIX)
    ? manifest.parcels.find((line) => `${PARCEL_PREFIX}${line.module}` === path)
    : undefined;
  return (
    <RemoteModuleSourceContext value={source}>
      <SharedProviders>
        <GlobalStyle />
        <Header>
          <strong>{manifest.title}</strong>
          <nav aria-label={STANDALONE_TEXTS.screensNav}>
            <NavList>
              {entries.map((entry) => (
                <li key={entry.path}>
                  <a
                    href={entry.path}
                    aria-current={entry.path === path ? 'page' : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      navigate(entry.path);
                    }}
                  >
                    {entry.label}
                  </a>
                </li>
              ))}
            </NavList>
          </nav>
          <KioskToggle />
          <SessionPanel />
        </Header>
        <main key={path}>
          {parcel ? (
            <ParcelAt manifest={manifest} line={parcel} />
          ) : (
            <ScreenAt manifest={manifest} path={path} navigate={navigate} />
          )}
        </main>
        <SnackbarViewport />
      </SharedProviders>
    </RemoteModuleSourceContext>
  );
}

/**
 * The standalone page of a remote in development (its `bootstrap.tsx`): every screen and parcel of its
 * manifest, mounted as parcels the way the host mounts them, with a sign-in against the API (the dev server
 * passes /api on to it).
 */
export function renderStandalone(manifest: RemoteManifest, options: StandaloneOptions): Root {
  const { rootElement, initialPath, loadFeature } = options;
  let element = rootElement ?? document.getElementById('root');
  if (!element) {
    element = document.createElement('div');
    element.id = 'root';
    document.body.appendChild(element);
  }
  const pagePath = window.location.pathname + window.location.search;
  const known = harnessEntries(manifest).some((entry) => entry.path === window.location.pathname);
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <StandaloneApp
        manifest={manifest}
        loadFeature={loadFeature}
        initialPath={initialPath ?? (known ? pagePath : undefined)}
      />
    </StrictMode>,
  );
  return root;
}
