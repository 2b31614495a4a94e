// The repository speaks of the product only: no comment, test title, doc or file name cites a tracker's issue
// number (the word, then a number, with or without a space or a hash). A reader has no tracker; a comment says
// the rule itself or points to the doc that holds it (docs/product.md keeps the spec's numbering: "spec 4.3").
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * The word "issue" (or its plural) followed by a number, as a tracker is cited, in any case, with a space, a hash,
 * an underscore or a dash between them or nothing at all. Not the verb before a compound word ("issues" then
 * "5-minute tokens"): a number followed by a dash is not a citation.
 */
const TRACKER_REF = /\bissues?[ _-]?#?\d+(?![\d-])/i;

/** Files that are not ours to word: lockfiles and generated code (whose source is checked instead). */
const SKIPPED = [
  /(^|\/)pnpm-lock\.yaml$/,
  /(^|\/)package-lock\.json$/,
  /^shared\/src\/api\/generated\//,
];

const BINARY = /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|otf|pdf|zip|gz|wasm|mp3|wav|ogg|webm|mp4)$/i;

/** Every place in `text` that cites a tracker, as `file:line: text`. */
export function trackerRefs(file, text) {
  const found = [];
  if (TRACKER_REF.test(path.basename(file))) found.push(`${file}: the file's name`);
  text.split('\n').forEach((line, index) => {
    if (TRACKER_REF.test(line)) found.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
  });
  return found;
}

function trackedFiles() {
  return execFileSync('git', ['ls-files', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
}

describe('tracker references', () => {
  // The matcher's own cases, built so that this file itself does not cite anything.
  const cite = (...parts) => parts.join('');

  test('the matcher finds an issue number however it is written', () => {
    for (const line of [
      cite('// the oldest first (iss', 'ue 26)'),
      cite("test.describe('Iss", "ue #4: sign-in', () => {"),
      cite('api/test/iss', 'ue25.test.ts'),
      cite('which of iss', 'ues 14 and 24 are met'),
      cite('the clock (Iss', 'ue 24).'),
    ]) {
      assert.equal(trackerRefs('x.ts', line).length, 1, line);
    }
    assert.deepEqual(trackerRefs(cite('docs/security-iss', 'ue25.md'), 'fine'), [
      cite('docs/security-iss', 'ue25.md: the file', "'s name"),
    ]);
  });

  test('the matcher leaves the word alone where it is not a tracker', () => {
    for (const line of [
      cite('the API iss', 'ues 5-minute tokens'),
      'it issues a token, and issues are logged',
      'no known issues in 2 runs',
      'tissue 3',
    ]) {
      assert.deepEqual(trackerRefs('x.ts', line), [], line);
    }
  });

  test('no tracked text file cites an issue number, in its text or its name', () => {
    const found = [];
    for (const file of trackedFiles()) {
      if (SKIPPED.some((pattern) => pattern.test(file)) || BINARY.test(file)) continue;
      const absolute = path.join(ROOT, file);
      if (!fs.existsSync(absolute)) continue;
      const bytes = fs.readFileSync(absolute);
      if (bytes.includes(0)) continue;
      found.push(...trackerRefs(file, bytes.toString('utf8')));
    }
    assert.deepEqual(found, [], `Say the rule or point to its doc instead:\n${found.join('\n')}`);
  });
});
