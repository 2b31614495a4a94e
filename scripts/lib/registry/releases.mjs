// Releases: immutable, content-addressed folders `<releasesDir>/<remote>/<version>-<hash>/` holding a production
// build, its federation manifest (mf-manifest.json) and release.json. The same build gives the same id, so
// releasing unchanged code twice names one release.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HOST } from './paths.mjs';

export const RELEASE_FILE = 'release.json';
export const MANIFEST_FILE = 'mf-manifest.json';
/** The registry's own file is not part of what was built, so not part of the hash. */
const NOT_HASHED = new Set([RELEASE_FILE]);

/** Every file under `dir`, as sorted relative paths with forward slashes. */
function filesOf(dir) {
  const files = [];
  const walk = (folder, prefix) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), relative);
      else if (entry.isFile()) files.push(relative);
    }
  };
  walk(dir, '');
  return files.sort();
}

/**
 * The content hash of a build: sha256 over each file's relative path and bytes in path order (lengths written
 * before each, so no two different folders feed the same stream), first 10 hex digits.
 */
export function hashFolder(dir) {
  const hash = createHash('sha256');
  for (const relative of filesOf(dir)) {
    if (NOT_HASHED.has(relative)) continue;
    const bytes = fs.readFileSync(path.join(dir, relative));
    const name = Buffer.from(relative);
    hash.update(`${name.length}:`).update(name).update(`${bytes.length}:`).update(bytes);
  }
  return hash.digest('hex').slice(0, 10);
}

/** The entry URL of a release: remoteEntry.js of a remote, the folder of a host. */
export function entryUrl(paths, remote, id) {
  const folder = `${paths.releasesUrl}/${remote}/${encodeURIComponent(id)}/`;
  return remote === HOST ? folder : `${folder}remoteEntry.js`;
}

function releaseDir(paths, remote, id) {
  if (!/^[\w.+-]+$/.test(id) || id.startsWith('.'))
    throw new Error(`"${id}" is not a release id (<version>-<hash>)`);
  return path.join(paths.releasesDir, remote, id);
}

/** The shared singletons a build requires: name → range, from its manifest's `shared` entries. */
export function requiresOf(manifest) {
  return Object.fromEntries(
    (manifest.shared ?? [])
      .filter((entry) => entry.singleton === true && entry.requiredVersion)
      .map((entry) => [entry.name, entry.requiredVersion])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** What release.json records, from the built folder's manifest and the build's facts. */
export function describeRelease({ remote, version, hash, manifest, commit, builtBy, builtAt }) {
  return {
    remote,
    id: `${version}-${hash}`,
    version,
    hash,
    builtAt,
    commit,
    builtBy,
    contracts: manifest.metaData?.care?.contracts ?? null,
    requires: requiresOf(manifest),
    exposes: (manifest.exposes ?? []).map((expose) => expose.name),
  };
}

/**
 * Moves a finished build into its release folder, with release.json beside it. The rename is atomic: the folder
 * is complete or absent. If the release already exists (the same content), it is kept and the build is dropped.
 * Returns `{ dir, release, reused }`.
 */
export function storeRelease(paths, built, facts) {
  const manifest = JSON.parse(fs.readFileSync(path.join(built, MANIFEST_FILE), 'utf8'));
  const hash = hashFolder(built);
  const release = describeRelease({ ...facts, hash, manifest });
  const dir = releaseDir(paths, facts.remote, release.id);
  const existing = readReleaseFile(dir);
  if (existing) {
    fs.rmSync(built, { recursive: true, force: true });
    return { dir, release: existing, reused: true };
  }
  fs.writeFileSync(path.join(built, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
  try {
    fs.renameSync(built, dir);
  } catch (error) {
    // Another release of the same content finished first: same id, same files.
    const raced = readReleaseFile(dir);
    if (!raced || !['ENOTEMPTY', 'EEXIST'].includes(error.code)) throw error;
    fs.rmSync(built, { recursive: true, force: true });
    return { dir, release: raced, reused: true };
  }
  return { dir, release, reused: false };
}

function readReleaseFile(dir) {
  const file = path.join(dir, RELEASE_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** A release on disk: its folder, release.json and mf-manifest.json; a clear error when it is not there. */
export function readRelease(paths, remote, id) {
  const dir = releaseDir(paths, remote, id);
  if (!fs.existsSync(dir)) {
    const known = listReleases(paths, remote).map((release) => release.id);
    throw new Error(
      `No release ${id} of ${remote} in ${path.join(paths.releasesDir, remote)}` +
        (known.length
          ? ` (there: ${known.slice(0, 5).join(', ')}${known.length > 5 ? ', ...' : ''})`
          : ''),
    );
  }
  const release = readReleaseFile(dir);
  if (!release) throw new Error(`${dir} has no ${RELEASE_FILE}: not a release`);
  const manifestFile = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile))
    throw new Error(`${dir} has no ${MANIFEST_FILE}: not a release`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  return { dir, release, manifest };
}

/** The releases of a remote on disk, newest build first (folders being built start with a dot: skipped). */
export function listReleases(paths, remote) {
  const folder = path.join(paths.releasesDir, remote);
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => {
      try {
        return readReleaseFile(path.join(folder, entry.name));
      } catch {
        return null;
      }
    })
    .filter((release) => release !== null)
    .sort((a, b) => String(b.builtAt).localeCompare(String(a.builtAt)));
}
