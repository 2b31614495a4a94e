import { createParcel } from '@care/shared';
import { ChangePasswordScreen } from './components/change-password-screen';

/** The exposed module `mfe_auth/ChangePasswordScreen` (shared/src/manifests/mfe-auth.ts). */
export default createParcel('mfe_auth/ChangePasswordScreen', ChangePasswordScreen);
