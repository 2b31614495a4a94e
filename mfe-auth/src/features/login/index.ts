import { createParcel } from '@care/shared';
import { LoginScreen } from './components/login-screen';

/** The exposed module `mfe_auth/LoginScreen` (shared/src/manifests/mfe-auth.ts). */
export default createParcel('mfe_auth/LoginScreen', LoginScreen);
