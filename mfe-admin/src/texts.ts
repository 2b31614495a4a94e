/** The user-facing texts of mfe-admin (one place, asserted by its tests). */
export const TEXTS = {
  notAvailable: 'This screen is not available yet.',
  titles: {
    adminDashboardScreen: 'Admin Dashboard',
    userManagementScreen: 'User Management',
    userEditScreen: 'Edit User',
    backupRestoreScreen: 'Backup and Restore',
    userSessionsScreen: 'User Sessions',
    messagesScreen: 'Messages and Support',
    auditLogScreen: 'Audit Log',
  },
} as const;
