import { createParcel } from '@care/shared';
import { GalleryDialog } from './components/gallery-dialog';

/** The exposed module `mfe_picturebook/GalleryDialog` (shared/src/manifests/mfe-picturebook.ts). */
export default createParcel('mfe_picturebook/GalleryDialog', GalleryDialog);
