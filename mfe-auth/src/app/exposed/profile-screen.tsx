import { createParcel } from '@care/shared';
import { ProfileScreen } from '../../features/profile/components/profile-screen';

export default createParcel(ProfileScreen);
