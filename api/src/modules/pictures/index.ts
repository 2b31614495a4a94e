/** What other modules use of the pictures (docs/architecture.md, "Inside the API"). */
export { pictureStoreOf } from './pick-store';
export { prepareStored } from './processing';
export { allStoreKeys } from './repository';
export type { StoredKeys } from './repository';
export type { SealedPictureStore } from './sealed-store';
export { readImage, sealedPicturesOf, storeImage } from './service';
