/**
 * The languages the product speaks (docs/languages.md). A person's `language` is one of them (a BCP 47 tag, the
 * API's list is the same); a page without a signed-in person follows the browser's own list of languages.
 */
export const LANGUAGES = ['en', 'es', 'pl', 'cy'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language every text is written in first: the spec's own words. */
export const SOURCE_LANGUAGE: Language = 'en';

/**
 * The pseudo-locale: the English texts accented and 40 % longer (docs/languages.md, "Nothing left behind"). Never a
 * person's setting: the tests (and a developer) choose it with the override below, to find any text that does not
 * go through the catalogs and any layout that breaks with longer words.
 */
export const PSEUDO_LOCALE = 'en-XA';

/** What the page may be shown in: a language, or the pseudo-locale. */
export type Locale = Language | typeof PSEUDO_LOCALE;

/** Each language's name in itself, for the setting's choices (a person finds their own language by its own name). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  pl: 'Polski',
  cy: 'Cymraeg',
};

/**
 * A device's own override of the page's locale (local storage), for tests and development: the pseudo-locale, or a
 * language to look at a screen in. A person's language is their account's setting, never this.
 */
export const LOCALE_OVERRIDE_KEY = 'care_locale';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function isLocale(value: unknown): value is Locale {
  return value === PSEUDO_LOCALE || isLanguage(value);
}

/**
 * The first of `tags` (the browser's `navigator.languages`, most preferred first) the product speaks, by its primary
 * subtag ("es-MX" is Spanish); English when none is.
 */
export function matchLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return SOURCE_LANGUAGE;
}

/** The language whose rules a locale formats by (plurals, numbers, dates): the pseudo-locale is English. */
export function languageOf(locale: Locale): Language {
  return locale === PSEUDO_LOCALE ? SOURCE_LANGUAGE : locale;
}

/** The locale `Intl` formats dates and numbers in for each language: the product's English is British. */
const INTL_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-GB',
  es: 'es-ES',
  pl: 'pl-PL',
  cy: 'cy-GB',
};

/** `Intl`'s locale for a page locale (the pseudo-locale formats as English). */
export function intlLocaleOf(locale: Locale): string {
  return INTL_LOCALES[languageOf(locale)];
}

/**
 * The page's locale (docs/languages.md, "Who chooses"): the device's override (tests, development); else the signed-in
 * person's own `language`; else the browser's languages.
 */
export function choosePageLocale(input: {
  override: unknown;
  personLanguage: unknown;
  browser: readonly string[];
}): Locale {
  if (isLocale(input.override)) return input.override;
  if (isLanguage(input.personLanguage)) return input.personLanguage;
  return matchLanguage(input.browser);
}
