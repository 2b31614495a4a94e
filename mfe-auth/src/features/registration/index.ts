import { createParcel } from '@care/shared';
import { RegisterScreen } from './components/register-screen';

/** The exposed module `mfe_auth/RegisterScreen` (shared/src/manifests/mfe-auth.ts). */
export default createParcel('mfe_auth/RegisterScreen', RegisterScreen);
