import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './site';

/** The message catalogs a journey reads its expectations from (docs/languages.md), by package and name. */
const CATALOGS = {
  clock: 'mfe-care/src/i18n/clock',
  care: 'mfe-care/src/i18n/care',
  voice: 'mfe-voice/src/i18n/voice',
} as const;
export type CatalogName = keyof typeof CATALOGS;

/** Each language's `Intl` locale, as the product formats dates in it (shared `i18n/languages.ts`). */
export const INTL_LOCALES = { en: 'en-GB', es: 'es-ES', pl: 'pl-PL', cy: 'cy-GB' } as const;
export type Language = keyof typeof INTL_LOCALES;

const cache = new Map<string, Record<string, string>>();

function read(catalog: CatalogName, language: Language): Record<string, string> {
  const file = path.join(ROOT, CATALOGS[catalog], `${language}.json`);
  let messages = cache.get(file);
  if (!messages) {
    // A language a catalog has no file for shows its English (Welsh outside the clock).
    messages = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)
      : read(catalog, 'en');
    cache.set(file, messages);
  }
  return messages;
}

/**
 * What the page says in `language` where its English is `english` (an ICU message of `catalog`, arguments as
 * `{name}`): found by its English words, so a journey reads as the spec does. Only plain arguments are filled in;
 * a plural is asserted by the package's own unit tests.
 */
export function say(
  catalog: CatalogName,
  language: Language,
  english: string,
  values: Record<string, string | number> = {},
): string {
  const en = read(catalog, 'en');
  const ids = Object.keys(en).filter((id) => en[id] === english);
  if (ids.length === 0) throw new Error(`No message "${english}" in ${CATALOGS[catalog]}/en.json`);
  const message = read(catalog, language)[ids[0] ?? ''] ?? english;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
