// The build ships no message ids (docs/languages.md, "Size"): each catalog is a list in its English catalog's order
// (config/icu-loader.cjs) and each texts file reads it by place (config/message-ids-loader.cjs). These check, on the
// repository's own catalogs and texts, that every place the build writes is the message the id named.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { APP_PACKAGES } from '../lib/stale-builds.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const require = createRequire(import.meta.url);
const { compileCatalog, catalogAsList, englishCatalogOf } = require('../../config/icu-loader.cjs');
const icuLoader = require('../../config/icu-loader.cjs');
const { withMessageIndexes } = require('../../config/message-ids-loader.cjs');

const PACKAGES = ['shared', ...APP_PACKAGES];
const MESSAGE = /\bm\(\s*'([^'\\]+)'/g;

function filesUnder(dir, keep) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(file, keep);
    return keep(file) ? [file] : [];
  });
}

/** Every file the build's rule gives to the ids loader (`texts.ts`, `*-texts.ts`) that reads a catalog. */
const TEXTS_FILES = PACKAGES.flatMap((pkg) =>
  filesUnder(path.join(ROOT, pkg, 'src'), (file) => /texts\.ts$/.test(file)),
);
const CATALOGS = PACKAGES.flatMap((pkg) =>
  filesUnder(path.join(ROOT, pkg, 'src'), (file) =>
    /[\\/]i18n[\\/][^\\/]+[\\/][^\\/]+\.json$/.test(file),
  ),
);

/** The webpack loader run on `file`, as the build runs it. */
function loadCatalog(file) {
  const dependencies = [];
  const context = { resourcePath: file, addDependency: (dep) => dependencies.push(dep) };
  return { list: JSON.parse(icuLoader.call(context, fs.readFileSync(file, 'utf8'))), dependencies };
}

describe('the texts read messages by place', () => {
  test('the repository has texts files and catalogs to check', () => {
    assert.ok(TEXTS_FILES.length >= 13, TEXTS_FILES.join(', '));
    assert.ok(CATALOGS.length >= 30, `${CATALOGS.length} catalogs`);
  });

  for (const file of TEXTS_FILES) {
    const name = path.relative(ROOT, file);
    test(`${name}: every m('id') becomes the place of that id in its English catalog`, () => {
      const source = fs.readFileSync(file, 'utf8');
      const ids = [...source.matchAll(MESSAGE)].map((match) => match[1]);
      const { code, catalog } = withMessageIndexes(source, file);
      assert.ok(catalog, `${name} names its English catalog`);
      assert.ok(ids.length > 0);
      assert.doesNotMatch(code, /\bm\(\s*'/, 'no id is left for the page to download');
      const english = Object.keys(JSON.parse(fs.readFileSync(catalog, 'utf8')));
      const places = [...code.matchAll(/\bm\((\d+)/g)].map((match) => Number(match[1]));
      assert.deepEqual(
        places.map((place) => english[place]),
        ids,
      );
      // Nothing else in the file changed.
      assert.equal(code.replace(/\bm\(\d+/g, 'm('), source.replace(MESSAGE, 'm('));
    });
  }

  test('a file without a catalog is left as it is', () => {
    const source = "export const X = m('not.a.message');\n";
    assert.deepEqual(withMessageIndexes(source, path.join(ROOT, 'x-texts.ts')), {
      code: source,
      catalog: null,
    });
  });

  test('an id the catalog does not have fails the build, naming it', () => {
    const source =
      "import en from './i18n/x/en.json';\nconst t = { a: m('a'), b: m('b.missing') };\n";
    assert.throws(
      () => withMessageIndexes(source, path.join(ROOT, 'texts.ts'), () => '{"a":"A"}'),
      /m\('b\.missing'\) is not a message of \.\/i18n\/x\/en\.json/,
    );
  });

  test('two catalogs in one texts file fail the build', () => {
    const source =
      "import en from './i18n/x/en.json';\nimport other from './i18n/y/en.json';\nm('a');\n";
    assert.throws(
      () => withMessageIndexes(source, path.join(ROOT, 'texts.ts'), () => '{"a":"A"}'),
      /one English catalog per texts file/,
    );
  });
});

describe('the build emits each catalog as a list in English order', () => {
  for (const file of CATALOGS) {
    const name = path.relative(ROOT, file);
    test(`${name}`, () => {
      const english = englishCatalogOf(file);
      const ids = Object.keys(JSON.parse(fs.readFileSync(english, 'utf8')));
      const compiled = compileCatalog(JSON.parse(fs.readFileSync(file, 'utf8')), file);
      const { list, dependencies } = loadCatalog(file);
      assert.equal(list.length, ids.length);
      ids.forEach((id, place) => assert.deepEqual(list[place], compiled[id] ?? null, id));
      // A translation is built again when its English catalog changes (the order may have).
      assert.deepEqual(dependencies, english === file ? [] : [english]);
    });
  }

  test('a translation missing a message leaves null in its place (the page shows English there)', () => {
    assert.deepEqual(catalogAsList({ b: 'B' }, ['a', 'b'], 'pl.json'), [null, 'B']);
  });

  test('a translation with an id English does not have fails the build', () => {
    assert.throws(
      () => catalogAsList({ a: 'A', z: 'Z' }, ['a'], 'pl.json'),
      /ids not in the English catalog: z/,
    );
  });
});
