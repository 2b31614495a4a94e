import type { RemotesConfig } from '@care/shared';
import { applyDeployedConfig, fetchRemotesConfig } from '@care/shared/host';
import { useDeployWatchStore } from './deploy-state';

/** How often an open page asks whether `/remotes.json` changed, when the file does not say. */
const DEFAULT_UPDATE_CHECK_SECONDS = 60;

/** The fetch the watch uses (tests pass their own). */
type ReadConfig = () => Promise<{ config: RemotesConfig }>;

/**
 * An open page learns of a deploy (docs/deploying.md, "Open pages"): it re-reads `/remotes.json` every
 * `updateCheckSeconds` and when it becomes visible again. The request is conditional (the file carries an ETag and
 * the browser revalidates), so asking costs a 304 while nothing changes. A changed remote that has not run on this
 * page switches at once; one that has marks the page for a new load at its next change of screen. An unreadable
 * file is ignored: the page keeps what it runs.
 */
export function startDeployWatch(
  initial: RemotesConfig,
  readConfig: ReadConfig = () => fetchRemotesConfig(),
): () => void {
  useDeployWatchStore.setState({ config: initial, reloadPending: false });
  let last = JSON.stringify(initial);
  let busy = false;
  const check = async (): Promise<void> => {
    if (busy) return;
    busy = true;
    try {
      const { config } = await readConfig();
      const text = JSON.stringify(config);
      if (text === last) return;
      last = text;
      const running = applyDeployedConfig(config);
      useDeployWatchStore.setState((state) => ({
        config,
        reloadPending: state.reloadPending || running.length > 0,
      }));
    } catch {
      // Unreachable or unusable: keep running what is loaded; the next check may do better.
    } finally {
      busy = false;
    }
  };
  const seconds = initial.updateCheckSeconds ?? DEFAULT_UPDATE_CHECK_SECONDS;
  const timer = setInterval(() => void check(), seconds * 1000);
  const onVisible = (): void => {
    if (document.visibilityState === 'visible') void check();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
