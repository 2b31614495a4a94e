const { createConfig } = require('../config/webpack.cjs');

// Exposes exactly the ids of shared/src/contracts/remotes.ts for mfe_admin.
module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_admin',
  port: 3002,
  exposes: {
    './AdminDashboardScreen': './src/app/exposed/admin-dashboard-screen.tsx',
    './UserManagementScreen': './src/app/exposed/user-management-screen.tsx',
    './UserEditScreen': './src/app/exposed/user-edit-screen.tsx',
    './BackupRestoreScreen': './src/app/exposed/backup-restore-screen.tsx',
  },
});
