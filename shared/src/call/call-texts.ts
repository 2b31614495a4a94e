import { defineTexts } from '../i18n';
import en from '../i18n/call/en.json';

/** The other languages' catalogs, each a chunk of this package (docs/languages.md). */
const TRANSLATIONS = {
  es: () => import(/* webpackChunkName: "i18n-call-es" */ '../i18n/call/es.json'),
  pl: () => import(/* webpackChunkName: "i18n-call-pl" */ '../i18n/call/pl.json'),
};

/** Spec 8 texts the call contract itself shows (mfe-voice has the rest), character for character. */
export const CALL_TEXTS = defineTexts({
  name: 'call/CALL_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    noPhoneNumber: m('callTexts.noPhoneNumber'),
    unableToStart: m('callTexts.unableToStart'),
    /** The Voice SDK's own words for a second call (spec 5: a call is refused if one is active). */
    callAlreadyActive: m('callTexts.callAlreadyActive'),
  }),
});
