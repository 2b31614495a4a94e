import { ROUTES, type ScreenProps, type StandaloneScreen } from '@care/shared';
import type { ComponentType } from 'react';
import { ChangePasswordScreen } from '../features/change-password/components/change-password-screen';
import { LoginScreen } from '../features/login/components/login-screen';
import { NotificationSettingsScreen } from '../features/notification-settings/components/notification-settings-screen';
import { PasswordResetScreen } from '../features/password-reset/components/password-reset-screen';
import { ProfileEditScreen } from '../features/profile/components/profile-edit-screen';
import { ProfileScreen } from '../features/profile/components/profile-screen';
import { RegisterScreen } from '../features/registration/components/register-screen';

const entries: [string, string, ComponentType<ScreenProps>][] = [
  [ROUTES.login, 'Sign in', LoginScreen],
  [ROUTES.register, 'Register', RegisterScreen],
  [ROUTES.passwordReset, 'Password reset', PasswordResetScreen],
  [ROUTES.profile, 'Profile', ProfileScreen],
  [ROUTES.profileEdit, 'Edit profile', ProfileEditScreen],
  [ROUTES.changePassword, 'Change password', ChangePasswordScreen],
  [ROUTES.notifications, 'Notifications', NotificationSettingsScreen],
];

/** This remote's screens at their host routes (spec 2.1), for the standalone development harness. */
export const STANDALONE_SCREENS: StandaloneScreen[] = entries.map(([path, label, Screen]) => ({
  path,
  label,
  // The harness has no query string; open the reset link's step by typing `?token=` in the page URL.
  render: (navigate) => <Screen navigate={navigate} params={{}} search={window.location.search} />,
}));
