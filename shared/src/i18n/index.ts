export {
  LANGUAGES,
  LANGUAGE_NAMES,
  LOCALE_OVERRIDE_KEY,
  SOURCE_LANGUAGE,
  choosePageLocale,
  isLanguage,
} from './languages';
export type { Language, Locale } from './languages';
export {
  currentLanguage,
  currentIntlLocale,
  currentLocale,
  defineTexts,
  setLocale,
} from './catalog';
export { useLocale } from './use-locale';
