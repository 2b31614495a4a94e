import { createParcel } from '@care/shared';
import { UserManagementScreen } from './components/user-management-screen';

/** The exposed module `mfe_admin/UserManagementScreen` (shared/src/manifests/mfe-admin.ts). */
export default createParcel('mfe_admin/UserManagementScreen', UserManagementScreen);
