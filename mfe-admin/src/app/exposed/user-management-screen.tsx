import { createParcel } from '@care/shared';
import { UserManagementScreen } from '../../features/user-management/components/user-management-screen';

export default createParcel(UserManagementScreen);
