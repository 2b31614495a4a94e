import { createParcel } from '@care/shared';
import { PictureBookScreen } from '../../features/picture-book/components/picture-book-screen';

export default createParcel(PictureBookScreen);
