import type { RemoteManifest } from './types';

/** mfe-auth: sign-in, registration, password reset and change, profile, notification settings. */
export const mfeAuth = {
  remote: 'mfe_auth',
  title: 'Care — account',
  screens: [
    { module: 'LoginScreen', route: 'login', guard: 'public', feature: 'login', title: 'Sign in' },
    {
      module: 'RegisterScreen',
      route: 'register',
      guard: 'public',
      feature: 'registration',
      title: 'Create an account',
    },
    {
      module: 'PasswordResetScreen',
      route: 'passwordReset',
      guard: 'public',
      feature: 'password-reset',
      title: 'Reset your password',
    },
    {
      module: 'ProfileScreen',
      route: 'profile',
      guard: 'signIn',
      feature: 'profile',
      title: 'Profile',
    },
    {
      module: 'ProfileEditScreen',
      route: 'profileEdit',
      guard: 'signIn',
      feature: 'profile-edit',
      title: 'Edit Profile',
    },
    {
      module: 'ChangePasswordScreen',
      route: 'changePassword',
      guard: 'signIn',
      feature: 'change-password',
      title: 'Change Password',
    },
    {
      module: 'NotificationSettingsScreen',
      route: 'notifications',
      guard: 'signIn',
      feature: 'notification-settings',
      title: 'Notification Settings',
    },
  ],
  parcels: [],
} as const satisfies RemoteManifest;
