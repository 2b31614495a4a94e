import type { RemoteManifest } from './types';

/**
 * mfe-admin: admin dashboard, user management, user edit (with kiosk configuration), user sessions,
 * backup and restore, messages and support requests, the audit log.
 */
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
    {
      module: 'UserSessionsScreen',
      route: 'userSessions',
      guard: 'admin',
      feature: 'user-sessions',
      title: 'User Sessions',
    },
    {
      module: 'MessagesScreen',
      route: 'messages',
      guard: 'admin',
      feature: 'messages',
      title: 'Messages and Support',
    },
    {
      module: 'AuditLogScreen',
      route: 'auditLog',
      guard: 'admin',
      feature: 'audit-log',
      title: 'Audit Log',
    },
  ],
  parcels: [],
} as const satisfies RemoteManifest;
