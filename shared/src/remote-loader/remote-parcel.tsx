import { createContext, memo, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { mountRootParcel } from 'single-spa';
import type {
  AppProps,
  CustomProps,
  Parcel as SingleSpaParcel,
  ParcelConfig,
  ParcelConfigObject,
} from 'single-spa';
import { SingleSpaContext } from 'single-spa-react';
import Parcel from 'single-spa-react/parcel';
import type { RemoteModules } from '../contracts';
import { isServiceModule } from '../manifests';
import type { RemoteModuleId } from '../manifests';
import { Spinner } from '../ui';
import { useUiStore } from '../ui/ui-store';
import {
  assertRemoteActive,
  loadRemoteModule,
  REMOTE_LOAD_TIMEOUT_MS,
  toParcelConfig,
} from './federation';
import { RemoteErrorBoundary, type RemoteRecovery } from './remote-error-boundary';
import { REMOTE_LOADER_TEXTS, RemoteLoaderError } from './remote-loader-texts';

export { REMOTE_LOAD_TIMEOUT_MS };

/**
 * Where modules come from. Production uses the federation runtime; tests inject a fake `loadModule` through
 * `RemoteModuleSourceContext` (the one point where the network is faked).
 */
export interface RemoteModuleSource {
  /** Resolves the exposed module: its namespace (with a `default` export) or the lifecycles themselves. */
  loadModule: (id: RemoteModuleId) => Promise<unknown>;
  /** Throws synchronously when the module cannot be loaded here at all (not in the active profile). */
  assertAvailable?: (id: RemoteModuleId) => void;
}

const federationModuleSource: RemoteModuleSource = {
  loadModule: loadRemoteModule,
  assertAvailable: assertRemoteActive,
};

export const RemoteModuleSourceContext = createContext<RemoteModuleSource>(federationModuleSource);

type ParcelConfigPromise = Promise<ParcelConfigObject>;

/** One load per module per source; a failed load is evicted by the error boundary (docs/architecture.md, "Parcels" #5). */
const loadCache = new WeakMap<RemoteModuleSource, Map<RemoteModuleId, ParcelConfigPromise>>();

function cacheOf(source: RemoteModuleSource): Map<RemoteModuleId, ParcelConfigPromise> {
  let cache = loadCache.get(source);
  if (!cache) {
    cache = new Map();
    loadCache.set(source, cache);
  }
  return cache;
}

function withTimeout<T>(promise: Promise<T>, id: RemoteModuleId): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new RemoteLoaderError(REMOTE_LOADER_TEXTS.timedOut(id, REMOTE_LOAD_TIMEOUT_MS)));
    }, REMOTE_LOAD_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function loadParcelConfig(source: RemoteModuleSource, id: RemoteModuleId): ParcelConfigPromise {
  const cache = cacheOf(source);
  let pending = cache.get(id);
  if (!pending) {
    pending = withTimeout(source.loadModule(id), id).then((loaded) => toParcelConfig(id, loaded));
    // The boundary reports the failure; this only keeps a load nobody waits for any more from being "unhandled".
    pending.catch(() => undefined);
    cache.set(id, pending);
  }
  return pending;
}

type ParcelMounter = AppProps['mountParcel'];

function ignore(): null {
  return null;
}

/**
 * single-spa-react's `<Parcel>` leaves unhandled rejections when a lifecycle rejects, even with `handleError`
 * (docs/architecture.md, "Parcels" #4). Every promise of the parcel is caught here and the error goes to `report`, which
 * rethrows it during render into this loader's error boundary.
 */
function guardMountParcel(
  mountParcel: ParcelMounter,
  report: (error: Error) => void,
): ParcelMounter {
  const toError = (error: unknown): Error =>
    error instanceof Error ? error : new Error(String(error));
  return (config: ParcelConfig, props) => {
    const parcel = mountParcel(config, props);
    const reportNull = (error: unknown): null => {
      report(toError(error));
      return null;
    };
    const guarded: SingleSpaParcel = {
      mount: () => parcel.mount().catch(reportNull),
      unmount: () =>
        parcel.unmount().catch((error: unknown) => {
          // The screen is going away: nothing left to show the error in.
          console.error(error);
          return null;
        }),
      update: (customProps: CustomProps) =>
        parcel.update ? parcel.update(customProps).catch(reportNull) : Promise.resolve(null),
      getStatus: () => parcel.getStatus(),
      loadPromise: parcel.loadPromise.catch(ignore),
      bootstrapPromise: parcel.bootstrapPromise.catch(ignore),
      mountPromise: parcel.mountPromise.catch(reportNull),
      unmountPromise: parcel.unmountPromise.catch(ignore),
    };
    return guarded;
  };
}

interface MountedParcelProps {
  id: RemoteModuleId;
  config: ParcelConfigObject;
  parcelProps: object;
  /** Called once single-spa has mounted the parcel. */
  onMounted: (() => void) | undefined;
}

const markScreenShown = (): void => useUiStore.getState().markScreenShown();

/** Memoised: `<Parcel>` calls `update` on every render without comparing props (docs/architecture.md, "Parcels" #2). */
const MountedParcel = memo(function MountedParcel({
  id,
  config,
  parcelProps,
  onMounted,
}: MountedParcelProps) {
  const [mountError, setMountError] = useState<Error | null>(null);
  const singleSpa = useContext(SingleSpaContext) as Partial<AppProps> | null;
  const parentMountParcel = singleSpa?.mountParcel;
  const mountParcel = useMemo(
    // Inside another parcel, mount as its child so single-spa unmounts the child first.
    () => guardMountParcel(parentMountParcel ?? mountRootParcel, setMountError),
    [parentMountParcel],
  );
  if (mountError) throw mountError;
  // `<Parcel>` never swaps its config when props change: key it by the module id (docs/architecture.md, "Parcels" #3).
  return (
    <Parcel
      key={id}
      config={config}
      mountParcel={mountParcel}
      parcelDidMount={onMounted}
      {...parcelProps}
    />
  );
});

type LoadResult = { config: ParcelConfigObject } | { error: unknown };

/**
 * Loads through the shared cache and mounts. State and an effect rather than `use()` + Suspense: a promise
 * settling outside React's act scope (a retry in tests, a slow remote) re-renders reliably this way.
 */
function LoadedParcel({
  id,
  source,
  parcelProps,
  placeholder,
  onMounted,
}: {
  id: RemoteModuleId;
  source: RemoteModuleSource;
  parcelProps: object;
  /** Shown while the module loads. */
  placeholder: ReactNode;
  /** Called once the parcel has mounted. */
  onMounted: (() => void) | undefined;
}) {
  source.assertAvailable?.(id);
  const [result, setResult] = useState<LoadResult | null>(null);
  useEffect(() => {
    let live = true;
    loadParcelConfig(source, id).then(
      (config) => live && setResult({ config }),
      (error: unknown) => live && setResult({ error }),
    );
    return () => {
      live = false;
    };
  }, [source, id]);
  if (!result) return placeholder;
  if ('error' in result) throw result.error;
  return (
    <MountedParcel id={id} config={result.config} parcelProps={parcelProps} onMounted={onMounted} />
  );
}

export interface RemoteParcelProps<Id extends RemoteModuleId> {
  id: Id;
  /** Memoise these in the caller: each new object is an `update` of the mounted parcel. */
  props: RemoteModules[Id];
  /** Retry by itself behind a calm fallback instead of showing the error state (keep it stable). */
  recovery?: RemoteRecovery;
}

/**
 * Loads `mfe_x/Module` through the federation runtime and mounts its single-spa-react lifecycles, with a
 * loading state, an error state with Retry (no page reload) and a 120000 ms timeout.
 *
 * A service (its manifest line is `kind: 'service'`, e.g. `mfe_voice/CallService`) loads in the
 * background instead: it shows its own UI once mounted and nothing in the page before that — no loading
 * state, no error box. A failed or timed-out load or mount is logged and retried by itself, after 2 s,
 * then twice as long each time up to 60 s (`backgroundRetryDelay`).
 *
 * With `recovery` (a kiosk's screen) a failed load or mount shows the recovery's fallback instead of the error
 * state and is retried by itself after `recovery.retryDelay(failures)`, until the module loads.
 */
export function RemoteParcel<Id extends RemoteModuleId>({
  id,
  props,
  recovery,
}: RemoteParcelProps<Id>) {
  const source = useContext(RemoteModuleSourceContext);
  const evict = useMemo(() => (failed: RemoteModuleId) => cacheOf(source).delete(failed), [source]);
  const background = isServiceModule(id);
  const placeholder = (retrying: boolean): ReactNode => {
    if (background) return null;
    if (retrying && recovery) return recovery.fallback;
    return <Spinner label={REMOTE_LOADER_TEXTS.loading} />;
  };
  return (
    <RemoteErrorBoundary
      key={id}
      id={id}
      onError={evict}
      background={background}
      recovery={recovery}
    >
      {(retrying) => (
        <LoadedParcel
          id={id}
          source={source}
          parcelProps={props}
          placeholder={placeholder(retrying)}
          onMounted={background ? undefined : markScreenShown}
        />
      )}
    </RemoteErrorBoundary>
  );
}
