import { createContext, useContext } from 'react';
import type { RemotesConfig, RemotesProfile } from '@care/shared';

/** What the host decided at boot: the remotes profile and the config it read. */
export interface HostSettings {
  profile: RemotesProfile;
  config: RemotesConfig | null;
}

export const HostSettingsContext = createContext<HostSettings>({ profile: 'site', config: null });

export function useHostSettings(): HostSettings {
  return useContext(HostSettingsContext);
}
