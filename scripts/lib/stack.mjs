// Starts the composed product on loopback: the API (with its embedded database), each remote and the host,
// each from its own production build and on its own port, as separately deployed bundles would be.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { initRegistry, openRegistry } from './registry/registry.mjs';
import { RELEASES_PORT, REMOTES } from './registry/paths.mjs';
import { hostDirSource, remotesJsonSource } from './registry/serving.mjs';
import { startStaticServer } from './static-server.mjs';
import { startVoiceGatewayProcess, waitForHttp } from './voice-gateway-process.mjs';

export { E2E_VOICE_GATEWAY_SECRET } from './voice-gateway-process.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const PORTS = {
  host: 3000,
  mfe_auth: 3001,
  mfe_admin: 3002,
  mfe_care: 3003,
  mfe_picturebook: 3004,
  mfe_voice: 3005,
  /** Every release of every remote (scripts/release.mjs), each in its own folder. */
  releases: RELEASES_PORT,
  api: 4000,
  voiceGateway: 4100,
};
/** The e2e stack's loopback-only control port (scripts/serve-stack.mjs): fault tests stop and start the API. */
export const E2E_CONTROL_PORT = 4199;
export { REMOTES };
export const SITE_URL = `http://localhost:${PORTS.host}`;
export const API_URL = `http://localhost:${PORTS.api}/api`;
/** Where the Voice SDK finds the local voice gateway (`chunderw`: host:port). */
export const VOICE_GATEWAY = `localhost:${PORTS.voiceGateway}`;

const dirOf = (name) => path.join(ROOT, name.replace('_', '-'));

/**
 * With the voice provider's credentials (all four TWILIO_* set) the API issues the provider's tokens, and the
 * SDK talks to the provider: no local gateway is started or configured.
 */
export function usesVoiceProvider(env = process.env) {
  return [
    'TWILIO_ACCOUNT_SID',
    'TWILIO_API_KEY',
    'TWILIO_API_SECRET',
    'TWILIO_TWIML_APP_SID',
  ].every((name) => Boolean(env[name]));
}

/** The deploy-time remotes config (shared/src/contracts/remotes.ts `RemotesConfig`). */
export function remotesConfig(overrides = {}) {
  return {
    apiBaseUrl: API_URL,
    remotes: Object.fromEntries(
      REMOTES.map((name) => [
        name,
        overrides[name] ?? `http://localhost:${PORTS[name]}/remoteEntry.js`,
      ]),
    ),
    profiles: { site: [...REMOTES], kiosk: ['mfe_care', 'mfe_voice'] },
    // null: the provider's own gateway (the SDK's default), so the key is left out.
    ...(overrides.voiceGateway === null
      ? {}
      : { voiceGateway: overrides.voiceGateway ?? VOICE_GATEWAY }),
  };
}

/** Starts the API in its own process (on `port`, the product's API port by default); resolves when it answers. */
/** `nodeArgs`: options for Node itself (`--trace-gc`: the load benchmark's --trace), before the loader's. */
export async function startApi({
  dataDir,
  env = {},
  log = 'inherit',
  port = PORTS.api,
  nodeArgs = [],
} = {}) {
  // Node itself with the TypeScript loader, not a package-manager wrapper: one process to stop, and it stays in
  // this process group, so whoever kills the group (a test runner's teardown) stops the API too.
  // Through a shell that raises the open-files limit to its ceiling (each live-channel stream is a descriptor)
  // and then becomes node (exec: the same process, so stopping it stops the API).
  const raiseFiles = 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"';
  const child = spawn(
    '/bin/sh',
    ['-c', raiseFiles, process.execPath, ...nodeArgs, '--import', 'tsx', 'src/main.ts'],
    {
      cwd: path.join(ROOT, 'api'),
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        SITE_ORIGINS: `http://localhost:${PORTS.host},http://127.0.0.1:${PORTS.host}`,
        // The demo: demo accounts on an empty database and the development mailbox (e2e reads it).
        SEED_DEMO: '1',
        DEV_OUTBOX: '1',
        ...(dataDir ? { DATA_DIR: dataDir } : {}),
        ...env,
      },
      stdio: ['ignore', log, log],
    },
  );
  // Never leave an API behind when this process ends.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  await waitForHttp(`http://127.0.0.1:${port}/api/csrf/`, 120000, child);
  return {
    child,
    /** Ends the API: SIGTERM (a clean shutdown) by default, SIGKILL for a crash or a power cut. */
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/** The local voice gateway, with the API's voice key (voice-gateway-process.mjs). */
export function startVoiceGateway({ dataDir, port = PORTS.voiceGateway, env = {}, log } = {}) {
  return startVoiceGatewayProcess({
    root: ROOT,
    port,
    log,
    env: { VOICE_GATEWAY_API_URL: API_URL, ...(dataDir ? { DATA_DIR: dataDir } : {}), ...env },
  });
}

/**
 * Serves the host and every remote from their dist folders, and the releases folder on its own port.
 * With `registryDir` (and `releasesDir`, `releasesUrl`), the release registry decides: the host serves
 * /remotes.json from the registry's file, read per request (a deploy shows without a restart), and its own files
 * from the deployed host release; an empty registry is first seeded with `config` and an `init` history line.
 * Without it, /remotes.json is `config`, fixed for the life of the servers (the cluster, the benchmarks).
 */
/** Every host build the registry knows of: its releases, newest first, then the host's own build. */
function hostReleaseDirs(registry) {
  const dir = path.join(registry.releasesDir, 'host');
  const releases = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join(dir, entry.name))
        .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
    : [];
  return [...releases, registry.defaultHostDir];
}

export async function startFrontends({
  config = remotesConfig(),
  registryDir,
  releasesDir,
  releasesUrl,
} = {}) {
  for (const name of ['host', ...REMOTES]) {
    if (!fs.existsSync(path.join(dirOf(name), 'dist'))) {
      throw new Error(`${name.replace('_', '-')}/dist is missing: build first (pnpm build)`);
    }
  }
  const registry = openRegistry({ registryDir, releasesDir, releasesUrl });
  const servers = [];
  const stop = () => Promise.all(servers.map((s) => s.close()));
  try {
    for (const name of REMOTES)
      servers.push(
        await startStaticServer({ dir: path.join(dirOf(name), 'dist'), port: PORTS[name] }),
      );
    servers.push(await startStaticServer({ dir: registry.releasesDir, port: PORTS.releases }));
    if (registryDir) {
      fs.mkdirSync(registry.releasesDir, { recursive: true });
      if (await initRegistry(registry, config))
        process.stdout.write(
          `Registry seeded with the default remotes config: ${registry.remotesFile}\n`,
        );
      servers.push(
        await startStaticServer({
          dir: hostDirSource(registry),
          olderDirs: () => hostReleaseDirs(registry),
          port: PORTS.host,
          spa: true,
          dynamic: { '/remotes.json': remotesJsonSource(registry) },
        }),
      );
    } else {
      servers.push(
        await startStaticServer({
          dir: path.join(ROOT, 'host/dist'),
          port: PORTS.host,
          spa: true,
          overrides: { '/remotes.json': JSON.stringify(config, null, 2) },
        }),
      );
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { registry: registryDir ? registry : null, stop };
}

export async function startStack(options = {}) {
  const provider = usesVoiceProvider({ ...process.env, ...options.env });
  let api = await startApi(options);
  const gateway = provider ? null : await startVoiceGateway(options);
  const frontends = await startFrontends({
    ...options,
    config: options.config ?? remotesConfig(provider ? { voiceGateway: null } : {}),
  });
  return {
    voiceProvider: provider,
    /**
     * The API alone, for fault tests: stop it (a signal of choice) and start it again with the same data folder
     * and environment; `start` resolves once it answers.
     */
    api: {
      running: () => api.child.exitCode === null && api.child.signalCode === null,
      stop: (signal) => api.stop(signal),
      start: async () => {
        await api.stop();
        api = await startApi(options);
      },
    },
    stop: async () => {
      await frontends.stop();
      await gateway?.stop();
      await api.stop();
    },
  };
}
