import { defineTexts } from '../i18n';
import en from '../i18n/session/en.json';

/** The other languages' catalogs, each a chunk of this package (docs/languages.md). */
const TRANSLATIONS = {
  es: () => import(/* webpackChunkName: "i18n-session-es" */ '../i18n/session/es.json'),
  pl: () => import(/* webpackChunkName: "i18n-session-pl" */ '../i18n/session/pl.json'),
};

/** What the session says itself: spec 4.1 step 8's message when the logout call fails (`LOGOUT_FAILED_MESSAGE`). */
export const SESSION_TEXTS = defineTexts({
  name: 'session/SESSION_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    logoutFailed: m('sessionTexts.logoutFailed'),
  }),
});
