const { createConfig } = require('../config/webpack.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mfe_auth',
  port: 3001,
  title: 'Care — account',
  exposes: {
    './LoginScreen': './src/app/exposed/login-screen.tsx',
    './RegisterScreen': './src/app/exposed/register-screen.tsx',
    './PasswordResetScreen': './src/app/exposed/password-reset-screen.tsx',
    './ProfileScreen': './src/app/exposed/profile-screen.tsx',
    './ProfileEditScreen': './src/app/exposed/profile-edit-screen.tsx',
    './ChangePasswordScreen': './src/app/exposed/change-password-screen.tsx',
    './NotificationSettingsScreen': './src/app/exposed/notification-settings-screen.tsx',
  },
});
