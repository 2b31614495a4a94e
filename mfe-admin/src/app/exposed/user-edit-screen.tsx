import { createParcel } from '@care/shared';
import { UserEditScreen } from '../../features/user-edit/components/user-edit-screen';

export default createParcel(UserEditScreen);
