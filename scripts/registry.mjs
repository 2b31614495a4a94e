// The release registry's commands (docs/deploying.md):
//   npm run deploy -- <remote> <release-id> [--canary]   check the release against what is deployed, then switch
//                                                        (--canary: offer it as a candidate, without switching)
//   npm run rollback -- <remote>                         back to the pointer before the current one
//   npm run releases -- <remote>                         the remote's history, and its releases not deployed
// <remote> is mfe_care or mfe-care (any remote), or host. Folders: CARE_REGISTRY_DIR, CARE_RELEASES_DIR and
// CARE_RELEASES_URL, else the checkout's registry/ and releases/ served at http://localhost:3010.
import {
  Refusal,
  RegistryError,
  deploy,
  openRegistry,
  readConfig,
  releasesOf,
  rollback,
} from './lib/registry/registry.mjs';
import { remoteName } from './lib/registry/paths.mjs';

const USAGE = [
  'Usage:',
  '  npm run deploy -- <remote> <release-id> [--canary]',
  '  npm run rollback -- <remote>',
  '  npm run releases -- <remote>',
  '<remote>: mfe_auth, mfe_admin, mfe_care, mfe_picturebook, mfe_voice (or mfe-care, ...), host',
].join('\n');

const started = performance.now();
/** A command's output is its interface: lines on stdout, as the other scripts write them. */
const log = (message) => process.stdout.write(`${message}\n`);
const took = () => `${((performance.now() - started) / 1000).toFixed(2)} s`;

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  return rows.map((row) =>
    row
      .map((cell, i) => String(cell).padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  );
}

const when = (at) => (at ? at.replace('T', ' ').slice(0, 19) : '');

async function deployCommand(registry, args) {
  const canary = args.includes('--canary');
  const [remoteArg, id, ...rest] = args.filter((arg) => arg !== '--canary');
  if (!remoteArg || !id || rest.length) throw new UsageError();
  const remote = remoteName(remoteArg);
  const before = remote === 'host' ? null : readConfig(registry).remotes[remote];
  log(
    `${canary ? 'Offering' : 'Deploying'} ${remote} ${id}: checking it against what is deployed...`,
  );
  const result = await deploy(registry, remote, id, { canary, log });
  if (!result.changed) return;
  if (result.action === 'canary') {
    log(
      `Canary: ${remote} ${id} is a candidate in ${registry.remotesFile} (an admin may pin one browser to it); ` +
        `${remote} still points at ${before}.`,
    );
  } else if (remote === 'host') {
    log(
      `Deployed host ${id}: the host serves ${registry.releasesDir}/host/${id} from its next request.`,
    );
  } else {
    const fallbacks = readConfig(registry).releases?.[remote]?.fallbacks ?? [];
    log(`Deployed ${remote} ${id}: ${remote} points at ${result.entry} (was ${before}).`);
    log(`Fallbacks: ${fallbacks.map((ref) => ref.id).join(', ') || 'none'}.`);
  }
}

async function rollbackCommand(registry, args) {
  if (args.length !== 1) throw new UsageError();
  const remote = remoteName(args[0]);
  log(`Rolling back ${remote}: checking its previous pointer against what is deployed...`);
  const result = await rollback(registry, remote, { log });
  const now =
    result.id ??
    (remote === 'host' ? "the host's own build" : `${result.entry} (no release record)`);
  log(`Rolled back ${remote}: now ${now}.`);
}

function releasesCommand(registry, args) {
  if (args.length !== 1) throw new UsageError();
  const remote = remoteName(args[0]);
  const { lines, releases, candidates } = releasesOf(registry, remote);
  log(`History of ${remote} (${registry.historyFile}):`);
  if (lines.length === 0) log('  (none)');
  else
    for (const row of table([
      ['', 'when (UTC)', 'who', 'action', 'release'],
      ...lines.map((line) => [
        line.current ? '*' : '',
        when(line.at),
        line.by,
        line.action,
        line.release ?? (line.entry ? `(${line.entry})` : '(its own build)'),
      ]),
    ]))
      log(`  ${row}`);
  log('  * current');
  if (candidates.length) log(`Candidates (canary): ${candidates.join(', ')}`);
  log(`Releases in ${registry.releasesDir}/${remote} not deployed now:`);
  if (releases.length === 0) log('  (none)');
  else
    for (const row of table([
      ['release', 'built (UTC)', 'commit', 'by', ''],
      ...releases.map((release) => [
        release.id,
        when(release.builtAt),
        release.commit ?? '',
        release.builtBy ?? '',
        release.note,
      ]),
    ]))
      log(`  ${row}`);
}

class UsageError extends Error {}

const COMMANDS = { deploy: deployCommand, rollback: rollbackCommand, releases: releasesCommand };
const [command, ...args] = process.argv.slice(2);
try {
  if (!COMMANDS[command]) throw new UsageError();
  await COMMANDS[command](openRegistry(), args);
  log(`Done in ${took()}.`);
} catch (error) {
  if (error instanceof UsageError) {
    console.error(USAGE);
    process.exitCode = 2;
  } else if (error instanceof Refusal) {
    for (const sentence of error.sentences) console.error(sentence);
    console.error(`Nothing was written. (${took()})`);
    process.exitCode = 1;
  } else if (error instanceof RegistryError || !process.env.DEBUG) {
    console.error(`${error.message} (${took()})`);
    process.exitCode = 1;
  } else {
    console.error(error);
    process.exitCode = 1;
  }
}
