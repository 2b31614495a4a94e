#!/usr/bin/env node
// The catalogs' check in the test command (docs/languages.md, "Nothing left behind"): every package's catalogs
// (`<package>/src/i18n/<name>/<language>.json`) verified by FormatJS's own CLI against the English one: no message id
// missing from a language, none it does not know, and every translation has the same arguments, plurals and selects
// (so it formats). Then, per catalog and language, how many messages are still the English words, for the reader.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { APP_PACKAGES } from '../lib/stale-builds.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PACKAGES = ['shared', ...APP_PACKAGES];
const formatjs = createRequire(import.meta.url).resolve('@formatjs/cli/bin/formatjs');

/** Every catalog folder: one with an `en.json`. */
function catalogDirs() {
  const dirs = [];
  for (const pkg of PACKAGES) {
    const base = path.join(root, pkg, 'src/i18n');
    if (!fs.existsSync(base)) continue;
    for (const name of fs.readdirSync(base)) {
      const dir = path.join(base, name);
      if (fs.existsSync(path.join(dir, 'en.json'))) dirs.push(dir);
    }
  }
  return dirs;
}

function main() {
  const dirs = catalogDirs();
  if (dirs.length === 0) {
    console.error('No message catalogs found.');
    process.exit(1);
  }
  let failed = false;
  for (const dir of dirs) {
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.json'));
    const rel = path.relative(root, dir);
    const result = spawnSync(
      process.execPath,
      [
        formatjs,
        'verify',
        '--source-locale',
        'en',
        '--missing-keys',
        '--extra-keys',
        '--structural-equality',
        ...files.map((f) => path.join(dir, f)),
      ],
      { encoding: 'utf8' },
    );
    const en = JSON.parse(fs.readFileSync(path.join(dir, 'en.json'), 'utf8'));
    const ids = Object.keys(en);
    const same = files
      .filter((f) => f !== 'en.json')
      .map((f) => {
        const other = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
        const n = ids.filter((id) => other[id] === en[id]).length;
        return `${f.replace('.json', '')} ${n} as English`;
      });
    if (result.status !== 0) {
      failed = true;
      console.error(`✗ ${rel}: ${ids.length} messages`);
      console.error((result.stdout + result.stderr).trim());
    } else {
      console.log(`✓ ${rel}: ${ids.length} messages; ${same.join(', ') || 'English only'}`);
    }
  }
  if (failed) {
    console.error(
      'A catalog is missing messages, has unknown ones, or a translation does not match its English.',
    );
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
