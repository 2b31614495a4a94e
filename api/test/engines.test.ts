import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { engineSensitive } from './support/engines.cjs';

/**
 * The server run of the test command takes only the files marked `// @engine-sensitive:` (docs/testing.md, "Two
 * engines"). A file that opens an engine itself, reads which server it runs on, takes a lease or the leader's
 * lock, listens for the live channel's NOTIFY or restores a backup exercises what PGlite and PostgreSQL do
 * differently, so it must carry the marker; a file without any of these runs once, on the embedded engine.
 */
const ENGINE_SIGNS: readonly { sign: RegExp; what: string }[] = [
  { sign: /process\.env\.DATABASE_URL/, what: 'reads which server it runs on' },
  { sign: /\bopen(Pglite|Postgres)\(/, what: 'opens an engine itself' },
  { sign: /\.lease\(|\bleader\b/, what: 'takes a lease or the leader lock' },
  { sign: /\/api\/events\/|\bopenStream\(/, what: 'listens to the live channel (LISTEN/NOTIFY)' },
  { sign: /\/api\/backup\/restore\//, what: 'restores a backup' },
];

const dir = __dirname;
/** Every test file but this one (whose list of signs would match itself), with the signs it shows. */
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.test.ts') && name !== 'engines.test.ts')
  .map((name) => {
    const text = readFileSync(join(dir, name), 'utf8');
    return {
      name,
      signs: ENGINE_SIGNS.filter(({ sign }) => sign.test(text)).map(({ what }) => what),
    };
  });
const marked = new Set(engineSensitive(dir).map(({ name }) => name));

describe('which API test files run on both engines', () => {
  test('every file that exercises an engine’s own behaviour carries the marker', () => {
    const showing = files.filter(({ signs }) => signs.length > 0);
    expect(showing.length).toBeGreaterThan(0);
    expect(showing.filter(({ name }) => !marked.has(name))).toEqual([]);
  });

  test('every marker gives its reason, and the server run is a real subset of the suite', () => {
    for (const { name, reason } of engineSensitive(dir)) {
      expect({ name, reason: reason.length > 10 }).toEqual({ name, reason: true });
    }
    expect(marked.size).toBeGreaterThan(0);
    expect(marked.size).toBeLessThan(files.length);
  });
});
