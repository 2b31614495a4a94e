import { createParcel } from '@care/shared';
import { GalleryDialog } from '../../features/gallery/components/gallery-dialog';

export default createParcel(GalleryDialog);
