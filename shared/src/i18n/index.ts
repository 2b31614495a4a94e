export {
  LANGUAGES,
  LANGUAGE_NAMES,
  LOCALE_OVERRIDE_KEY,
  PSEUDO_LOCALE,
  SOURCE_LANGUAGE,
  choosePageLocale,
  intlLocaleOf,
  isLanguage,
  isLocale,
  languageOf,
  matchLanguage,
} from './languages';
export type { Language, Locale } from './languages';
export {
  catalogNames,
  currentLanguage,
  currentIntlLocale,
  currentLocale,
  defineTexts,
  setLocale,
  subscribeTexts,
  textsReady,
  textsVersion,
  withTexts,
} from './catalog';
export type {
  CatalogLoader,
  CompiledCatalog,
  FormatMessage,
  MessageValues,
  TextsDefinition,
} from './catalog';
export { useLocale, useTextsVersion } from './use-locale';
