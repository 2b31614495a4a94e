// The message catalogs (`src/i18n/<name>/<language>.json`, docs/languages.md) compiled at build time: each ICU message
// becomes FormatJS's syntax tree, so the page formats it (shared `i18n/format.ts`) and ships no parser. A message with
// no argument stays a plain string. The build emits a catalog as a list in its English catalog's order, and the texts
// that read it name each message by its place in that list (`config/message-ids-loader.cjs`), so a message's id is
// never shipped. Jest keeps the ids (`{ id: message }`), which tests read; the page's code works with either.
const fs = require('node:fs');
const path = require('node:path');
const { parse, TYPE } = require('@formatjs/icu-messageformat-parser');

/** Strips each element's source location: the page needs the tree, not where it came from. */
function withoutLocations(elements) {
  return elements.map((element) => {
    const rest = { ...element };
    delete rest.location;
    if (rest.options) {
      rest.options = Object.fromEntries(
        Object.entries(rest.options).map(([key, option]) => [
          key,
          { value: withoutLocations(option.value) },
        ]),
      );
    }
    if (rest.children) rest.children = withoutLocations(rest.children);
    if (rest.style && typeof rest.style === 'object' && 'location' in rest.style) {
      rest.style = { ...rest.style };
      delete rest.style.location;
    }
    return rest;
  });
}

/**
 * The elements the page formats (shared `i18n/format.ts`): text, arguments, numbers without a style, select, plural
 * and its `#`. A date, a time, a styled number or a tag is refused here, with its message's id: screens format dates
 * themselves and pass them in as text.
 */
function refuseUnformatted(elements, where) {
  for (const element of elements) {
    const ok =
      [TYPE.literal, TYPE.argument, TYPE.select, TYPE.plural, TYPE.pound].includes(element.type) ||
      (element.type === TYPE.number && !element.style);
    if (!ok)
      throw new Error(
        `${where}: only text, {arg}, {n, number}, select and plural are formatted here`,
      );
    for (const option of Object.values(element.options ?? {}))
      refuseUnformatted(option.value, where);
  }
}

/** `{ id: ICU string }` → `{ id: string | syntax tree }`; a message that does not parse fails the build with its id. */
function compileCatalog(catalog, file) {
  const compiled = {};
  for (const [id, message] of Object.entries(catalog)) {
    if (typeof message !== 'string') throw new Error(`${file}: message "${id}" is not a string`);
    let elements;
    try {
      elements = parse(message, { ignoreTag: true });
    } catch (error) {
      throw new Error(`${file}: message "${id}" is not valid ICU: ${error.message}`);
    }
    refuseUnformatted(elements, `${file}: message "${id}"`);
    const literal = elements.every((el) => el.type === TYPE.literal);
    compiled[id] = literal ? elements.map((el) => el.value).join('') : withoutLocations(elements);
  }
  return compiled;
}

/** The English catalog beside `file` (`…/i18n/clock/pl.json` → `…/i18n/clock/en.json`): its ids give the order. */
function englishCatalogOf(file) {
  return path.join(path.dirname(file), 'en.json');
}

/**
 * A compiled catalog as a list in the English catalog's order: a message the language has not translated is `null`
 * (the page then shows the English one); an id English does not have fails the build (`formatjs verify` says the
 * same in the test command).
 */
function catalogAsList(compiled, englishIds, file) {
  const known = new Set(englishIds);
  const extra = Object.keys(compiled).filter((id) => !known.has(id));
  if (extra.length) throw new Error(`${file}: ids not in the English catalog: ${extra.join(', ')}`);
  return englishIds.map((id) => (id in compiled ? compiled[id] : null));
}

/** The webpack loader: JSON in, JSON out (the module keeps webpack's `json` type), a list in English's order. */
function icuLoader(source) {
  const file = this.resourcePath;
  const english = englishCatalogOf(file);
  const compiled = compileCatalog(JSON.parse(source), file);
  if (english === file) return JSON.stringify(catalogAsList(compiled, Object.keys(compiled), file));
  this.addDependency(english);
  const englishIds = Object.keys(JSON.parse(fs.readFileSync(english, 'utf8')));
  return JSON.stringify(catalogAsList(compiled, englishIds, file));
}

/** Jest's transform of a catalog: Jest parses a JSON module's transformed text as JSON. */
const jestTransform = {
  process(source, file) {
    return { code: JSON.stringify(compileCatalog(JSON.parse(source), file)) };
  },
};

module.exports = icuLoader;
module.exports.compileCatalog = compileCatalog;
module.exports.jestTransform = jestTransform;
module.exports.catalogAsList = catalogAsList;
module.exports.englishCatalogOf = englishCatalogOf;
