import { defineTexts } from '../i18n';
import en from '../i18n/api/en.json';

/** The other languages' catalogs, each a chunk of this package (docs/languages.md). */
const TRANSLATIONS = {
  es: () => import(/* webpackChunkName: "i18n-api-es" */ '../i18n/api/es.json'),
  pl: () => import(/* webpackChunkName: "i18n-api-pl" */ '../i18n/api/pl.json'),
};

/** Texts for failures that are not about what the person typed (kept plain for elderly readers). */
export const API_ERROR_TEXTS = defineTexts({
  name: 'api/API_ERROR_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    networkError: m('apiErrorTexts.networkError'),
    tooManyAttempts: (seconds: number | null) =>
      seconds === null
        ? m('apiErrorTexts.tooManyAttemptsNoDelay')
        : m('apiErrorTexts.tooManyAttempts', { seconds }),
  }),
});
