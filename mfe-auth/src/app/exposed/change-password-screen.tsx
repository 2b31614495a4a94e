import { createParcel } from '@care/shared';
import { ChangePasswordScreen } from '../../features/change-password/components/change-password-screen';

export default createParcel(ChangePasswordScreen);
