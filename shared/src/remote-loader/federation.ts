import { getInstance, init, registerRemotes, satisfy } from '@module-federation/enhanced/runtime';
import type {
  ModuleFederation,
  ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';
import { logger } from '../lib/logger';
import { remoteOf } from '../manifests';
import type { RemotesConfig } from '../contracts';
import { entryRetryPlugin } from './entry-retry-plugin';
import { keepReleasePins, useReleaseStore } from './release-store';
import { reportRemoteEvent } from './report-remote-event';
import type { RemoteModuleId, RemoteName } from '../manifests';
import { REMOTE_LOADER_TEXTS, RemoteLoaderError } from './remote-loader-texts';

export type RemotesProfile = 'site' | 'kiosk';

/** Spec 2.2 and 9: a chunk (here: a remote module, its entry included) load times out at 120000 ms. */
export const REMOTE_LOAD_TIMEOUT_MS = 120000;

/**
 * The federation runtime gives up on a remote entry's script after 20 s by default, so a remote entry that a
 * slow network brings in 25 s failed and, tried again, failed the same way for ever. The entry gets the spec's
 * chunk timeout instead (remote entries are loaded without extra attributes, so only the timeout is set).
 */
export const entryTimeoutPlugin: ModuleFederationRuntimePlugin = {
  name: 'care-remote-entry-timeout',
  createScript: () => ({ timeout: REMOTE_LOAD_TIMEOUT_MS }),
};

/** The federation name of the host build (`createConfig({ name: 'host' })`). */
const HOST_FEDERATION_NAME = 'host';

/** Where one remote's modules may come from, in the order they are tried. */
export interface RemoteSource {
  entry: string;
  /** The release id the registry gave it; null for a pointer with no registry record (the initial one, or by hand). */
  release: string | null;
  /** The shared ranges the release needs (null: unknown, the runtime's own check decides). */
  requires: Record<string, string> | null;
  kind: 'pinned' | 'deployed' | 'fallback';
  /**
   * A pointer that is not the release the registry deployed (written by hand): its own `mf-manifest.json` is read
   * before it runs, so that a release the page cannot satisfy is never executed here.
   */
  verify?: boolean;
}

/** A remote's sources; a remote is registered only with a pointer, so there is always a first one. */
type Sources = [RemoteSource, ...RemoteSource[]];

const isNonEmpty = (sources: RemoteSource[]): sources is Sources => sources.length > 0;

interface RemotePlan {
  sources: Sources;
  /** The source registered now. */
  index: number;
  /** A module of this remote has loaded on this page (switching it now would mix two releases). */
  loaded: boolean;
  /** Loads of this remote still running. */
  pending: number;
  /** The loads of this remote, one after another (see `loadRemoteModule`). */
  queue: Promise<unknown>;
  /** The load of each module under way: a second ask for it (the first screen's preload, then the screen) joins it. */
  inflight: Map<RemoteModuleId, Promise<unknown>>;
}

interface FederationState {
  instance: ModuleFederation | null;
  profile: RemotesProfile | null;
  active: ReadonlySet<RemoteName>;
  plans: Map<RemoteName, RemotePlan>;
}

const state: FederationState = {
  instance: null,
  profile: null,
  active: new Set(),
  plans: new Map(),
};

/**
 * The sources of one remote: the candidate this browser is pinned to (when the registry still lists it), the
 * deployed pointer, then the known-good releases the registry names, newest first (a pointer edited by hand is
 * followed by the release the registry last deployed). Each entry once.
 */
export function remoteSources(
  config: RemotesConfig,
  name: RemoteName,
  pinnedId: string | undefined,
): RemoteSource[] {
  const sources: RemoteSource[] = [];
  const add = (source: RemoteSource): void => {
    if (!sources.some((known) => known.entry === source.entry)) sources.push(source);
  };
  const pinned = pinnedId
    ? config.candidates?.[name]?.find((candidate) => candidate.id === pinnedId)
    : undefined;
  if (pinned) add({ ...pinned, release: pinned.id, kind: 'pinned' });
  const pointer = config.remotes[name];
  const record = config.releases?.[name];
  if (pointer) {
    const known = record?.entry === pointer ? record : undefined;
    add({
      entry: pointer,
      release: known?.id ?? null,
      requires: known?.requires ?? null,
      kind: 'deployed',
      ...(record && !known ? { verify: true } : {}),
    });
  }
  if (record) {
    add({ entry: record.entry, release: record.id, requires: record.requires, kind: 'fallback' });
    for (const ref of record.fallbacks) {
      add({ entry: ref.entry, release: ref.id, requires: ref.requires, kind: 'fallback' });
    }
  }
  return sources;
}

/** The version of each shared module this page provides (the host's own build registered them at start). */
function providedVersions(instance: ModuleFederation): Record<string, string> {
  const provided: Record<string, string> = {};
  for (const [pkg, versions] of Object.entries(instance.options.shared)) {
    const own = versions.find((shared) => shared.from === instance.options.name) ?? versions[0];
    if (own?.version) provided[pkg] = own.version;
  }
  return provided;
}

/** Why a release cannot run on this page (a range the host's shared modules do not satisfy), or null. */
export function incompatibility(
  requires: Record<string, string> | null,
  provided: Record<string, string>,
): string | null {
  if (!requires) return null;
  for (const [pkg, range] of Object.entries(requires)) {
    const version = provided[pkg];
    if (version !== undefined && !satisfy(version, range)) {
      return `needs ${pkg} ${range}, the host provides ${version}`;
    }
  }
  return null;
}

/**
 * The host's build plugin creates the federation instance before any app code runs; `init` with the same
 * name only adopts it (and makes the module-level `registerRemotes`/`loadRemote` usable). Outside a
 * federated build (standalone remote pages) it creates one.
 */
function federationInstance(hostName: string): ModuleFederation {
  const existing = getInstance() ?? getInstance((candidate) => candidate.name === hostName);
  return existing ?? init({ name: hostName, remotes: [] });
}

/** The package folders are dashed (mfe-care); federation names must be identifiers (mfe_care). */
const aliasOf = (name: RemoteName): string => name.replace(/_/g, '-');

/**
 * Points the runtime at another entry of a remote. The chunks a remote's webpack runtime loads are kept in one page
 * global per remote (`webpackChunk<name>`, from `output.uniqueName`); a second release's runtime would adopt the
 * first one's chunks from it (same chunk ids, other code), so it starts from an empty one.
 */
function registerEntry(name: RemoteName, entry: string, firstTime: boolean): void {
  if (!firstTime && typeof window !== 'undefined') {
    (window as unknown as Record<string, unknown>)[`webpackChunk${name}`] = [];
  }
  registerRemotes([{ name, alias: aliasOf(name), entry }], { force: true });
}

const newPlan = (sources: Sources): RemotePlan => ({
  sources,
  index: 0,
  loaded: false,
  pending: 0,
  queue: Promise.resolve(),
  inflight: new Map(),
});

/**
 * Puts the config's candidates in the release store and returns the pins that still name one (a pin whose release
 * was deployed to everyone, or withdrawn, ends by itself).
 */
function adoptReleaseList(config: RemotesConfig): Partial<Record<RemoteName, string>> {
  const candidates = config.candidates ?? {};
  useReleaseStore.setState({ candidates });
  const { pins } = useReleaseStore.getState();
  const listed = Object.fromEntries(
    Object.entries(pins).filter(([name, id]) =>
      candidates[name as RemoteName]?.some((candidate) => candidate.id === id),
    ),
  ) as Partial<Record<RemoteName, string>>;
  if (Object.keys(listed).length !== Object.keys(pins).length) keepReleasePins(listed);
  return listed;
}

/**
 * Registers the remotes of one profile (a kiosk downloads only what its profile lists). Registering
 * fetches nothing; a remote's entry is requested when one of its modules is first loaded.
 */
export function initFederation(
  config: RemotesConfig,
  profile: RemotesProfile,
  hostName: string = HOST_FEDERATION_NAME,
): void {
  const instance = federationInstance(hostName);
  // Registering twice is a no-op (the runtime keeps plugins by name).
  instance.registerPlugins([entryTimeoutPlugin, entryRetryPlugin()]);
  const names = config.profiles[profile].filter((name) => config.remotes[name] !== undefined);
  state.instance = instance;
  state.profile = profile;
  state.active = new Set(names);
  state.plans = new Map();
  const pins = adoptReleaseList(config);
  for (const name of names) {
    const sources = remoteSources(config, name, pins[name]);
    if (!isNonEmpty(sources)) continue;
    state.plans.set(name, newPlan(sources));
    registerEntry(name, sources[0].entry, true);
  }
}

/**
 * A deploy seen while the page is open (`config` re-read). A remote none of whose modules has loaded here switches
 * at once, so its next screen comes from the new release; the names of those already running (which switch only
 * with a new page, never by mixing two releases in one) are returned.
 */
export function applyDeployedConfig(config: RemotesConfig): RemoteName[] {
  const running: RemoteName[] = [];
  const pins = adoptReleaseList(config);
  for (const [name, plan] of state.plans) {
    const sources = remoteSources(config, name, pins[name]);
    if (!isNonEmpty(sources) || sources[0].entry === plan.sources[plan.index]?.entry) continue;
    if (plan.loaded || plan.pending > 0) {
      running.push(name);
      continue;
    }
    state.plans.set(name, newPlan(sources));
    registerEntry(name, sources[0].entry, false);
  }
  return running;
}

function isRemoteActive(id: RemoteModuleId): boolean {
  return state.active.has(remoteOf(id));
}

/** Throws the error state's text when a module's remote is not registered for the active profile. */
export function assertRemoteActive(id: RemoteModuleId): void {
  if (!isRemoteActive(id)) {
    throw new RemoteLoaderError(
      REMOTE_LOADER_TEXTS.notInProfile(remoteOf(id), state.profile ?? 'current'),
    );
  }
}

function isParcelConfig(value: unknown): value is ParcelConfigObject {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate['mount'] === 'function' && typeof candidate['unmount'] === 'function';
}

/** Accepts the module namespace (`default` export) or bare lifecycles. */
export function toParcelConfig(id: RemoteModuleId, loaded: unknown): ParcelConfigObject {
  const candidate =
    typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
  if (!isParcelConfig(candidate)) throw new RemoteLoaderError(REMOTE_LOADER_TEXTS.notAParcel(id));
  return candidate;
}

/** The runtime's words for a remote entry that did not load (after the retry plugin's attempts). */
const ENTRY_FAILED = /RUNTIME-008|ScriptNetworkError/;
/** The runtime's words for a shared singleton whose version does not satisfy a remote's range (`strictVersion`). */
const VERSION_REFUSED = /does not satisfy the requirement/;

/** A chunk of a remote (not its entry) that failed is tried this many more times on the same release… */
const CHUNK_RETRIES = 1;
/** …after this wait. */
const CHUNK_RETRY_MS = 1000;

/** A remote that could not be loaded from any release: its message is the product's, never the runtime's. */
export class RemoteUnavailableError extends RemoteLoaderError {
  constructor(
    readonly id: RemoteModuleId,
    readonly causes: unknown[],
  ) {
    super(REMOTE_LOADER_TEXTS.unavailable);
    this.name = 'RemoteUnavailableError';
  }
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

async function loadFromSource(
  instance: ModuleFederation,
  id: RemoteModuleId,
  retries: number,
): Promise<unknown> {
  try {
    return await instance.loadRemote<unknown>(id);
  } catch (error) {
    const message = messageOf(error);
    if (retries <= 0 || ENTRY_FAILED.test(message) || VERSION_REFUSED.test(message)) throw error;
    await sleep(CHUNK_RETRY_MS);
    return loadFromSource(instance, id, retries - 1);
  }
}

function noteFallback(name: RemoteName, plan: RemotePlan, source: RemoteSource): void {
  const wanted = plan.sources[0];
  useReleaseStore.setState((current) => ({
    fallbacks: {
      ...current.fallbacks,
      [name]: { wanted: wanted.release, using: source.release ?? 'an earlier release' },
    },
  }));
  reportRemoteEvent({
    kind: 'remote-fallback',
    remote: name,
    ...(wanted.release ? { release: wanted.release } : {}),
    ...(source.release ? { fallback: source.release } : {}),
  });
}

/** The shared singletons (with their ranges) a release's own `mf-manifest.json` says it needs, or null. */
async function manifestRequires(entry: string): Promise<Record<string, string> | null> {
  try {
    const response = await fetch(new URL('mf-manifest.json', entry).href, { cache: 'no-cache' });
    if (!response.ok) return null;
    const manifest = (await response.json()) as {
      shared?: { name?: unknown; singleton?: unknown; requiredVersion?: unknown }[];
    };
    const requires: Record<string, string> = {};
    for (const shared of manifest.shared ?? []) {
      if (shared.singleton === true && typeof shared.name === 'string') {
        if (typeof shared.requiredVersion === 'string')
          requires[shared.name] = shared.requiredVersion;
      }
    }
    return requires;
  } catch {
    return null;
  }
}

async function loadWithFallback(
  instance: ModuleFederation,
  id: RemoteModuleId,
  name: RemoteName,
  plan: RemotePlan,
): Promise<unknown> {
  const causes: unknown[] = [];
  for (;;) {
    const at = plan.index;
    const source = plan.sources[at];
    if (!source) break;
    if (source.verify && source.requires === null) {
      source.requires = await manifestRequires(source.entry);
    }
    const refused = incompatibility(source.requires, providedVersions(instance));
    if (refused) {
      causes.push(new Error(refused));
      reportRemoteEvent({
        kind: 'remote-incompatible',
        remote: name,
        ...(source.release ? { release: source.release } : {}),
        detail: refused,
      });
    } else {
      try {
        const loaded = await loadFromSource(instance, id, CHUNK_RETRIES);
        plan.loaded = true;
        if (at > 0 && source.kind !== 'pinned') noteFallback(name, plan, source);
        return loaded;
      } catch (error) {
        causes.push(error);
        reportRemoteEvent({
          kind: VERSION_REFUSED.test(messageOf(error)) ? 'remote-incompatible' : 'remote-failed',
          remote: name,
          ...(source.release ? { release: source.release } : {}),
          detail: messageOf(error),
        });
      }
    }
    const next = plan.sources[at + 1];
    if (!next) break;
    plan.index = at + 1;
    registerEntry(name, next.entry, false);
  }
  // Nothing loaded: the next try (the person's Retry, a background retry) starts again from the first source.
  if (plan.index !== 0) {
    plan.index = 0;
    registerEntry(name, plan.sources[0].entry, false);
  }
  throw new RemoteUnavailableError(id, causes);
}

/**
 * The production module source: the federation runtime's `loadRemote` on the host's instance, from the remote's
 * first usable source. A release whose shared ranges the page cannot satisfy is skipped before it loads; one that
 * fails (its entry after the retry plugin's attempts, a chunk after a retry) or that the runtime refuses gives way
 * to the next known-good release. Each step is reported; the person sees a calm note only when an older release
 * is shown, and the product's own message when none loads.
 *
 * The loads of one remote run one after another: a switch to another release must never happen while a load from
 * the first is still running, or that load's late chunks would land in the next release's webpack runtime (one
 * chunk global per remote name). Once a remote's entry is in, a second module of it loads in a moment anyway.
 */
export async function loadRemoteModule(id: RemoteModuleId): Promise<unknown> {
  assertRemoteActive(id);
  const instance = state.instance ?? federationInstance(HOST_FEDERATION_NAME);
  const name = remoteOf(id);
  const plan = state.plans.get(name);
  if (!plan) return instance.loadRemote<unknown>(id);
  const joined = plan.inflight.get(id);
  if (joined) return await joined;
  plan.pending += 1;
  const run = plan.queue
    .then(() => loadWithFallback(instance, id, name, plan))
    .finally(() => {
      plan.pending -= 1;
      plan.inflight.delete(id);
    });
  plan.inflight.set(id, run);
  plan.queue = run.catch(() => undefined);
  return await run;
}

/**
 * Starts loading a module that is about to be shown (the first screen, while the session boots), so its remote
 * entry and chunks are on their way before the screen asks for them; the screen's own load then finds them in
 * flight or loaded (the runtime loads each entry and chunk once). A failure is only logged: the screen's own load
 * reports it, with its retry. A module outside the active profile is not loaded.
 */
export function preloadRemoteModule(
  id: RemoteModuleId,
  load: (id: RemoteModuleId) => Promise<unknown> = loadRemoteModule,
): void {
  if (!isRemoteActive(id)) return;
  load(id).catch((error: unknown) => logger.warn(`Could not preload ${id}`, error));
}
