import { create } from 'zustand';
import type { RemotesConfig } from '@care/shared';

/**
 * What the page knows of deploys, in the first load (the watch that fills it loads after the first screen,
 * deploy-watch.ts).
 */
interface DeployWatchState {
  /** The newest valid config this page has read (a site profile opened later uses it). */
  config: RemotesConfig | null;
  /** A deploy changed a remote already running on this page: the next change of screen loads a new page. */
  reloadPending: boolean;
}

export const useDeployWatchStore = create<DeployWatchState>()(() => ({
  config: null,
  reloadPending: false,
}));

/** The page's own reload (tests replace it). */
export const pageLoad = { run: (): void => window.location.reload() };
