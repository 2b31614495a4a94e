import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { configureCalls, setLocale, useSessionStore } from '@care/shared';
import {
  AppThemeProvider,
  configureApi,
  GlobalStyle,
  initFederation,
  loadRemotesConfig,
  preloadRemoteModule,
  reportRemoteEvent,
  startRemoteEventReports,
} from '@care/shared/host';
import type { RemotesProfile } from '@care/shared/host';
import { App } from './app/app';
import { ErrorScreen } from './app/error-screen';
import { firstScreenModule } from './app/first-screen';
import { createGuardedHistory } from './app/guarded-history';
import { AppRoutes } from './app/routes';
import { registerKioskServiceWorker } from './features/offline/service-worker';
import { startLocale } from './features/page-language';
import { RELEASED_WITH } from './lib/released-with';
import { TEXTS } from './texts';

/** Boot: config → API → kiosk decision → federation → render; then the session's own boot (spec 4.1). */
async function boot(): Promise<void> {
  const element = document.getElementById('root');
  if (!element) {
    console.error('Root element not found');
    return;
  }
  const root = createRoot(element);
  try {
    // Never fails: a deployed file that cannot be used gives way to the last valid one, or the one released with.
    const { config, source, problems } = await loadRemotesConfig(RELEASED_WITH);
    configureApi({ baseURL: config.apiBaseUrl });
    startRemoteEventReports();
    if (source !== 'deployed') {
      reportRemoteEvent({ kind: 'config-fallback', detail: `${source}: ${problems.join('; ')}` });
    }
    configureCalls({ voiceGateway: config.voiceGateway ?? null });
    // Kiosk mode is decided once, by the session store; a kiosk device loads the kiosk profile only.
    const session = useSessionStore.getState();
    const profile: RemotesProfile = session.decideKiosk().kioskDevice ? 'kiosk' : 'site';
    initFederation(config, profile);
    // The first screen's remote entry and chunks load while the session boots, not after it (docs/performance.md).
    const firstScreen = firstScreenModule(window.location.pathname, profile);
    if (firstScreen) preloadRemoteModule(firstScreen);
    // A browser router whose history asks a screen with unsaved work before leaving it (app/guarded-history.ts).
    // The first screen is in the page's language: its catalogs are fetched with the remotes (docs/languages.md).
    const languageReady = setLocale(startLocale());
    const router = (
      <HistoryRouter history={createGuardedHistory()}>
        <AppRoutes />
      </HistoryRouter>
    );
    await languageReady;
    root.render(
      <StrictMode>
        <App router={router} settings={{ profile, config }} />
      </StrictMode>,
    );
    void session.initialize();
    // The kiosk's offline shell (docs/kiosk-resilience.md), installed once the first screen is up.
    registerKioskServiceWorker(profile === 'kiosk');
    // An open site page learns of deploys; a kiosk takes them at its quiet-hours reload (docs/deploying.md).
    if (profile === 'site') {
      void import('./features/releases/deploy-watch').then(({ startDeployWatch }) =>
        startDeployWatch(config),
      );
    }
  } catch (error) {
    console.error(TEXTS.error.bootFailed, error);
    root.render(
      <AppThemeProvider>
        <GlobalStyle />
        <ErrorScreen error={error} />
      </AppThemeProvider>,
    );
  }
}

void boot();
