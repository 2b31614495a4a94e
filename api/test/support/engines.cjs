// Which API test files run on both engines. The test command runs the whole suite on the embedded engine
// (PGlite, as `npm start` runs) and, on Debian's PostgreSQL server, only the files that exercise what the two
// engines do differently. A file says so on its first line:
//
//   // @engine-sensitive: <what it exercises that the engines do differently>.
//
// docs/testing.md, "Two engines"; test/engines.test.ts checks that every file using an engine's own behaviour
// carries the marker.
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const MARKER = /^\/\/ @engine-sensitive: (\S.*)$/;

/** The test files (names relative to `dir`) whose first line is the marker, with their reason. */
function engineSensitive(dir) {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .flatMap((name) => {
      const first = readFileSync(join(dir, name), 'utf8').split('\n', 1)[0] ?? '';
      const match = MARKER.exec(first);
      return match ? [{ name, reason: match[1] }] : [];
    });
}

module.exports = { engineSensitive };
