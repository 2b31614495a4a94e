import type { DeployedRelease, ReleaseRef, RemotesConfig } from '../contracts';
import { logger } from '../lib/logger';
import { readStorage, writeStorage } from '../lib/storage';
import { REMOTE_NAMES } from '../manifests';
import type { RemoteName } from '../manifests';

/**
 * Reading `/remotes.json` so that a bad file never takes the site down (docs/deploying.md, "What the host does"):
 * what is usable is used and the rest is named in the log; a file that is unreachable or unusable as a whole gives
 * way to the last valid config this browser saw, or on a first visit to the one the host was released with.
 */

/** Local storage: the last `/remotes.json` that this browser read and found valid. */
export const LAST_REMOTES_CONFIG_KEY = 'care_remotes_config';

/** Where the config in use came from. */
type RemotesConfigSource = 'deployed' | 'last-valid' | 'released-with';

export interface LoadedRemotesConfig {
  config: RemotesConfig;
  source: RemotesConfigSource;
  /** What was wrong with the deployed file (empty when it was read whole). */
  problems: string[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isRemoteName(value: unknown): value is RemoteName {
  return REMOTE_NAMES.some((known) => known === value);
}

function isUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false;
  try {
    const url = new URL(value, 'http://localhost');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function parseRequires(value: unknown): Record<string, string> | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (!entries.every(([, range]) => typeof range === 'string')) return null;
  return Object.fromEntries(entries) as Record<string, string>;
}

function parseReleaseRef(value: unknown): ReleaseRef | null {
  if (!isRecord(value)) return null;
  const { id, entry } = value;
  const requires = parseRequires(value['requires'] ?? {});
  if (typeof id !== 'string' || id.length === 0 || !isUrl(entry) || !requires) return null;
  return { id, entry, requires };
}

function parseReleaseList(value: unknown): ReleaseRef[] {
  if (!Array.isArray(value)) return [];
  return value.map(parseReleaseRef).filter((ref): ref is ReleaseRef => ref !== null);
}

/** The remote-keyed maps of the file: unknown remote names and unusable values are dropped and named. */
function parseRemoteMap<T>(
  value: unknown,
  field: string,
  parse: (item: unknown) => T | null,
  problems: string[],
): Partial<Record<RemoteName, T>> {
  const result: Partial<Record<RemoteName, T>> = {};
  if (value === undefined) return result;
  if (!isRecord(value)) {
    problems.push(`${field} is not an object; ignored`);
    return result;
  }
  for (const [name, item] of Object.entries(value)) {
    if (!isRemoteName(name)) {
      problems.push(`${field} names an unknown remote "${name}"; ignored`);
      continue;
    }
    const parsed = parse(item);
    if (parsed === null) problems.push(`${field}.${name} is not usable; ignored`);
    else result[name] = parsed;
  }
  return result;
}

function parseProfile(value: unknown, field: string, problems: string[]): RemoteName[] | null {
  if (!Array.isArray(value)) return null;
  const known = value.filter(isRemoteName);
  if (known.length !== value.length) problems.push(`${field} names an unknown remote; ignored`);
  return known;
}

/**
 * The usable part of a `/remotes.json` body, or null when it cannot run a site at all (no API base, no remotes
 * map, no profiles). Unknown keys, unknown remote names and malformed optional parts are left out and listed in
 * `problems`; they never make the whole file unusable.
 */
export function parseRemotesConfig(body: unknown, problems: string[] = []): RemotesConfig | null {
  if (!isRecord(body)) return null;
  const { apiBaseUrl, profiles } = body;
  if (!isUrl(apiBaseUrl) || !isRecord(body['remotes']) || !isRecord(profiles)) return null;
  const site = parseProfile(profiles['site'], 'profiles.site', problems);
  const kiosk = parseProfile(profiles['kiosk'], 'profiles.kiosk', problems);
  if (!site || !kiosk) return null;
  const remotes = parseRemoteMap(
    body['remotes'],
    'remotes',
    (entry) => (isUrl(entry) ? entry : null),
    problems,
  );
  const releases = parseRemoteMap(
    body['releases'],
    'releases',
    (item): DeployedRelease | null => {
      const ref = parseReleaseRef(item);
      if (!ref || !isRecord(item)) return null;
      return { ...ref, fallbacks: parseReleaseList(item['fallbacks']) };
    },
    problems,
  );
  const candidates = parseRemoteMap(
    body['candidates'],
    'candidates',
    (item) => (Array.isArray(item) ? parseReleaseList(item) : null),
    problems,
  );
  const known = new Set([
    'apiBaseUrl',
    'remotes',
    'profiles',
    'voiceGateway',
    'releases',
    'candidates',
    'updateCheckSeconds',
  ]);
  for (const key of Object.keys(body))
    if (!known.has(key)) problems.push(`unknown key "${key}"; ignored`);
  const config: RemotesConfig = { apiBaseUrl, remotes, profiles: { site, kiosk } };
  if (typeof body['voiceGateway'] === 'string') config.voiceGateway = body['voiceGateway'];
  if (Object.keys(releases).length > 0) config.releases = releases;
  if (Object.keys(candidates).length > 0) config.candidates = candidates;
  const every = body['updateCheckSeconds'];
  if (typeof every === 'number' && Number.isFinite(every) && every >= 1) {
    config.updateCheckSeconds = every;
  }
  return config;
}

/** The part of `fetch` the config loader uses (tests pass their own). */
export type ConfigFetch = (
  url: string,
  init: RequestInit,
) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;

const defaultFetch: ConfigFetch = (input, requestInit) => fetch(input, requestInit);

/**
 * Reads the deployed `/remotes.json`. `no-cache`: the browser revalidates (a conditional request answered 304 when
 * nothing was deployed), so asking often is cheap. Throws with the reason when the file cannot be used at all.
 */
export async function fetchRemotesConfig(
  url = '/remotes.json',
  fetchImpl: ConfigFetch = defaultFetch,
): Promise<{ config: RemotesConfig; problems: string[] }> {
  const response = await fetchImpl(url, {
    cache: 'no-cache',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(`${url} is not JSON`);
  }
  const problems: string[] = [];
  const config = parseRemotesConfig(body, problems);
  if (!config) throw new Error(`${url} is not a usable remotes config`);
  return { config, problems };
}

function readLastValidConfig(): RemotesConfig | null {
  const stored = readStorage('local', LAST_REMOTES_CONFIG_KEY);
  if (!stored) return null;
  try {
    return parseRemotesConfig(JSON.parse(stored));
  } catch {
    return null;
  }
}

/**
 * The config the page runs with: the deployed file when it can be used (then kept as the last valid one), else the
 * last valid config this browser saw, else `releasedWith` (the one the host was built with). Never throws.
 */
export async function loadRemotesConfig(
  releasedWith: RemotesConfig,
  url = '/remotes.json',
  fetchImpl: ConfigFetch = defaultFetch,
): Promise<LoadedRemotesConfig> {
  try {
    const { config, problems } = await fetchRemotesConfig(url, fetchImpl);
    if (problems.length > 0) logger.warn(`${url}: ${problems.join('; ')}`);
    writeStorage('local', LAST_REMOTES_CONFIG_KEY, JSON.stringify(config));
    return { config, source: 'deployed', problems };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const last = readLastValidConfig();
    const source: RemotesConfigSource = last ? 'last-valid' : 'released-with';
    logger.warn(
      `${reason}: using ${last ? 'the last valid config this browser saw' : 'the config the host was released with'}`,
    );
    return { config: last ?? releasedWith, source, problems: [reason] };
  }
}
