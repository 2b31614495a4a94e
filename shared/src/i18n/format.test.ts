import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { compileCatalog } from '../../../config/icu-loader.cjs';
import { formatMessage } from './format';
import type { MessageElement } from './format';
import { LANGUAGES, intlLocaleOf } from './languages';

/**
 * The page's formatter against FormatJS's own: every message of every catalog in the repository, in its language,
 * at numbers that reach every plural category of English, Spanish, Polish and Welsh, must read exactly as
 * `intl-messageformat` formats it.
 */
const ROOT = path.resolve(__dirname, '../../..');
const PACKAGES = [
  'shared',
  'host',
  'mfe-auth',
  'mfe-admin',
  'mfe-care',
  'mfe-picturebook',
  'mfe-voice',
];
const NUMBERS = [0, 1, 2, 3, 4, 5, 6, 11, 12, 21, 22, 25, 100, 1000, 1.5];

function catalogFiles(): string[] {
  return PACKAGES.flatMap((pkg) => {
    const base = path.join(ROOT, pkg, 'src/i18n');
    if (!fs.existsSync(base)) return [];
    return fs
      .readdirSync(base)
      .map((name) => path.join(base, name))
      .filter((dir) => fs.statSync(dir).isDirectory())
      .flatMap((dir) =>
        fs
          .readdirSync(dir)
          .filter((file) => file.endsWith('.json'))
          .map((file) => path.join(dir, file)),
      );
  });
}

/** Each argument's name, and whether it chooses (plural, select, number: given numbers) or is text. */
function argumentsOf(elements: readonly MessageElement[], found = new Map<string, number>()) {
  for (const element of elements) {
    if (element.type >= 1 && element.type <= 6 && element.value !== undefined)
      found.set(element.value, element.type);
    for (const option of Object.values(element.options ?? {})) argumentsOf(option.value, found);
  }
  return found;
}

function sampleValues(elements: readonly MessageElement[]): Record<string, string | number>[] {
  const args = [...argumentsOf(elements)];
  return NUMBERS.map((n) =>
    Object.fromEntries(args.map(([name, type]) => [name, type === 1 ? `Ann ${n}` : n])),
  );
}

const files = catalogFiles();

test('there are catalogs to check', () => {
  expect(files.length).toBeGreaterThan(0);
});

test.each(files.map((file) => [path.relative(ROOT, file), file]))(
  '%s formats as FormatJS does',
  (_name, file) => {
    const language = path.basename(file, '.json');
    const locale = (LANGUAGES as readonly string[]).includes(language)
      ? intlLocaleOf(language as (typeof LANGUAGES)[number])
      : 'en-GB';
    const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
    const compiled = compileCatalog(raw, file);
    const differences: string[] = [];
    for (const [id, message] of Object.entries(compiled)) {
      if (typeof message === 'string') continue;
      const elements = message as MessageElement[];
      const reference = new IntlMessageFormat(raw[id] ?? '', locale, undefined, {
        ignoreTag: true,
      });
      for (const values of sampleValues(elements)) {
        const ours = formatMessage(elements, locale, values);
        const theirs = String(reference.format(values));
        if (ours !== theirs)
          differences.push(`${id} ${JSON.stringify(values)}: ${ours} ≠ ${theirs}`);
      }
    }
    expect(differences).toEqual([]);
  },
);
