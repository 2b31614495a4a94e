// The contract check of @care/shared, the library that independently deployed remotes and the host meet through:
//   node scripts/contract/shared-surface.mjs --check    (npm run contract:check; in the test command)
//   node scripts/contract/shared-surface.mjs --update   (npm run contract:update)
// It reads the public surface of the package's shipped entries (surface-extract.mjs) and compares it with the
// reviewed report, shared/public-surface.api.md, and the version that report was recorded at (surface-diff.mjs).
// --check passes only when both are the report's. --update rewrites the report, and refuses when the change needs
// a bigger version bump than package.json has. `--package <dir>` points it at another package (the tests' fixture).
import fs from 'node:fs';
import path from 'node:path';
import { changeLines, verdict } from './surface-diff.mjs';
import { extractSurface } from './surface-extract.mjs';
import { parseReport, renderReport } from './surface-report.mjs';

/** A command's output is its interface: lines on stdout, as the other scripts write them. */
const print = (line) => process.stdout.write(`${line}\n`);
const REPORT_FILE = 'public-surface.api.md';

/** A path as the engineer typed it from the repository's root: relative when it is below the working directory. */
function shown(file) {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

function main(args) {
  const mode = args.includes('--update')
    ? 'update'
    : args.includes('--check')
      ? 'check'
      : undefined;
  const packageAt = args.indexOf('--package');
  if (!mode || (packageAt >= 0 && !args[packageAt + 1])) {
    console.error(
      'usage: node scripts/contract/shared-surface.mjs --check | --update [--package <dir>]',
    );
    return 2;
  }
  const packageDir =
    packageAt >= 0
      ? path.resolve(args[packageAt + 1])
      : path.resolve(import.meta.dirname, '../../shared');
  const reportPath = path.join(packageDir, REPORT_FILE);

  const surface = extractSurface(packageDir);
  const renderedText = renderReport(surface);
  const reportText = fs.existsSync(reportPath) ? fs.readFileSync(reportPath, 'utf8') : undefined;
  const result = verdict({
    packageName: surface.name,
    packageFile: shown(path.join(packageDir, 'package.json')),
    reportFile: shown(reportPath),
    current: surface,
    recorded: reportText === undefined ? undefined : parseReport(reportText),
    reportText,
    renderedText,
  });

  if (mode === 'check') {
    if (result.status === 'current') {
      print(result.message);
      return 0;
    }
    console.error(result.message);
    return 1;
  }
  if (result.status === 'needs-bump') {
    console.error(`Not updating ${shown(reportPath)}. ${result.message}`);
    return 1;
  }
  if (result.status === 'current') {
    print(result.message);
    return 0;
  }
  fs.writeFileSync(reportPath, renderedText);
  const changes = result.changes.length ? `\n${changeLines(result.changes).join('\n')}` : '';
  print(
    `Wrote ${shown(reportPath)} at version ${surface.version}: review its diff before committing it.${changes}`,
  );
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  console.error(
    `The contract check could not run: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
}
