import { defineTexts } from '@care/shared';
import en from './i18n/picturebook/en.json';

/** The other languages' catalogs, each a chunk of this package (docs/languages.md). */
const TRANSLATIONS = {
  es: () => import(/* webpackChunkName: "i18n-picturebook-es" */ './i18n/picturebook/es.json'),
  pl: () => import(/* webpackChunkName: "i18n-picturebook-pl" */ './i18n/picturebook/pl.json'),
};

/**
 * Every user-facing text of mfe-picturebook, in one place so tests can assert them. Texts marked "spec" are
 * the specification's (sections 2.12, 2.13, 5, 8) character for character; the others fill places where the
 * spec is silent and are kept short and plain for elderly readers.
 */

export const TEXTS = defineTexts({
  name: 'picturebook',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    /** Spec 2.2 loading text. */
    loading: m('loading'),
    titles: {
      pictureBookScreen: m('titles.pictureBookScreen'),
      /** Spec 2.12. */
      uploadDialog: m('titles.uploadDialog'),
      /** Spec 2.13. */
      galleryDialog: m('titles.galleryDialog'),
    },
  }),
});

/** Failures and refusals of the picture calls (spec 5 and 8), shared by the page and both dialogs. */
export const PICTURE_ERRORS = defineTexts({
  name: 'picturebook/PICTURE_ERRORS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    /** Spec 5. */
    onlyJpegOrPng: m('pictureErrors.onlyJpegOrPng'),
    /** Spec 5. */
    tooLarge: m('pictureErrors.tooLarge'),
    /** Spec 5. */
    selectImage: m('pictureErrors.selectImage'),
    /** Spec 5: a user id that is not a number. */
    invalidUser: m('pictureErrors.invalidUser'),
    /** Spec 8. */
    noUserSelected: m('pictureErrors.noUserSelected'),
    loadFailed: m('pictureErrors.loadFailed'),
    forbidden: m('pictureErrors.forbidden'),
    notFound: m('pictureErrors.notFound'),
  }),
});

export const PAGE_TEXTS = defineTexts({
  name: 'picturebook/PAGE_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    intro: m('pageTexts.intro'),
    ofPerson: (name: string) => m('pageTexts.ofPerson', { name }),
    startSlideshow: m('pageTexts.startSlideshow'),
    upload: m('pageTexts.upload'),
    manage: m('pageTexts.manage'),
    empty: m('pageTexts.empty'),
    emptyCanUpload: m('pageTexts.emptyCanUpload'),
    retry: m('pageTexts.retry'),
    /** The accessible name of one picture card (opens the slideshow there). */
    openPicture: (caption: string, position: number, total: number) =>
      caption === ''
        ? m('pageTexts.openPictureUntitled', { position, total })
        : m('pageTexts.openPicture', { caption, position, total }),
    pictureList: m('pageTexts.pictureList'),
  }),
});

export const SLIDESHOW_TEXTS = defineTexts({
  name: 'picturebook/SLIDESHOW_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    title: m('slideshowTexts.title'),
    previous: m('slideshowTexts.previous'),
    next: m('slideshowTexts.next'),
    pause: m('slideshowTexts.pause'),
    play: m('slideshowTexts.play'),
    close: m('slideshowTexts.close'),
    position: (position: number, total: number) =>
      m('slideshowTexts.position', { position, total }),
    help: m('slideshowTexts.help'),
    untitled: m('slideshowTexts.untitled'),
  }),
});

export const UPLOAD_TEXTS = defineTexts({
  name: 'picturebook/UPLOAD_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    /** Spec 2.12. */
    chooseImage: m('uploadTexts.chooseImage'),
    chooseHint: m('uploadTexts.chooseHint'),
    chosen: (name: string) => m('uploadTexts.chosen', { name }),
    /** Spec 2.12. */
    rotateLeft: m('uploadTexts.rotateLeft'),
    /** Spec 2.12. */
    rotateRight: m('uploadTexts.rotateRight'),
    previewAlt: (name: string) => m('uploadTexts.previewAlt', { name }),
    turned: (degrees: number) =>
      degrees === 0
        ? m('uploadTexts.notTurned')
        : degrees === 180
          ? m('uploadTexts.upsideDown')
          : degrees === 90
            ? m('uploadTexts.quarterRight')
            : m('uploadTexts.quarterLeft'),
    /** Spec 2.12. */
    caption: m('uploadTexts.caption'),
    captionHint: m('uploadTexts.captionHint'),
    captionTooLong: m('uploadTexts.captionTooLong'),
    uploaded: m('uploadTexts.uploaded'),
    noneUploaded: m('uploadTexts.noneUploaded'),
    untitled: m('uploadTexts.untitled'),
    /** Spec 2.12. */
    close: m('uploadTexts.close'),
    /** Spec 2.12. */
    upload: m('uploadTexts.upload'),
    /** Spec 2.12 (with the ellipsis character). */
    uploading: m('uploadTexts.uploading'),
    progress: (percent: number) => m('uploadTexts.progress', { percent }),
    progressLabel: m('uploadTexts.progressLabel'),
    /** Spec 2.12. */
    selectFirst: m('uploadTexts.selectFirst'),
    /** Spec 2.12: without the canUpload permission. */
    notAuthorized: m('uploadTexts.notAuthorized'),
    /** Spec 8. */
    success: m('uploadTexts.success'),
    /** Spec 8: the server refused the upload. */
    failed: m('uploadTexts.failed'),
    /** Spec 8: the upload did not get an answer. */
    failedRetry: m('uploadTexts.failedRetry'),
  }),
});

export const GALLERY_TEXTS = defineTexts({
  name: 'picturebook/GALLERY_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    intro: m('galleryTexts.intro'),
    empty: m('galleryTexts.empty'),
    /** Spec 2.13. */
    fullscreenPreview: m('galleryTexts.fullscreenPreview'),
    /** Spec 2.13. */
    noImage: m('galleryTexts.noImage'),
    viewerTitle: m('galleryTexts.viewerTitle'),
    closeViewer: m('galleryTexts.closeViewer'),
    previous: m('galleryTexts.previous'),
    next: m('galleryTexts.next'),
    /** The tile's toggle: its state is read out as "pressed" (selected). */
    select: (caption: string, position: number) =>
      caption === ''
        ? m('galleryTexts.selectUntitled', { position })
        : m('galleryTexts.select', { position, caption }),
    tileGroup: (position: number, total: number) =>
      m('galleryTexts.tileGroup', { position, total }),
    selectedCount: (n: number) => m('galleryTexts.selectedCount', { n }),
    /** Spec 2.13. */
    editCaption: m('galleryTexts.editCaption'),
    /** Spec 2.13. */
    saveCaption: m('galleryTexts.saveCaption'),
    /** Spec 2.13. */
    rotateLeft: m('galleryTexts.rotateLeft'),
    /** Spec 2.13. */
    rotateRight: m('galleryTexts.rotateRight'),
    /** Spec 2.13. */
    deleteSelected: (n: number) => m('galleryTexts.deleteSelected', { n }),
    /** Spec 2.13. */
    close: m('galleryTexts.close'),
    /** Spec 2.13. */
    confirmDeletionTitle: m('galleryTexts.confirmDeletionTitle'),
    /** Spec 2.13. */
    confirmDeletion: (n: number) => m('galleryTexts.confirmDeletion', { n }),
    /** Spec 2.13. */
    cancel: m('galleryTexts.cancel'),
    /** Spec 2.13. */
    delete: m('galleryTexts.delete'),
    /** Spec 2.13. */
    discardTitle: m('galleryTexts.discardTitle'),
    /** Spec 2.13. */
    discard: (n: number) => m('galleryTexts.discard', { n }),
    /** Spec 2.13. */
    yesClose: m('galleryTexts.yesClose'),
    /** Spec 8. */
    rotationFailed: m('galleryTexts.rotationFailed'),
    /** Spec 8. */
    rotated: (direction: 'left' | 'right') => m('galleryTexts.rotated', { direction }),
    /** Spec 8. */
    captionSaved: m('galleryTexts.captionSaved'),
    /** Spec 8. */
    captionFailed: m('galleryTexts.captionFailed'),
    /** Spec 5. */
    captionEmpty: m('galleryTexts.captionEmpty'),
    /** Spec 8. */
    deleted: (n: number) => m('galleryTexts.deleted', { n }),
    unavailable: m('galleryTexts.unavailable'),
  }),
});
