import { defineTexts } from '../i18n';
import en from '../i18n/parcel/en.json';

/** The other languages' catalogs, each a chunk of this package (docs/languages.md). */
const TRANSLATIONS = {
  es: () => import(/* webpackChunkName: "i18n-parcel-es" */ '../i18n/parcel/es.json'),
  pl: () => import(/* webpackChunkName: "i18n-parcel-pl" */ '../i18n/parcel/pl.json'),
};

/** Texts of the error screen (spec 2.2): a parcel's fallback and the host's shell use the same. */
export const PARCEL_TEXTS = defineTexts({
  name: 'parcel/PARCEL_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    somethingWentWrong: m('parcelTexts.somethingWentWrong'),
    componentStack: m('parcelTexts.componentStack'),
    retry: m('parcelTexts.retry'),
  }),
});
