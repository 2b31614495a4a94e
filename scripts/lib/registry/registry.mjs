// The release registry (docs/deploying.md): remotes.json, the file the host serves at /remotes.json, is written
// here only, by deploy, canary and rollback, each after checking the release against what is deployed, under one
// lock, and each recorded as a line of history.jsonl. The host's own deploys are recorded in host.json beside it.
import fs from 'node:fs';
import path from 'node:path';
import {
  apiSentence,
  compatibilityIssues,
  contractsOf,
  deployedApiVersion,
  hostSentences,
  remoteSentences,
} from './checks.mjs';
import { appendLineDurable, withLock, writeFileAtomic } from './files.mjs';
import { HOST, REMOTES, ROOT, actor, registryPaths } from './paths.mjs';
import { MANIFEST_FILE, entryUrl, listReleases, readRelease, requiresOf } from './releases.mjs';
import { validateRemotesConfig } from './remotes-config.mjs';

const MAX_FALLBACKS = 3;
const MAX_CANDIDATES = 3;
const MANIFEST_TIMEOUT_MS = 3000;

/** A problem the command reports as it is (no stack trace): a malformed file, a missing release, a held lock. */
export class RegistryError extends Error {}

/** A deploy or rollback the checks refused: one sentence per problem; nothing was written. */
export class Refusal extends RegistryError {
  constructor(sentences) {
    super(sentences.join('\n'));
    this.sentences = sentences;
  }
}

/** The registry's files, from `registryPaths` (options, else the environment, else the checkout's folders). */
export function openRegistry(options = {}) {
  const paths = registryPaths(options);
  return {
    ...paths,
    remotesFile: path.join(paths.registryDir, 'remotes.json'),
    historyFile: path.join(paths.registryDir, 'history.jsonl'),
    hostFile: path.join(paths.registryDir, 'host.json'),
    lockFile: path.join(paths.registryDir, 'deploy.lock'),
  };
}

const shown = (file) => (file.startsWith(`${ROOT}${path.sep}`) ? path.relative(ROOT, file) : file);

/** remotes.json, parsed and schema-checked; a missing or malformed file is a RegistryError saying so. */
export function readConfig(registry) {
  let text;
  try {
    text = fs.readFileSync(registry.remotesFile, 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT')
      throw new RegistryError(
        `No remotes config at ${shown(registry.remotesFile)}: the registry is seeded by the stack (npm start) on its first run.`,
      );
    throw error;
  }
  let config;
  let problems;
  try {
    config = JSON.parse(text);
    problems = validateRemotesConfig(config);
  } catch (error) {
    problems = [`not JSON (${error.message})`];
  }
  if (problems.length > 0) {
    throw new RegistryError(
      `${shown(registry.remotesFile)} is not a valid remotes config: ${problems.join('; ')}. ` +
        'The registry does not overwrite a file it cannot read: repair it by hand (the config the registry last ' +
        `wrote is the "config" of the last line of ${shown(registry.historyFile)}), then run the command again.`,
    );
  }
  return config;
}

/** history.jsonl as objects, oldest first; a line that is not JSON is reported with its number. */
function readHistory(registry) {
  if (!fs.existsSync(registry.historyFile)) return [];
  return fs
    .readFileSync(registry.historyFile, 'utf8')
    .split('\n')
    .map((line, i) => {
      if (line.trim() === '') return null;
      try {
        return JSON.parse(line);
      } catch (error) {
        throw new RegistryError(
          `${shown(registry.historyFile)} line ${i + 1} is not JSON (${error.message}): repair it by hand.`,
        );
      }
    })
    .filter((line) => line !== null);
}

function writeConfig(registry, config) {
  const problems = validateRemotesConfig(config);
  if (problems.length > 0)
    throw new Error(`Refusing to write an invalid remotes config: ${problems.join('; ')}`);
  writeFileAtomic(registry.remotesFile, `${JSON.stringify(config, null, 2)}\n`);
}

function record(registry, line) {
  appendLineDurable(
    registry.historyFile,
    JSON.stringify({ at: new Date().toISOString(), ...line }),
  );
}

/** The deployed host's release id, from host.json; null: the host's own build (host/dist). */
function hostRelease(registry) {
  try {
    return JSON.parse(fs.readFileSync(registry.hostFile, 'utf8')).release ?? null;
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw new RegistryError(
      `${shown(registry.hostFile)} is not readable (${error.message}): repair it by hand.`,
    );
  }
}

/** Where the deployed host's files are: its release folder, or the default (host/dist). */
export function deployedHostDir(registry) {
  const id = hostRelease(registry);
  return id ? path.join(registry.releasesDir, HOST, id) : registry.defaultHostDir;
}

function readManifest(dir, what) {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file))
    throw new RegistryError(
      `${what} has no ${MANIFEST_FILE} (${shown(file)}): build it with the federation manifest on ` +
        '(npx -y pnpm@10.34.8 --filter ./host run build) or deploy a host release.',
    );
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The deployed host: `{ id, label, manifest }`; its manifest is what "the deployed host provides". */
function deployedHost(registry) {
  const id = hostRelease(registry);
  if (id) {
    const { manifest } = readRelease(registry, HOST, id);
    return { id, label: `host ${id}`, manifest };
  }
  const manifest = readManifest(registry.defaultHostDir, 'The deployed host');
  const version = manifest.metaData?.buildInfo?.buildVersion ?? '?';
  return { id: null, label: `host ${version} from ${shown(registry.defaultHostDir)}`, manifest };
}

/**
 * The pointers of one remote (or the host) through the history: each deploy pushes one, each rollback pops back
 * to the one before. The last is the current pointer; the one before it is where a rollback goes.
 */
function pointerStack(history, remote) {
  let stack = [];
  for (const line of history) {
    if (line.action === 'init') {
      stack = [
        { release: null, entry: remote === HOST ? null : (line.config?.remotes?.[remote] ?? null) },
      ];
    } else if (line.remote === remote && line.action === 'deploy') {
      stack.push({ release: line.release, entry: line.entry });
    } else if (line.remote === remote && line.action === 'rollback') {
      stack.pop();
      const top = stack.at(-1);
      if (!top || top.release !== line.release || top.entry !== line.entry)
        stack.push({ release: line.release, entry: line.entry });
    }
  }
  return stack;
}

/**
 * Releases of a remote known to be good, newest first: deployed at some point and not rolled back from since
 * (a rollback says its release failed). Each with the entry it was deployed at.
 */
function knownGood(history, remote) {
  const lastDeployed = new Map();
  const bad = new Set();
  let current = null;
  for (const line of history) {
    if (line.remote !== remote || !['deploy', 'rollback'].includes(line.action)) continue;
    if (line.action === 'rollback' && current) bad.add(current);
    if (line.release) {
      // Deployed again on purpose: trusted again.
      if (line.action === 'deploy') bad.delete(line.release);
      lastDeployed.set(line.release, { at: line.at, entry: line.entry });
    }
    current = line.release;
  }
  return [...lastDeployed]
    .filter(([id]) => !bad.has(id))
    .sort(([, a], [, b]) => b.at.localeCompare(a.at))
    .map(([id, { entry }]) => ({ id, entry }));
}

/** The release of a remote as remotes.json names it (ReleaseRef). */
function releaseRef(id, entry, release) {
  return { id, entry, requires: release.requires ?? requiresOf(release.manifest ?? {}) };
}

/**
 * Fallbacks for a remote: known-good releases other than `current`, still on disk and still running with
 * `hostManifest` (a fallback the host cannot run is no fallback), newest first, at most 3.
 */
function fallbacksFor(registry, history, remote, current, hostManifest) {
  const fallbacks = [];
  for (const { id, entry } of knownGood(history, remote)) {
    if (id === current || fallbacks.length >= MAX_FALLBACKS) continue;
    let release;
    try {
      release = readRelease(registry, remote, id);
    } catch {
      continue;
    }
    if (compatibilityIssues({ remote, remoteManifest: release.manifest, hostManifest }).length)
      continue;
    fallbacks.push(releaseRef(id, entry, release.release));
  }
  return fallbacks;
}

/** The manifest beside a remote entry that is not a release on disk (the initial pointers): fetched, or null. */
async function manifestBeside(entry) {
  try {
    const response = await fetch(new URL(MANIFEST_FILE, entry), {
      signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
    });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}

/** The manifest of what a remote points at: its release on disk, else the one served beside its entry. */
async function pointedManifest(registry, remote, pointer) {
  if (pointer.release) return readRelease(registry, remote, pointer.release).manifest;
  return pointer.entry ? manifestBeside(pointer.entry) : null;
}

/** Every problem of a remote's build against the deployed host and API, as refusal sentences. */
async function remoteProblems({ remote, label, manifest, host, config, log }) {
  if (!contractsOf(manifest))
    return [
      `Refused: ${label} records no contracts in its ${MANIFEST_FILE} (built before the registry): release it again.`,
    ];
  const issues = compatibilityIssues({
    remote,
    remoteManifest: manifest,
    hostManifest: host.manifest,
  });
  const sentences = remoteSentences(issues, label, host.label);
  const api = await deployedApiVersion(config.apiBaseUrl);
  log(`API contract: ${api.version} (${api.source}).`);
  const refused = apiSentence(label, contractsOf(manifest).api, api);
  return refused ? [...sentences, refused] : sentences;
}

/** Every problem of a host's build against every deployed remote and the deployed API. */
async function hostProblems({ registry, label, manifest, config, log }) {
  if (!manifest.metaData?.care?.routesTo)
    return [
      `Refused: ${label} records no routes in its ${MANIFEST_FILE} (built before the registry): release it again.`,
    ];
  const sentences = [];
  for (const remote of REMOTES) {
    const entry = config.remotes[remote];
    if (!entry) continue;
    const current = pointerOf(config, remote);
    const remoteManifest = await pointedManifest(registry, remote, current);
    const remoteLabel = current.release ? `${remote} ${current.release}` : `${remote} at ${entry}`;
    if (!remoteManifest) {
      log(
        `Not checked: ${remoteLabel} (no release on disk and no ${MANIFEST_FILE} beside its entry).`,
      );
      continue;
    }
    const issues = compatibilityIssues({ remote, remoteManifest, hostManifest: manifest });
    sentences.push(...hostSentences(issues, label, remoteLabel));
  }
  const api = await deployedApiVersion(config.apiBaseUrl);
  log(`API contract: ${api.version} (${api.source}).`);
  const refused = apiSentence(label, contractsOf(manifest)?.api, api);
  return refused ? [...sentences, refused] : sentences;
}

/** What remotes.json says a remote points at now. */
function pointerOf(config, remote) {
  const entry = config.remotes[remote] ?? null;
  const release = config.releases?.[remote];
  return { release: release && release.entry === entry ? release.id : null, entry };
}

/** Sets `config[key]` to a per-remote map, leaving the key out when the map is empty (as a hand-written file would). */
function withMap(config, key, map) {
  const entries = Object.entries(map).filter(([, value]) => value !== undefined);
  const rest = Object.fromEntries(Object.entries(config).filter(([name]) => name !== key));
  return entries.length ? { ...rest, [key]: Object.fromEntries(entries) } : rest;
}

function withoutCandidate(config, remote, id) {
  const list = (config.candidates?.[remote] ?? []).filter((ref) => ref.id !== id);
  return withMap(config, 'candidates', {
    ...config.candidates,
    [remote]: list.length ? list : undefined,
  });
}

/** A new config pointing `remote` at a release (or, `id` null, at a bare entry with no release record). */
function pointed(registry, config, history, remote, { id, entry, release }, hostManifest) {
  const next = withoutCandidate(
    { ...config, remotes: { ...config.remotes, [remote]: entry } },
    remote,
    id,
  );
  return withMap(next, 'releases', {
    ...config.releases,
    [remote]: id
      ? {
          ...releaseRef(id, entry, release),
          fallbacks: fallbacksFor(registry, history, remote, id, hostManifest),
        }
      : undefined,
  });
}

/** Every remote's fallbacks and candidates again, against a new host: those it cannot run are dropped. */
function refitted(registry, config, history, hostManifest) {
  const fits = (remote, ref) => {
    try {
      const { manifest } = readRelease(registry, remote, ref.id);
      return compatibilityIssues({ remote, remoteManifest: manifest, hostManifest }).length === 0;
    } catch {
      return false;
    }
  };
  const releases = Object.fromEntries(
    Object.entries(config.releases ?? {}).map(([remote, deployed]) => [
      remote,
      {
        ...deployed,
        fallbacks: fallbacksFor(registry, history, remote, deployed.id, hostManifest),
      },
    ]),
  );
  const candidates = Object.fromEntries(
    Object.entries(config.candidates ?? {}).map(([remote, list]) => {
      const kept = list.filter((ref) => fits(remote, ref));
      return [remote, kept.length ? kept : undefined];
    }),
  );
  return withMap(withMap(config, 'releases', releases), 'candidates', candidates);
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

function commit(registry, config, before, line) {
  if (!same(config, before)) writeConfig(registry, config);
  record(registry, { ...line, config });
}

function locked(registry, by, log, action) {
  fs.mkdirSync(registry.registryDir, { recursive: true });
  return withLock(registry.lockFile, by, action, { log });
}

/**
 * Seeds an empty registry with `config` and an `init` history line. A registry that has a remotes.json, valid or
 * not, is left as it is. Returns whether it seeded.
 */
export async function initRegistry(registry, config, { by = actor(), log = () => undefined } = {}) {
  if (fs.existsSync(registry.remotesFile)) return false;
  return locked(registry, by, log, () => {
    if (fs.existsSync(registry.remotesFile)) return false;
    writeConfig(registry, config);
    record(registry, {
      by,
      action: 'init',
      remote: null,
      release: null,
      entry: null,
      previous: null,
      config,
    });
    return true;
  });
}

/**
 * Deploys release `id` of `remote` (a remote or `host`) after checking it against what is deployed; with
 * `canary`, adds it to the remote's candidates instead of switching. Throws a Refusal (nothing written) when a
 * check fails. `whileLocked` runs once the lock is held (tests widen the window with it).
 * Returns `{ action, id, entry, changed }`.
 */
export async function deploy(
  registry,
  remote,
  id,
  { canary = false, by = actor(), log = () => undefined, whileLocked } = {},
) {
  const target = readRelease(registry, remote, id);
  if (target.release.remote !== remote)
    throw new RegistryError(
      `${target.dir} is a release of ${target.release.remote}, not ${remote}`,
    );
  const entry = entryUrl(registry, remote, id);
  const label = `${remote} ${id}`;
  return locked(registry, by, log, async () => {
    await whileLocked?.();
    const config = readConfig(registry);
    const history = readHistory(registry);
    if (remote === HOST) {
      if (canary) throw new RegistryError('The host has no canary: deploy it, or roll it back.');
      const previous = { release: hostRelease(registry), entry: null };
      if (previous.release === id) {
        log(`${label} is already deployed: nothing to do.`);
        return { action: 'none', id, entry, changed: false };
      }
      const problems = await hostProblems({
        registry,
        label,
        manifest: target.manifest,
        config,
        log,
      });
      if (problems.length) throw new Refusal(problems);
      const next = refitted(registry, config, history, target.manifest);
      writeFileAtomic(registry.hostFile, `${JSON.stringify({ release: id, entry }, null, 2)}\n`);
      commit(registry, next, config, {
        by,
        action: 'deploy',
        remote,
        release: id,
        entry,
        previous,
      });
      return { action: 'deploy', id, entry, changed: true };
    }
    const host = deployedHost(registry);
    const previous = pointerOf(config, remote);
    const isCandidate = (config.candidates?.[remote] ?? []).some((ref) => ref.id === id);
    if (previous.release === id && (canary || !isCandidate)) {
      log(`${label} is already deployed: nothing to do.`);
      return { action: 'none', id, entry, changed: false };
    }
    const problems = await remoteProblems({
      remote,
      label,
      manifest: target.manifest,
      host,
      config,
      log,
    });
    if (problems.length) throw new Refusal(problems);
    let next;
    if (canary) {
      const others = (config.candidates?.[remote] ?? []).filter((ref) => ref.id !== id);
      next = {
        ...config,
        candidates: {
          ...config.candidates,
          [remote]: [releaseRef(id, entry, target.release), ...others].slice(0, MAX_CANDIDATES),
        },
      };
    } else {
      next = pointed(
        registry,
        config,
        history,
        remote,
        { id, entry, release: target.release },
        host.manifest,
      );
    }
    const action = canary ? 'canary' : 'deploy';
    commit(registry, next, config, { by, action, remote, release: id, entry, previous });
    return { action, id, entry, changed: true };
  });
}

/**
 * Points `remote` (or the host) back at its pointer before the current one in the history, after the same checks
 * as a deploy. Returns `{ action, id, entry }` of the pointer now deployed.
 */
export async function rollback(registry, remote, { by = actor(), log = () => undefined } = {}) {
  return locked(registry, by, log, async () => {
    const config = readConfig(registry);
    const history = readHistory(registry);
    const stack = pointerStack(history, remote);
    if (stack.length < 2)
      throw new RegistryError(
        `Nothing to roll back to: ${remote} has no earlier pointer in the history.`,
      );
    const current = stack.at(-1);
    const target = stack.at(-2);
    const label = target.release
      ? `${remote} ${target.release}`
      : `${remote} at ${target.entry ?? 'its own build'}`;
    if (remote === HOST) {
      const live = hostRelease(registry);
      if (live !== current.release)
        log(
          `Note: host.json names ${live ?? 'no release'}, the history ${current.release ?? 'no release'}.`,
        );
      const manifest = target.release
        ? readRelease(registry, HOST, target.release).manifest
        : readManifest(
            registry.defaultHostDir,
            `The host's own build (${shown(registry.defaultHostDir)})`,
          );
      const problems = await hostProblems({ registry, label, manifest, config, log });
      if (problems.length) throw new Refusal(problems);
      const next = refitted(registry, config, history, manifest);
      writeFileAtomic(
        registry.hostFile,
        `${JSON.stringify({ release: target.release, entry: target.entry }, null, 2)}\n`,
      );
      commit(registry, next, config, {
        by,
        action: 'rollback',
        remote,
        release: target.release,
        entry: target.entry,
        previous: { release: live, entry: null },
      });
      return { action: 'rollback', id: target.release, entry: target.entry };
    }
    const previous = pointerOf(config, remote);
    if (previous.entry !== current.entry)
      log(
        `Note: remotes.json points ${remote} at ${previous.entry}, the history at ${current.entry}.`,
      );
    const host = deployedHost(registry);
    const release = target.release ? readRelease(registry, remote, target.release) : null;
    const manifest = release ? release.manifest : await manifestBeside(target.entry);
    if (manifest) {
      const problems = await remoteProblems({ remote, label, manifest, host, config, log });
      if (problems.length) throw new Refusal(problems);
    } else {
      log(`Not checked: ${label} (no release on disk and no ${MANIFEST_FILE} beside its entry).`);
    }
    // The history gains the rollback before the fallbacks are worked out, so the release left counts as failed.
    const line = {
      by,
      action: 'rollback',
      remote,
      release: target.release,
      entry: target.entry,
      previous,
    };
    const after = [...history, { ...line, at: new Date().toISOString() }];
    const next = pointed(
      registry,
      config,
      after,
      remote,
      { id: target.release, entry: target.entry, release: release?.release },
      host.manifest,
    );
    commit(registry, next, config, line);
    return { action: 'rollback', id: target.release, entry: target.entry };
  });
}

/**
 * The history of one remote (or the host) with the current pointer marked, and its releases on disk that are not
 * the deployed one: `{ lines: [{at, by, action, release, entry, current}], releases: [...], candidates }`.
 */
export function releasesOf(registry, remote) {
  const config = readConfig(registry);
  const history = readHistory(registry);
  const current =
    remote === HOST ? { release: hostRelease(registry), entry: null } : pointerOf(config, remote);
  const lines = history
    .filter((line) => line.action === 'init' || line.remote === remote)
    .map((line) => ({
      at: line.at,
      by: line.by,
      action: line.action,
      release: line.release,
      entry:
        line.action === 'init' && remote !== HOST ? line.config?.remotes?.[remote] : line.entry,
      current: false,
    }));
  const pointers = lines.filter((line) => line.action !== 'canary');
  const last = pointers.at(-1);
  if (last && last.release === current.release && (remote === HOST || last.entry === current.entry))
    last.current = true;
  const deployedIds = new Set(pointers.map((line) => line.release).filter(Boolean));
  const candidates = (config.candidates?.[remote] ?? []).map((ref) => ref.id);
  const releases = listReleases(registry, remote)
    .filter((release) => release.id !== current.release)
    .map((release) => ({
      ...release,
      note: candidates.includes(release.id)
        ? 'canary'
        : deployedIds.has(release.id)
          ? 'deployed before'
          : 'never deployed',
    }));
  return { lines, releases, candidates, current };
}
