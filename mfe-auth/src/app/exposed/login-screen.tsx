import { createParcel } from '@care/shared';
import { LoginScreen } from '../../features/login/components/login-screen';

export default createParcel(LoginScreen);
