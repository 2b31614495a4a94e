// The message catalogs (`src/i18n/<name>/<language>.json`, docs/languages.md) compiled at build time: each ICU message
// becomes FormatJS's syntax tree, so the page formats with intl-messageformat and ships no parser. A message with no
// argument stays a plain string (smaller, and formatted without intl-messageformat at all). One function for the
// webpack loader and Jest's transform, so tests format exactly what the page does.
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

/** The webpack loader: JSON in, JSON out (the module keeps webpack's `json` type). */
function icuLoader(source) {
  return JSON.stringify(compileCatalog(JSON.parse(source), this.resourcePath));
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
