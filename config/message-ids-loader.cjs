// The texts of a package (`texts.ts`, `*-texts.ts`, docs/languages.md) as the build ships them: each `m('some.id')`
// becomes `m(N)`, the message's place in its English catalog, which the build emits as a list in that order
// (`config/icu-loader.cjs`). The ids stay in the source, where TypeScript checks them against the catalog and a
// reader finds them; the page never downloads them. Runs before the TypeScript compiler, on the source text.
const fs = require('node:fs');
const path = require('node:path');

/** `import en from './i18n/clock/en.json'`: the catalog whose ids the file's `m('…')` name. */
const SOURCE_IMPORT = /^import\s+\w+\s+from\s+'(\.[^']*\/i18n\/[^'/]+\/en\.json)';$/gm;
/** A message read by its id: `m('clockTexts.medicines.title'` (Prettier may break the line after the parenthesis). */
const MESSAGE = /\bm\(\s*'([^'\\]+)'/g;

/**
 * `source` with every message id replaced by its index in the English catalog. A file with no catalog is returned as
 * it is; a file with more than one, or an id its catalog does not have, fails the build.
 */
function withMessageIndexes(
  source,
  file,
  readCatalog = (catalog) => fs.readFileSync(catalog, 'utf8'),
) {
  const imports = [...source.matchAll(SOURCE_IMPORT)].map((match) => match[1]);
  if (imports.length === 0) return { code: source, catalog: null };
  if (imports.length > 1)
    throw new Error(`${file}: one English catalog per texts file, found ${imports.join(', ')}`);
  const catalog = path.resolve(path.dirname(file), imports[0]);
  const ids = Object.keys(JSON.parse(readCatalog(catalog)));
  const index = new Map(ids.map((id, i) => [id, i]));
  const code = source.replace(MESSAGE, (_, id) => {
    const at = index.get(id);
    if (at === undefined) throw new Error(`${file}: m('${id}') is not a message of ${imports[0]}`);
    return `m(${at}`;
  });
  return { code, catalog };
}

/** The webpack loader. */
function messageIdsLoader(source) {
  const { code, catalog } = withMessageIndexes(source, this.resourcePath);
  if (catalog) this.addDependency(catalog);
  return code;
}

module.exports = messageIdsLoader;
module.exports.withMessageIndexes = withMessageIndexes;
