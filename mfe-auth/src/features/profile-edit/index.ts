import { createParcel } from '@care/shared';
import { ProfileEditScreen } from './components/profile-edit-screen';

/** The exposed module `mfe_auth/ProfileEditScreen` (shared/src/manifests/mfe-auth.ts). */
export default createParcel('mfe_auth/ProfileEditScreen', ProfileEditScreen);
