import { createParcel } from '@care/shared';
import { PictureBookScreen } from './components/picture-book-screen';

/** The exposed module `mfe_picturebook/PictureBookScreen` (shared/src/manifests/mfe-picturebook.ts). */
export default createParcel('mfe_picturebook/PictureBookScreen', PictureBookScreen);
