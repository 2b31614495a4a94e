/**
 * Every user-facing text of mfe-picturebook, in one place so tests can assert them. Texts marked "spec" are
 * the specification's (sections 2.12, 2.13, 5, 8) character for character; the others fill places where the
 * spec is silent and are kept short and plain for elderly readers.
 */

export const TEXTS = {
  /** Spec 2.2 loading text. */
  loading: 'Loading...',
  titles: {
    pictureBookScreen: 'Picture Book',
    /** Spec 2.12. */
    uploadDialog: 'Upload Picture',
    /** Spec 2.13. */
    galleryDialog: 'Manage PictureBook',
  },
} as const;

/** Failures and refusals of the picture calls (spec 5 and 8), shared by the page and both dialogs. */
export const PICTURE_ERRORS = {
  /** Spec 5. */
  onlyJpegOrPng: 'Only JPEG or PNG files are allowed.',
  /** Spec 5. */
  tooLarge: 'File exceeds 5MB.',
  /** Spec 5. */
  selectImage: 'Please select an image.',
  /** Spec 5: a user id that is not a number. */
  invalidUser: 'Invalid user.',
  /** Spec 8. */
  noUserSelected: 'No user selected for upload',
  loadFailed: 'We could not load the pictures. Please try again.',
  forbidden: 'You do not have permission to see these pictures.',
  notFound: 'This picture book was not found.',
} as const;

export const PAGE_TEXTS = {
  intro: 'Pictures from family and friends.',
  ofPerson: (name: string) => `Pictures for ${name}`,
  startSlideshow: 'Start Slideshow',
  upload: 'Upload Picture',
  manage: 'Manage PictureBook',
  empty: 'There are no pictures yet.',
  emptyCanUpload: 'Choose “Upload Picture” to add the first one.',
  retry: 'Try again',
  /** The accessible name of one picture card (opens the slideshow there). */
  openPicture: (caption: string, position: number, total: number) =>
    caption === ''
      ? `Picture ${position} of ${total}. Show it large`
      : `${caption}. Picture ${position} of ${total}. Show it large`,
  pictureList: 'Pictures',
} as const;

export const SLIDESHOW_TEXTS = {
  title: 'Slideshow',
  previous: 'Previous picture',
  next: 'Next picture',
  pause: 'Pause',
  play: 'Play',
  close: 'Close slideshow',
  position: (position: number, total: number) => `Picture ${position} of ${total}`,
  help: 'Swipe or tap the sides of the picture to move between pictures.',
  untitled: 'A picture without a caption',
} as const;

export const UPLOAD_TEXTS = {
  /** Spec 2.12. */
  chooseImage: 'Choose Image',
  chooseHint: 'A JPEG or PNG photo, at most 5 MB.',
  chosen: (name: string) => `Chosen: ${name}`,
  /** Spec 2.12. */
  rotateLeft: 'Rotate Left',
  /** Spec 2.12. */
  rotateRight: 'Rotate Right',
  previewAlt: (name: string) => `Preview of ${name}`,
  turned: (degrees: number) =>
    degrees === 0
      ? 'Not turned'
      : degrees === 180
        ? 'Turned upside down'
        : `Turned a quarter ${degrees === 90 ? 'to the right' : 'to the left'}`,
  /** Spec 2.12. */
  caption: 'Caption',
  captionHint: 'Optional. Who or what is in the picture, and when.',
  captionTooLong: 'Please keep the caption under 1000 characters.',
  uploaded: 'Already in the picture book',
  noneUploaded: 'No pictures yet.',
  untitled: '(no caption)',
  /** Spec 2.12. */
  close: 'Close',
  /** Spec 2.12. */
  upload: 'Upload',
  /** Spec 2.12 (with the ellipsis character). */
  uploading: 'Uploading…',
  progress: (percent: number) => `${percent}% sent`,
  progressLabel: 'Upload progress',
  /** Spec 2.12. */
  selectFirst: 'Please select an image first',
  /** Spec 2.12: without the canUpload permission. */
  notAuthorized: 'You are not authorized to upload images.',
  /** Spec 8. */
  success: '✅ Image uploaded successfully.',
  /** Spec 8: the server refused the upload. */
  failed: 'Failed to upload image.',
  /** Spec 8: the upload did not get an answer. */
  failedRetry: 'Upload failed. Please try again.',
} as const;

export const GALLERY_TEXTS = {
  intro: 'Select pictures by clicking them. Double-click a picture to see it large.',
  empty: 'There are no pictures yet.',
  /** Spec 2.13. */
  fullscreenPreview: 'Fullscreen Preview',
  /** Spec 2.13. */
  noImage: 'No image to preview',
  viewerTitle: 'Preview',
  closeViewer: 'Close preview',
  previous: 'Previous picture',
  next: 'Next picture',
  /** The tile's toggle: its state is read out as "pressed" (selected). */
  select: (caption: string, position: number) =>
    caption === '' ? `Picture ${position}` : `Picture ${position}: ${caption}`,
  tileGroup: (position: number, total: number) => `Picture ${position} of ${total}`,
  selectedCount: (n: number) => `${n} selected`,
  /** Spec 2.13. */
  editCaption: 'Edit Caption',
  /** Spec 2.13. */
  saveCaption: 'Save Caption',
  /** Spec 2.13. */
  rotateLeft: 'Rotate Left',
  /** Spec 2.13. */
  rotateRight: 'Rotate Right',
  /** Spec 2.13. */
  deleteSelected: (n: number) => `Delete Selected (${n})`,
  /** Spec 2.13. */
  close: 'Close',
  /** Spec 2.13. */
  confirmDeletionTitle: 'Confirm Deletion',
  /** Spec 2.13. */
  confirmDeletion: (n: number) => `Are you sure you want to delete ${n} selected image(s)?`,
  /** Spec 2.13. */
  cancel: 'Cancel',
  /** Spec 2.13. */
  delete: 'Delete',
  /** Spec 2.13. */
  discardTitle: 'Discard Selections?',
  /** Spec 2.13. */
  discard: (n: number) =>
    `You have selected ${n} image(s). Are you sure you want to close without taking action?`,
  /** Spec 2.13. */
  yesClose: 'Yes, Close',
  /** Spec 8. */
  rotationFailed: 'Rotation failed',
  /** Spec 8. */
  rotated: (direction: 'left' | 'right') => `Image rotated ${direction}`,
  /** Spec 8. */
  captionSaved: '✅ Caption updated successfully.',
  /** Spec 8. */
  captionFailed: '❌ Failed to update caption. Please try again.',
  /** Spec 5. */
  captionEmpty: 'Caption cannot be empty.',
  /** Spec 8. */
  deleted: (n: number) => `Deleted ${n} image(s)`,
  unavailable: 'This picture could not be shown.',
} as const;
