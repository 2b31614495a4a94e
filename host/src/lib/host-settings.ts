import { createContext, useContext } from 'react';
import type { RemotesConfig } from '@care/shared';
import type { RemotesProfile } from '@care/shared/host';

/** What the host decided at boot: the remotes profile and the config it read. */
export interface BootSettings {
  profile: RemotesProfile;
  config: RemotesConfig | null;
}

export interface HostSettings extends BootSettings {
  /**
   * Registers every remote of the site profile on this page (a kiosk device on which an administrator signs
   * in, to set it up). Nothing is downloaded until a screen of another remote is opened.
   */
  openSiteProfile: () => void;
}

export const HostSettingsContext = createContext<HostSettings>({
  profile: 'site',
  config: null,
  openSiteProfile: () => undefined,
});

export function useHostSettings(): HostSettings {
  return useContext(HostSettingsContext);
}
