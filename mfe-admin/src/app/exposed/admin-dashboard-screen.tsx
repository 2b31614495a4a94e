import { createParcel } from '@care/shared';
import { AdminDashboardScreen } from '../../features/admin-dashboard/components/admin-dashboard-screen';

export default createParcel(AdminDashboardScreen);
