/**
 * Every user-facing text of mfe-auth, in one place so tests can assert them (docs/architecture.md "Conventions").
 * Texts marked "spec" are copied from the specification (docs/product.md) character for character; the others
 * fill places where the spec is silent and are kept short and plain for elderly readers.
 */

export const COMMON_TEXTS = {
  /** Spec 2.2 loading text. */
  loading: 'Loading...',
} as const;

export const LOGIN_TEXTS = {
  title: 'Sign in',
  intro: 'Sign in with your e-mail address and password.',
  emailLabel: 'Email',
  passwordLabel: 'Password',
  submit: 'Sign in',
  submitting: 'Signing in...',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  passwordRequired: 'Please enter your password.',
  /** The server's 401 detail; also the fallback when a 401 carries no detail. */
  invalidCredentials: 'Invalid email or password.',
  /** Fallback for a 403 without a detail (the server says which: approval or inactive). */
  forbidden: 'This account cannot sign in yet.',
  failed: 'Sign-in failed. Please try again.',
  registerPrompt: 'New here?',
  registerLink: 'Create an account',
  resetLink: 'Forgot your password?',
} as const;

export const REGISTER_TEXTS = {
  title: 'Create an account',
  intro: 'Fill in your details. An administrator checks every new account before it can be used.',
  usernameLabel: 'Username',
  emailLabel: 'Email',
  displayNameLabel: 'Display Name',
  displayNameHint: 'The name other people see, for example “Mary Smith”.',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm Password',
  submit: 'Create account',
  submitting: 'Creating account...',
  usernameRequired: 'Please enter a username.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  displayNameRequired: 'Please enter your name.',
  passwordRequired: 'Please enter a password.',
  confirmRequired: 'Please enter the password again.',
  passwordsMismatch: 'Passwords do not match.',
  failed: 'Registration failed. Please check your details and try again.',
  successTitle: 'Account created',
  success:
    'Your account has been created. An administrator must approve it before you can sign in. You will be able to sign in once it is approved.',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
} as const;

export const PASSWORD_RESET_TEXTS = {
  title: 'Reset your password',
  requestIntro:
    'Enter the e-mail address of your account. We will send you a link to choose a new password.',
  emailLabel: 'Email',
  requestSubmit: 'Send reset link',
  requestSubmitting: 'Sending...',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  /** Always the same, whether or not the account exists. */
  requestSent: 'If an account exists for that e-mail, we have sent a link to reset the password.',
  requestFailed: 'We could not send the link. Please try again.',
  /** While the e-mailed link is checked, before the form. */
  checkingLink: 'Checking your link...',
  confirmIntro: 'Choose a new password for your account.',
  newPasswordLabel: 'New Password',
  confirmPasswordLabel: 'Confirm New Password',
  confirmSubmit: 'Set new password',
  confirmSubmitting: 'Saving...',
  passwordRequired: 'Please enter a new password.',
  confirmRequired: 'Please enter the new password again.',
  passwordsMismatch: 'Passwords do not match.',
  /** Fallback when the server rejects the token without saying why. */
  invalidToken: 'This reset link is invalid or has expired. Please ask for a new one.',
  confirmFailed: 'We could not change the password. Please try again.',
  confirmed: 'Your password has been changed. You can now sign in with your new password.',
  requestNewLink: 'Ask for a new link',
  backToSignIn: 'Back to sign in',
} as const;

export const CHANGE_PASSWORD_TEXTS = {
  title: 'Change Password',
  currentLabel: 'Current Password',
  newLabel: 'New Password',
  confirmLabel: 'Confirm New Password',
  submit: 'Update Password',
  cancel: 'Cancel',
  back: 'Back',
  /** Spec 5, checked first. */
  mismatch: 'New passwords do not match.',
  /** Spec 5, checked second. */
  incomplete: 'Please complete all fields.',
  /** Spec 8: used when the server gives neither `message` nor `error`. */
  failed: 'Failed to change password',
  /** Used only when a successful response carries no `message`. */
  succeeded: 'Password changed successfully.',
} as const;

/** Spec 9: redirect after a password change. */
export const CHANGE_PASSWORD_REDIRECT_MS = 2000;

export const PROFILE_TEXTS = {
  title: 'Profile',
  usernameLabel: 'Username',
  emailLabel: 'Email',
  fullNameLabel: 'Full Name',
  roleLabel: 'Role',
  /** Spec 2.4. */
  notAvailable: 'N/A',
  roleAdmin: 'Admin',
  roleUser: 'User',
  backToDashboard: 'Back to Dashboard',
  editProfile: 'Edit Profile',
  changePassword: 'Change Password',
  /** Spec 2.4 (no full stop). */
  notAuthenticated: 'Not authenticated',
  loadFailed: 'Failed to load profile.',
} as const;

export const PROFILE_EDIT_TEXTS = {
  title: 'Edit Profile',
  back: '← Back to Dashboard',
  displayNameLabel: 'Display Name',
  emailLabel: 'Email',
  emailHint: 'Your e-mail address cannot be changed here.',
  save: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  /** Spec 2.5 / 8 (with a full stop). */
  notAuthenticated: 'Not authenticated.',
  loadFailed: 'Failed to load profile.',
  updateFailed: 'Failed to update profile.',
  invalidUserId: 'Invalid user ID.',
  updated: 'Profile updated successfully!',
} as const;

/** Spec 9: profile edit card max width. */
export const PROFILE_EDIT_MAX_WIDTH = 600;

export const NOTIFICATION_TEXTS = {
  title: 'Notification Settings',
  back: '← Back to Dashboard',
  save: 'Save Changes',
  notAuthenticated: 'User not authenticated.',
  loadFailed: 'Failed to load notification settings.',
  saveFailed: 'Failed to save changes.',
  saved: 'Notification settings updated successfully.',
  empty: 'No notification settings available.',
} as const;

/** Spec 2.7 sections and switches, in order, with the settings field each switch controls (spec 3). */
export const NOTIFICATION_SECTIONS = [
  {
    title: 'General Notifications',
    switches: [{ field: 'enable_notifications', label: 'Enable Notifications' }],
  },
  {
    title: 'Security & Privacy',
    switches: [
      { field: 'security_alerts', label: 'Receive Security Alerts' },
      { field: 'login_alerts', label: 'Login Activity Alerts' },
    ],
  },
  {
    title: 'Appointments & Medications',
    switches: [
      { field: 'upcoming_appointment_alerts', label: 'Upcoming Appointment Alerts' },
      { field: 'medication_reminders', label: 'Medication Reminders' },
    ],
  },
  {
    title: 'Quiet Hours',
    switches: [{ field: 'quiet_hours_enabled', label: 'Enable Quiet Hours' }],
  },
] as const;

export type NotificationField = (typeof NOTIFICATION_SECTIONS)[number]['switches'][number]['field'];
