// Which production builds are older than their inputs: the package's own files, the shared package, the presets
// and the lockfile. `npm start` rebuilds only those, so a restart does not wait for six webpack runs.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';

export const APP_PACKAGES = [
  'host',
  'mfe-auth',
  'mfe-admin',
  'mfe-care',
  'mfe-picturebook',
  'mfe-voice',
];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** When the last build ran: the stamp the webpack preset writes after every build (config/webpack.cjs). */
function builtAt(pkg) {
  return (
    fs.statSync(path.join(ROOT, pkg, 'dist', '.build-stamp'), { throwIfNoEntry: false })?.mtimeMs ??
    0
  );
}

export function staleBuilds() {
  const sharedInputs = Math.max(
    newestMtime(path.join(ROOT, 'shared')),
    newestMtime(path.join(ROOT, 'config')),
    newestMtime(path.join(ROOT, 'pnpm-lock.yaml')),
  );
  return APP_PACKAGES.filter((pkg) => {
    const inputs = Math.max(sharedInputs, newestMtime(path.join(ROOT, pkg)));
    return builtAt(pkg) < inputs;
  });
}
