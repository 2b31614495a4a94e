import { createParcel } from '@care/shared';
import { PasswordResetScreen } from '../../features/password-reset/components/password-reset-screen';

export default createParcel(PasswordResetScreen);
