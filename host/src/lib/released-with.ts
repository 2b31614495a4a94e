import type { RemotesConfig } from '@care/shared';

/** Compiled in by host/webpack.config.cjs from host/public/remotes.json. */
declare const __RELEASED_REMOTES_CONFIG__: RemotesConfig | undefined;

/**
 * The remotes config this host was built and released with: what a first visit uses when the deployed
 * `/remotes.json` cannot be read or used (docs/deploying.md, "What the host does").
 */
export const RELEASED_WITH: RemotesConfig =
  typeof __RELEASED_REMOTES_CONFIG__ === 'object'
    ? __RELEASED_REMOTES_CONFIG__
    : {
        apiBaseUrl: 'http://localhost:4000/api',
        remotes: {},
        profiles: { site: [], kiosk: [] },
      };
