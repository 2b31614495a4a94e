// pnpm is not on a fresh machine: run the pinned version through npx (toolchain note).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './stack.mjs';

const PNPM_VERSION = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

export function pnpm(args, options = {}) {
  execFileSync('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    ...options,
  });
}

/** Installs dependencies exactly as locked, unless node_modules is already newer than the lockfile. */
export function ensureInstalled() {
  const lock = path.join(ROOT, 'pnpm-lock.yaml');
  const marker = path.join(ROOT, 'node_modules/.modules.yaml');
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  pnpm(['install', '--frozen-lockfile']);
}
