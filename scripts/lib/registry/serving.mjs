// What the stack's static servers ask the registry on every request: the deployed host's folder, and the bytes of
// remotes.json with their ETag. Both are cheap on the hot path (one stat), so a deploy shows at the next request
// without a restart, and an open page's conditional poll is answered 304 without reading or hashing the file.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { deployedHostDir } from './registry.mjs';
import { validateRemotesConfig } from './remotes-config.mjs';

const versionOf = (stat) => (stat ? `${stat.ino}:${stat.size}:${stat.mtimeMs}` : 'none');

/** `() => folder` of the deployed host (host.json's release, else the host's own build), re-read when it changes. */
export function hostDirSource(registry) {
  let seen;
  let dir;
  return () => {
    const version = versionOf(fs.statSync(registry.hostFile, { throwIfNoEntry: false }));
    if (version !== seen) {
      try {
        dir = deployedHostDir(registry);
      } catch (error) {
        // A host.json being repaired: keep serving the host served so far, and say why once.
        console.error(`registry: ${error.message}`);
        dir ??= registry.defaultHostDir;
      }
      seen = version;
    }
    return dir;
  };
}

/**
 * `() => { body, etag } | null` for /remotes.json: the registry's file as it is on disk, or null (the host answers
 * 503) when it is missing, not JSON or not a valid config, so a page keeps its last good config.
 */
export function remotesJsonSource(registry, { warn = (message) => console.error(message) } = {}) {
  let seen;
  let current = null;
  return () => {
    const version = versionOf(fs.statSync(registry.remotesFile, { throwIfNoEntry: false }));
    if (version === seen) return current;
    seen = version;
    current = null;
    if (version === 'none') {
      warn(`registry: ${registry.remotesFile} is missing: /remotes.json answers 503`);
      return null;
    }
    try {
      const body = fs.readFileSync(registry.remotesFile);
      const problems = validateRemotesConfig(JSON.parse(body.toString('utf8')));
      if (problems.length) throw new Error(problems.join('; '));
      const etag = `W/"${createHash('sha256').update(body).digest('hex').slice(0, 20)}"`;
      current = { body, etag };
    } catch (error) {
      warn(
        `registry: ${registry.remotesFile} is not a valid remotes config (${error.message}): /remotes.json answers 503`,
      );
    }
    return current;
  };
}
