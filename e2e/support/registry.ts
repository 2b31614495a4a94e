import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { ROOT } from './site';

/** Where the e2e stack keeps its release registry and releases (scripts/serve-stack.mjs, GET /registry). */
export interface RegistryPlace {
  registryDir: string;
  releasesDir: string;
  releasesUrl: string;
}

export async function registryPlace(): Promise<RegistryPlace> {
  const response = await fetch('http://127.0.0.1:4199/registry');
  expect(response.status).toBe(200);
  return (await response.json()) as RegistryPlace;
}

export interface CommandResult {
  code: number;
  output: string;
  seconds: number;
}

/** Runs one of the repository's release commands as a team would (`node scripts/<script> …`), on the stack's registry. */
export function runCommand(
  place: RegistryPlace,
  script: 'release.mjs' | 'registry.mjs',
  args: string[],
): Promise<CommandResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'scripts', script), ...args],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          CARE_REGISTRY_DIR: place.registryDir,
          CARE_RELEASES_DIR: place.releasesDir,
          CARE_RELEASES_URL: place.releasesUrl,
          CARE_DEPLOYER: 'e2e',
        },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}`, seconds: (Date.now() - started) / 1000 });
      },
    );
  });
}

/** A release's id: the last line `npm run release` prints. */
export async function release(place: RegistryPlace, remote: string): Promise<string> {
  const result = await runCommand(place, 'release.mjs', [remote]);
  expect(result.code, result.output).toBe(0);
  const id = result.output.trim().split('\n').at(-1)?.trim() ?? '';
  expect(id).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]+$/);
  return id;
}

/** The registry's remotes.json, as the host serves it. */
export function readRemotesJson(place: RegistryPlace): Record<string, unknown> & {
  remotes: Record<string, string>;
} {
  return JSON.parse(
    fs.readFileSync(path.join(place.registryDir, 'remotes.json'), 'utf8'),
  ) as Record<string, unknown> & { remotes: Record<string, string> };
}

/** Writes the registry's remotes.json by hand: what the registry exists to prevent, done on purpose. */
export function writeRemotesJsonByHand(place: RegistryPlace, text: string): void {
  fs.writeFileSync(path.join(place.registryDir, 'remotes.json'), text);
}
