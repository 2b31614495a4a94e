import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { GlobalStyle, initFederation, SharedProviders, SnackbarViewport } from '@care/shared/host';
import type { RemotesProfile } from '@care/shared/host';
import { HostSettingsContext } from '../lib/host-settings';
import type { BootSettings, HostSettings } from '../lib/host-settings';
import { useDeployWatchStore } from '../features/releases/deploy-state';
import { AppErrorBoundary } from './error-screen';
import { PageLanguage } from '../features/page-language';

/**
 * The providers around the routes. `router` is the router with the product's routes in it
 * (`<HistoryRouter history={createGuardedHistory()}><AppRoutes /></HistoryRouter>` in the page); an error outside the shell's own boundary
 * shows the error screen of spec 2.2.
 */
export function App({ router, settings }: { router: ReactNode; settings: BootSettings }) {
  const [profile, setProfile] = useState<RemotesProfile>(settings.profile);
  const { config } = settings;
  const openSiteProfile = useCallback(() => {
    // The newest config this page has read: a deploy since the page opened is honoured.
    const latest = useDeployWatchStore.getState().config ?? config;
    if (latest) initFederation(latest, 'site');
    setProfile('site');
  }, [config]);
  const value = useMemo<HostSettings>(
    () => ({ profile, config, openSiteProfile }),
    [profile, config, openSiteProfile],
  );
  return (
    <HostSettingsContext value={value}>
      <SharedProviders>
        <GlobalStyle />
        <PageLanguage>
          <AppErrorBoundary>{router}</AppErrorBoundary>
          <SnackbarViewport />
        </PageLanguage>
      </SharedProviders>
    </HostSettingsContext>
  );
}
