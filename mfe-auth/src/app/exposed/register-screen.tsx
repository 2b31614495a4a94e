import { createParcel } from '@care/shared';
import { RegisterScreen } from '../../features/registration/components/register-screen';

export default createParcel(RegisterScreen);
