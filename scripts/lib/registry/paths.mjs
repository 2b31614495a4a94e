// Where the release registry keeps its files, and the names it knows. Every command and the stack resolve the same
// folders: the environment first (a deploy machine, the e2e stack's temporary folders), else the checkout's.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The remotes, as the manifests name them (shared/src/manifests); the registry test keeps the two lists equal. */
export const REMOTES = ['mfe_auth', 'mfe_admin', 'mfe_care', 'mfe_picturebook', 'mfe_voice'];
/** The host deploys through the registry too; it is not a remote of remotes.json. */
export const HOST = 'host';
/** Where the releases folder is served (`npm start`, the e2e stack): port 3010 of the stack's PORTS. */
export const RELEASES_PORT = 3010;
/** The host's own production build: the deployed host until a host release is deployed. */
const DEFAULT_HOST_DIR = path.join(ROOT, 'host/dist');

/**
 * The registry's folders and the releases' public URL: CARE_REGISTRY_DIR, CARE_RELEASES_DIR, CARE_RELEASES_URL,
 * else `<repo>/registry`, `<repo>/releases` and the stack's releases server. Explicit options win over both.
 */
export function registryPaths(options = {}, env = process.env) {
  return {
    registryDir: path.resolve(
      options.registryDir ?? env.CARE_REGISTRY_DIR ?? path.join(ROOT, 'registry'),
    ),
    releasesDir: path.resolve(
      options.releasesDir ?? env.CARE_RELEASES_DIR ?? path.join(ROOT, 'releases'),
    ),
    releasesUrl: (
      options.releasesUrl ??
      env.CARE_RELEASES_URL ??
      `http://localhost:${RELEASES_PORT}`
    ).replace(/\/+$/, ''),
    defaultHostDir: path.resolve(options.defaultHostDir ?? DEFAULT_HOST_DIR),
  };
}

/** `mfe-care`, `mfe_care`, `care`? Only the first two (and `host`): a typo must not deploy something else. */
export function remoteName(argument) {
  const name = String(argument ?? '').replace(/-/g, '_');
  if (name === HOST || REMOTES.includes(name)) return name;
  throw new Error(
    `Unknown remote "${argument ?? ''}": one of ${[HOST, ...REMOTES].join(', ')} (or with a dash: mfe-care)`,
  );
}

/** The package folder of a remote (mfe_care → mfe-care) or of the host. */
export function packageDirOf(name) {
  return path.join(ROOT, name.replace(/_/g, '-'));
}

/** Who acts: CARE_DEPLOYER, else the account running the command. */
export function actor(env = process.env) {
  if (env.CARE_DEPLOYER) return env.CARE_DEPLOYER;
  try {
    return os.userInfo().username;
  } catch {
    // An account without a name (some containers): the variable or the id is all there is.
    return env.USER ?? `uid ${process.getuid?.() ?? '?'}`;
  }
}
