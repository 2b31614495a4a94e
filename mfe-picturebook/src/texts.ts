/** The user-facing texts of mfe-picturebook (one place, asserted by its tests). */
export const TEXTS = {
  notAvailable: 'This screen is not available yet.',
  titles: {
    pictureBookScreen: 'Picture Book',
    uploadDialog: 'Upload Picture',
    galleryDialog: 'Manage PictureBook',
  },
} as const;
