import { createParcel } from '@care/shared';
import { UploadDialog } from '../../features/upload/components/upload-dialog';

export default createParcel(UploadDialog);
