import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isRemoteName } from './remotes-config';
import { reportRemoteEvent } from './report-remote-event';

/**
 * The waits before each new attempt at a remote entry that failed to load (a dropped connection, a 5xx during a
 * deploy): three more attempts over about 5 s, so a short failure never reaches the person, and a remote that is
 * really gone gives way to its fallback release soon (docs/deploying.md, "What the host does").
 */
const ENTRY_RETRY_DELAYS_MS: readonly number[] = [400, 1200, 3600];

type Sleep = (ms: number) => Promise<void>;
const sleep: Sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * A federation runtime plugin: when a remote's entry script fails, the runtime asks `loadEntryError` for a
 * recovery; this one loads the entry again after each of `delays`, and gives up (the runtime then rejects with its
 * own error, which the loader turns into a fallback) when every attempt failed. The ecosystem's retry plugin is an
 * old line with its own copy of the SDK (docs/architecture.md, "Toolchain facts"); this is the part of it we need.
 */
export function entryRetryPlugin(
  delays: readonly number[] = ENTRY_RETRY_DELAYS_MS,
  wait: Sleep = sleep,
): ModuleFederationRuntimePlugin {
  type Hook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
  type HookArgs = Parameters<Hook>[0];
  type EntryExports = Awaited<ReturnType<HookArgs['getRemoteEntry']>>;
  async function retry({
    getRemoteEntry,
    origin,
    remoteInfo,
    globalLoading,
    uniqueKey,
  }: HookArgs): Promise<EntryExports | undefined> {
    for (const [index, delay] of delays.entries()) {
      await wait(delay);
      // The failed load is still registered under this key; a new attempt needs it gone.
      globalLoading[uniqueKey] = undefined;
      try {
        const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
        if (exports) {
          reportRemoteEvent({
            kind: 'remote-retried',
            ...(isRemoteName(remoteInfo.name) ? { remote: remoteInfo.name } : {}),
            attempts: index + 2,
          });
          return exports;
        }
      } catch {
        // The next attempt, or the runtime's own error once they are all spent.
      }
    }
    return undefined;
  }
  return {
    name: 'care-entry-retry',
    // The hook's declared type wraps the exports in a second promise; the runtime awaits whatever it returns.
    loadEntryError: (args) => retry(args) as unknown as ReturnType<Hook>,
  };
}
