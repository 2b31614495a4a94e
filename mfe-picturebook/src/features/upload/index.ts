import { createParcel } from '@care/shared';
import { UploadDialog } from './components/upload-dialog';

/** The exposed module `mfe_picturebook/UploadDialog` (shared/src/manifests/mfe-picturebook.ts). */
export default createParcel('mfe_picturebook/UploadDialog', UploadDialog);
