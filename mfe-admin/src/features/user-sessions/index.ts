import { createParcel } from '@care/shared';
import { UserSessionsScreen } from './components/user-sessions-screen';

/** The exposed module `mfe_admin/UserSessionsScreen` (shared/src/manifests/mfe-admin.ts). */
export default createParcel('mfe_admin/UserSessionsScreen', UserSessionsScreen);
