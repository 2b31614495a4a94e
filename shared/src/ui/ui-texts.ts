import { defineTexts } from '../i18n';
import en from '../i18n/ui/en.json';

/** The other languages' catalogs, each a chunk of this package (docs/languages.md). */
const TRANSLATIONS = {
  es: () => import(/* webpackChunkName: "i18n-ui-es" */ '../i18n/ui/es.json'),
  pl: () => import(/* webpackChunkName: "i18n-ui-pl" */ '../i18n/ui/pl.json'),
};

/** One wording for every screen, so the same situation always reads the same. No server text, ever. */
export const CALM_STATE_TEXTS = defineTexts({
  name: 'ui/CALM_STATE_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    notFound: {
      title: m('calmStateTexts.notFound.title'),
      message: m('calmStateTexts.notFound.message'),
    },
    notAllowed: {
      title: m('calmStateTexts.notAllowed.title'),
      message: m('calmStateTexts.notAllowed.message'),
    },
    loadFailed: {
      title: m('calmStateTexts.loadFailed.title'),
      message: m('calmStateTexts.loadFailed.message'),
    },
    retryNow: m('calmStateTexts.retryNow'),
    home: m('calmStateTexts.home'),
  }),
});

/** The design system's own words: a spinner's name (spec 2.2). */
export const UI_TEXTS = defineTexts({
  name: 'ui/UI_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    loading: m('uiTexts.loading'),
  }),
});

/** The snackbar's close button. */
export const SNACKBAR_TEXTS = defineTexts({
  name: 'ui/SNACKBAR_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    close: m('snackbarTexts.close'),
  }),
});
