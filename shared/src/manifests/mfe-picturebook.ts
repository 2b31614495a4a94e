import type { RemoteManifest } from './types';

/** mfe-picturebook: the picture book page, and the upload and gallery dialogs other screens open. */
export const mfePicturebook = {
  remote: 'mfe_picturebook',
  title: 'mfe-picturebook (standalone)',
  screens: [
    {
      module: 'PictureBookScreen',
      route: 'picturebook',
      guard: 'signIn',
      feature: 'picture-book',
      title: 'Picture Book',
      sampleParams: { userId: '1' },
    },
  ],
  parcels: [
    {
      module: 'UploadDialog',
      kind: 'dialog',
      feature: 'upload',
      title: 'Upload Picture',
      sampleProps: { userId: '1', canUpload: true },
    },
    {
      module: 'GalleryDialog',
      kind: 'dialog',
      feature: 'gallery',
      title: 'Manage PictureBook',
      sampleProps: { userId: '1' },
    },
  ],
} as const satisfies RemoteManifest;
