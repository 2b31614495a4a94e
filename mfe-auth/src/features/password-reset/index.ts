import { createParcel } from '@care/shared';
import { PasswordResetScreen } from './components/password-reset-screen';

/** The exposed module `mfe_auth/PasswordResetScreen` (shared/src/manifests/mfe-auth.ts). */
export default createParcel('mfe_auth/PasswordResetScreen', PasswordResetScreen);
