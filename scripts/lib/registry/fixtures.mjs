// Test fixtures for the registry's tests: release folders written by hand (mf-manifest.json and release.json, no
// build), a registry seeded in temporary folders, and a stand-in API that serves only its OpenAPI version.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from './paths.mjs';
import { initRegistry, openRegistry } from './registry.mjs';
import { MANIFEST_FILE, RELEASE_FILE, describeRelease } from './releases.mjs';

/** What the fixture host provides: name → version (each shared as a singleton). */
export const HOST_PROVIDES = {
  '@care/shared': '0.1.0',
  react: '19.3.1',
  'react-dom': '19.3.1',
  zustand: '5.1.0',
};
/** What a fixture remote requires by default: each host version's caret range. */
export const REMOTE_REQUIRES = Object.fromEntries(
  Object.entries(HOST_PROVIDES).map(([name, version]) => [name, `^${version}`]),
);
const CONTRACTS = { '@care/shared': '0.1.0', api: '1.1.0' };

/** An mf-manifest.json as the webpack preset writes it, with only what the registry reads. */
export function manifest({
  name,
  provides,
  requires,
  exposes = [],
  contracts = CONTRACTS,
  routesTo,
}) {
  const shared = provides
    ? Object.entries(provides).map(([dep, version]) => ({
        name: dep,
        version,
        singleton: true,
        requiredVersion: `^${version}`,
      }))
    : Object.entries(requires ?? REMOTE_REQUIRES).map(([dep, range]) => ({
        name: dep,
        version: range.replace(/^\^/, ''),
        singleton: true,
        requiredVersion: range,
      }));
  return {
    id: name,
    name,
    metaData: {
      name,
      buildInfo: { buildVersion: '0.1.0', buildName: `@care/${name}` },
      ...(contracts ? { care: { contracts, ...(routesTo ? { routesTo } : {}) } } : {}),
    },
    shared: shared.map((entry) => ({ id: `${name}:${entry.name}`, ...entry })),
    remotes: [],
    exposes: exposes.map((module) => ({
      id: `${name}:${module}`,
      name: module,
      path: `./${module}`,
    })),
  };
}

let releaseCounter = 0;

/** Writes a release folder (remoteEntry.js, mf-manifest.json, release.json); returns its id. */
export function writeRelease(registry, remote, fixture, { version = '0.1.0' } = {}) {
  releaseCounter += 1;
  const hash = `${process.pid.toString(16)}${releaseCounter.toString(16).padStart(4, '0')}`
    .slice(-10)
    .padStart(10, 'a');
  const built = manifest({ name: remote, ...fixture });
  const release = describeRelease({
    remote,
    version,
    hash,
    manifest: built,
    commit: 'abc1234',
    builtBy: 'fixture',
    builtAt: new Date(Date.now() + releaseCounter).toISOString(),
  });
  const dir = path.join(registry.releasesDir, remote, release.id);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${remote} ${release.id} */\n`);
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), JSON.stringify(built, null, 2));
  fs.writeFileSync(path.join(dir, RELEASE_FILE), JSON.stringify(release, null, 2));
  return release.id;
}

/** Every module id the fixture host routes to: a screen per remote, `<remote>/Screen`. */
export const HOST_ROUTES = REMOTES.map((remote) => `${remote}/Screen`);

/** A stand-in API: GET /api/openapi.json → `{ info: { version } }`; `version` may be changed while it runs. */
export async function startApiStandIn(version = '1.1.0') {
  const state = { version };
  const server = http.createServer((req, res) => {
    if (req.url === '/api/openapi.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ openapi: '3.1.0', info: { title: 'stand-in', version: state.version } }),
      );
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    state,
    url: `http://127.0.0.1:${server.address().port}/api`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A registry in fresh temporary folders: the host's own build (the default host folder) is a fixture host, and
 * remotes.json is seeded as the stack seeds it, each remote at an entry nothing answers on.
 */
export async function freshRegistry(t, { apiBaseUrl, hostFixture = {} } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'care-registry-test-'));
  t.after(() => fs.rmSync(root, { recursive: true, force: true }));
  const hostDir = path.join(root, 'host-dist');
  fs.mkdirSync(hostDir);
  fs.writeFileSync(
    path.join(hostDir, MANIFEST_FILE),
    JSON.stringify(
      manifest({ name: 'host', provides: HOST_PROVIDES, routesTo: HOST_ROUTES, ...hostFixture }),
    ),
  );
  const registry = openRegistry({
    registryDir: path.join(root, 'registry'),
    releasesDir: path.join(root, 'releases'),
    releasesUrl: 'http://releases.test',
    defaultHostDir: hostDir,
  });
  const config = {
    apiBaseUrl: apiBaseUrl ?? 'http://127.0.0.1:9/api',
    // Port 9 (discard) answers nothing: the initial pointers have no manifest to fetch.
    remotes: Object.fromEntries(
      REMOTES.map((remote) => [remote, `http://127.0.0.1:9/${remote}/remoteEntry.js`]),
    ),
    profiles: { site: [...REMOTES], kiosk: ['mfe_care', 'mfe_voice'] },
  };
  await initRegistry(registry, config, { by: 'tester' });
  return { root, registry, config };
}

/** The registry folder's files and their bytes: to prove a command wrote nothing. */
export function snapshot(registry) {
  return Object.fromEntries(
    fs
      .readdirSync(registry.registryDir)
      .sort()
      .map((file) => [file, fs.readFileSync(path.join(registry.registryDir, file), 'utf8')]),
  );
}

export const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
export const historyOf = (registry) =>
  fs
    .readFileSync(registry.historyFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
