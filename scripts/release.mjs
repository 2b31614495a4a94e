// `npm run release -- <remote>` (mfe-care, mfe_care, ... or host): builds that one package for production into a
// folder of its own (dist/ is left alone), and stores it as an immutable release,
// `<releases>/<remote>/<version>-<hash>/` with release.json beside the build (docs/deploying.md). The hash is the
// content's: releasing the same code twice gives the same id. The last line printed is the release id alone, for
// `npm run deploy -- <remote> <id>`. Folders: CARE_RELEASES_DIR and CARE_RELEASES_URL, else the checkout's
// releases/ served at http://localhost:3010.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_STAMP } from '../config/webpack.cjs';
import {
  HOST,
  ROOT,
  actor,
  packageDirOf,
  registryPaths,
  remoteName,
} from './lib/registry/paths.mjs';
import { entryUrl, storeRelease } from './lib/registry/releases.mjs';

const PNPM = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).packageManager;
/** A command's output is its interface: lines on stdout, as the other scripts write them. */
const print = (line) => process.stdout.write(`${line}\n`);
const started = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;

/** The commit built: the short sha, `-dirty` when the work tree has changes (the build is not that commit). */
function commitOf() {
  const git = (...args) =>
    execFileSync('git', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  try {
    return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? '-dirty' : ''}`;
  } catch {
    // Not a git checkout (a source archive).
    return 'unknown';
  }
}

/** Runs the package's own `build` (webpack --mode production) into `outputPath`; its output is shown on failure. */
function build(pkg, outputPath, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      ['-y', PNPM, '--filter', `./${pkg}`, 'run', 'build', '--output-path', outputPath],
      { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(output).toString());
      else {
        process.stderr.write(Buffer.concat(output));
        reject(new Error(`The build of ${pkg} failed (${signal ?? `exit code ${code}`})`));
      }
    });
  });
}

async function main() {
  const argument = process.argv[2];
  if (!argument || process.argv.length > 3) {
    console.error('Usage: npm run release -- <remote>   (mfe-care, mfe_care, ..., or host)');
    process.exitCode = 2;
    return;
  }
  const remote = remoteName(argument);
  const pkg = path.basename(packageDirOf(remote));
  const { version } = JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8'));
  const paths = registryPaths();
  const commit = commitOf();
  const folder = path.join(paths.releasesDir, remote);
  fs.mkdirSync(folder, { recursive: true });
  // Built beside its final place (a dot folder, skipped by listings), so the last step is a rename.
  const building = fs.mkdtempSync(path.join(folder, '.building-'));
  // mkdtemp makes it private; a release is served and copied to a CDN like any build.
  fs.chmodSync(building, 0o755);
  try {
    print(`Releasing ${remote} ${version} (${commit}): building ${pkg} for production...`);
    const buildStarted = performance.now();
    // The host's app version would carry the build minute: a release names it by commit, so the same code builds
    // the same bytes (and the same release id).
    await build(
      pkg,
      building,
      remote === HOST ? { CARE_BUILD_ID: process.env.CARE_BUILD_ID ?? commit } : {},
    );
    print(`Built in ${seconds(buildStarted)}.`);
    // The stamp tells `npm start` when dist/ was built; in a release it is only a time that would change the hash.
    fs.rmSync(path.join(building, BUILD_STAMP), { force: true });
    const { dir, release, reused } = storeRelease(paths, building, {
      remote,
      version,
      commit,
      builtBy: actor(),
      builtAt: new Date().toISOString(),
    });
    print(
      reused
        ? `Release ${release.id} already exists with this content: reused (built ${release.builtAt}).`
        : `Stored ${dir} (contracts: @care/shared ${release.contracts?.['@care/shared']}, API ${release.contracts?.api}).`,
    );
    print(`Entry: ${entryUrl(paths, remote, release.id)}`);
    print(`Deploy: npm run deploy -- ${remote} ${release.id}`);
    print(`Done in ${seconds(started)}.`);
    print(release.id);
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`${error.message} (${seconds(started)})`);
  process.exitCode = 1;
}
