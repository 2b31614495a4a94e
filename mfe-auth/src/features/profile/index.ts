import { createParcel } from '@care/shared';
import { ProfileScreen } from './components/profile-screen';

/** The exposed module `mfe_auth/ProfileScreen` (shared/src/manifests/mfe-auth.ts). */
export default createParcel('mfe_auth/ProfileScreen', ProfileScreen);
