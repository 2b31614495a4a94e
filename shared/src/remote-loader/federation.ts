import { getInstance, init, registerRemotes } from '@module-federation/enhanced/runtime';
import type {
  ModuleFederation,
  ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import type { ParcelConfigObject } from 'single-spa';
import { logger } from '../lib/logger';
import { REMOTE_NAMES, remoteOf } from '../manifests';
import type { RemotesConfig } from '../contracts';
import type { RemoteModuleId, RemoteName } from '../manifests';
import { REMOTE_LOADER_TEXTS } from './remote-loader-texts';

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

interface FederationState {
  instance: ModuleFederation | null;
  profile: RemotesProfile | null;
  active: ReadonlySet<RemoteName>;
}

const state: FederationState = { instance: null, profile: null, active: new Set() };

/**
 * The host's build plugin creates the federation instance before any app code runs; `init` with the same
 * name only adopts it (and makes the module-level `registerRemotes`/`loadRemote` usable). Outside a
 * federated build (standalone remote pages) it creates one.
 */
function federationInstance(hostName: string): ModuleFederation {
  const existing = getInstance() ?? getInstance((candidate) => candidate.name === hostName);
  return existing ?? init({ name: hostName, remotes: [] });
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
  instance.registerPlugins([entryTimeoutPlugin]);
  const names = config.profiles[profile].filter((name) => name in config.remotes);
  registerRemotes(
    names.map((name) => ({
      name,
      // The package folders are dashed (mfe-care); federation names must be identifiers (mfe_care).
      alias: name.replace(/_/g, '-'),
      entry: config.remotes[name],
    })),
    { force: true },
  );
  state.instance = instance;
  state.profile = profile;
  state.active = new Set(names);
}

function isRemoteActive(id: RemoteModuleId): boolean {
  return state.active.has(remoteOf(id));
}

/** Throws the error state's text when a module's remote is not registered for the active profile. */
export function assertRemoteActive(id: RemoteModuleId): void {
  if (!isRemoteActive(id)) {
    throw new Error(REMOTE_LOADER_TEXTS.notInProfile(remoteOf(id), state.profile ?? 'current'));
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
  if (!isParcelConfig(candidate)) throw new Error(REMOTE_LOADER_TEXTS.notAParcel(id));
  return candidate;
}

/** The production module source: the federation runtime's `loadRemote` on the host's instance. */
export async function loadRemoteModule(id: RemoteModuleId): Promise<unknown> {
  assertRemoteActive(id);
  const instance = state.instance ?? federationInstance(HOST_FEDERATION_NAME);
  return instance.loadRemote<unknown>(id);
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

function isRemotesConfig(value: unknown): value is RemotesConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  const remotes = config['remotes'];
  const profiles = config['profiles'];
  if (typeof config['apiBaseUrl'] !== 'string') return false;
  if (typeof remotes !== 'object' || remotes === null) return false;
  if (typeof profiles !== 'object' || profiles === null) return false;
  const remoteEntries = Object.entries(remotes);
  const knownName = (name: unknown): boolean => REMOTE_NAMES.some((known) => known === name);
  const profileOk = (list: unknown): boolean => Array.isArray(list) && list.every(knownName);
  const profileMap = profiles as Record<string, unknown>;
  return (
    remoteEntries.every(([name, entry]) => knownName(name) && typeof entry === 'string') &&
    profileOk(profileMap['site']) &&
    profileOk(profileMap['kiosk'])
  );
}

/** The part of `fetch` the config loader uses (tests pass their own). */
export type ConfigFetch = (
  url: string,
  init: RequestInit,
) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

/** Reads the deploy-time remotes config deployed beside the host (never cached: it changes at deploy). */
export async function loadRemotesConfig(
  url = '/remotes.json',
  fetchImpl: ConfigFetch = (input, requestInit) => fetch(input, requestInit),
): Promise<RemotesConfig> {
  const response = await fetchImpl(url, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Could not read ${url}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isRemotesConfig(body)) throw new Error(`${url} is not a valid remotes config.`);
  return body;
}
