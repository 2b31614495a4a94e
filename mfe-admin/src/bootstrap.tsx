import { renderStandalone } from '@care/shared';
import { AdminDashboardScreen } from './features/admin-dashboard/components/admin-dashboard-screen';
import { BackupRestoreScreen } from './features/backup-restore/components/backup-restore-screen';
import { UserEditScreen } from './features/user-edit/components/user-edit-screen';
import { UserManagementScreen } from './features/user-management/components/user-management-screen';
import { TEXTS } from './texts';

renderStandalone({
  title: TEXTS.standaloneTitle,
  screens: [
    {
      path: '/admin-dashboard',
      label: TEXTS.titles.adminDashboardScreen,
      render: (navigate) => <AdminDashboardScreen navigate={navigate} params={{}} search="" />,
    },
    {
      path: '/user-management',
      label: TEXTS.titles.userManagementScreen,
      render: (navigate) => <UserManagementScreen navigate={navigate} params={{}} search="" />,
    },
    {
      path: '/user-management/1',
      label: TEXTS.titles.userEditScreen,
      render: (navigate) => (
        <UserEditScreen navigate={navigate} params={{ userId: '1' }} search="" />
      ),
    },
    {
      path: '/backup-restore',
      label: TEXTS.titles.backupRestoreScreen,
      render: (navigate) => <BackupRestoreScreen navigate={navigate} params={{}} search="" />,
    },
  ],
});
