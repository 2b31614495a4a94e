import { defineTexts } from '../i18n';
import en from '../i18n/remote-loader/en.json';

/** The other languages' catalogs, each a chunk of this package (docs/languages.md). */
const TRANSLATIONS = {
  es: () => import(/* webpackChunkName: "i18n-remote-loader-es" */ '../i18n/remote-loader/es.json'),
  pl: () => import(/* webpackChunkName: "i18n-remote-loader-pl" */ '../i18n/remote-loader/pl.json'),
};

/** User-facing texts of the remote loader (one place, asserted by its tests). */
export const REMOTE_LOADER_TEXTS = defineTexts({
  name: 'remote-loader/REMOTE_LOADER_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    loading: m('remoteLoaderTexts.loading'),
    loadFailed: m('remoteLoaderTexts.loadFailed'),
    /** A remote that no release could provide: the product's words, never the runtime's code, stack or URL. */
    unavailable: m('remoteLoaderTexts.unavailable'),
    retry: m('remoteLoaderTexts.retry'),
    notInProfile: (remote: string, profile: string) =>
      m('remoteLoaderTexts.notInProfile', { remote, profile }),
    timedOut: (id: string, ms: number) => m('remoteLoaderTexts.timedOut', { id, ms }),
    notAParcel: (id: string) => m('remoteLoaderTexts.notAParcel', { id }),
  }),
});

/**
 * An error whose message is written for the person (the loader's own texts above). Any other error (the federation
 * runtime's, with its codes and URLs) is shown as `unavailable` and only logged in full.
 */
export class RemoteLoaderError extends Error {
  override name = 'RemoteLoaderError';
}

/** What the error state says about `error`. */
export function personMessage(error: unknown): string {
  return error instanceof RemoteLoaderError ? error.message : REMOTE_LOADER_TEXTS.unavailable;
}
