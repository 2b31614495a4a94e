import { createParcel } from '@care/shared';
import { AdminDashboardScreen } from './components/admin-dashboard-screen';

/** The exposed module `mfe_admin/AdminDashboardScreen` (shared/src/manifests/mfe-admin.ts). */
export default createParcel('mfe_admin/AdminDashboardScreen', AdminDashboardScreen);
