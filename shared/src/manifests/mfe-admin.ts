import type { RemoteManifest } from './types';

/** mfe-admin: admin dashboard, user management, user edit, kiosk configuration, backup and restore. */
export const mfeAdmin = {
  remote: 'mfe_admin',
  title: 'mfe-admin (standalone)',
  screens: [
    {
      module: 'AdminDashboardScreen',
      route: 'adminDashboard',
      guard: 'admin',
      feature: 'admin-dashboard',
      title: 'Admin Dashboard',
    },
    {
      module: 'UserManagementScreen',
      route: 'userManagement',
      guard: 'admin',
      feature: 'user-management',
      title: 'User Management',
    },
    {
      module: 'UserEditScreen',
      route: 'userEdit',
      guard: 'admin',
      feature: 'user-edit',
      title: 'Edit User',
      sampleParams: { userId: '1' },
    },
    {
      module: 'BackupRestoreScreen',
      route: 'backupRestore',
      guard: 'admin',
      feature: 'backup-restore',
      title: 'Backup and Restore',
    },
  ],
  parcels: [],
} as const satisfies RemoteManifest;
