import { useCallback, useMemo, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { GlobalStyle, initFederation, SharedProviders, SnackbarViewport } from '@care/shared';
import type { RemotesProfile } from '@care/shared';
import { HostSettingsContext } from '../lib/host-settings';
import type { BootSettings, HostSettings } from '../lib/host-settings';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({ router, settings }: { router: Router; settings: BootSettings }) {
  const [profile, setProfile] = useState<RemotesProfile>(settings.profile);
  const { config } = settings;
  const openSiteProfile = useCallback(() => {
    if (config) initFederation(config, 'site');
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
        <RouterProvider router={router} />
        <SnackbarViewport />
      </SharedProviders>
    </HostSettingsContext>
  );
}
