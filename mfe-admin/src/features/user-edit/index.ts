import { createParcel } from '@care/shared';
import { UserEditScreen } from './components/user-edit-screen';

/** The exposed module `mfe_admin/UserEditScreen` (shared/src/manifests/mfe-admin.ts). */
export default createParcel('mfe_admin/UserEditScreen', UserEditScreen);
