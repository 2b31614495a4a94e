import { createParcel } from '@care/shared';
import { ProfileEditScreen } from '../../features/profile/components/profile-edit-screen';

export default createParcel(ProfileEditScreen);
