import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { GlobalStyle, SharedProviders, SnackbarViewport } from '@care/shared';
import { HostSettingsContext } from '../lib/host-settings';
import type { HostSettings } from '../lib/host-settings';

type Router = ReturnType<typeof createBrowserRouter>;

export function App({ router, settings }: { router: Router; settings: HostSettings }) {
  return (
    <HostSettingsContext value={settings}>
      <SharedProviders>
        <GlobalStyle />
        <RouterProvider router={router} />
        <SnackbarViewport />
      </SharedProviders>
    </HostSettingsContext>
  );
}
