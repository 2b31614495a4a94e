import { defineTexts, LANGUAGE_NAMES, type Language } from '@care/shared';
import en from './i18n/auth/en.json';

/** The other languages' catalogs, each a chunk of this package (docs/languages.md). */
const TRANSLATIONS = {
  es: () => import(/* webpackChunkName: "i18n-auth-es" */ './i18n/auth/es.json'),
  pl: () => import(/* webpackChunkName: "i18n-auth-pl" */ './i18n/auth/pl.json'),
};

/**
 * Every user-facing text of mfe-auth, in one place so tests can assert them (docs/architecture.md "Conventions").
 * Texts marked "spec" are copied from the specification (docs/product.md) character for character; the others
 * fill places where the spec is silent and are kept short and plain for elderly readers.
 */

export const COMMON_TEXTS = defineTexts({
  name: 'auth/COMMON_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    /** Spec 2.2 loading text. */
    loading: m('commonTexts.loading'),
  }),
});

export const LOGIN_TEXTS = defineTexts({
  name: 'auth/LOGIN_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    title: m('loginTexts.title'),
    intro: m('loginTexts.intro'),
    emailLabel: m('loginTexts.emailLabel'),
    passwordLabel: m('loginTexts.passwordLabel'),
    submit: m('loginTexts.submit'),
    submitting: m('loginTexts.submitting'),
    emailRequired: m('loginTexts.emailRequired'),
    emailInvalid: m('loginTexts.emailInvalid'),
    passwordRequired: m('loginTexts.passwordRequired'),
    /** The server's 401 detail; also the fallback when a 401 carries no detail. */
    invalidCredentials: m('loginTexts.invalidCredentials'),
    /** Fallback for a 403 without a detail (the server says which: approval or inactive). */
    forbidden: m('loginTexts.forbidden'),
    failed: m('loginTexts.failed'),
    registerPrompt: m('loginTexts.registerPrompt'),
    registerLink: m('loginTexts.registerLink'),
    resetLink: m('loginTexts.resetLink'),
  }),
});

export const REGISTER_TEXTS = defineTexts({
  name: 'auth/REGISTER_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    title: m('registerTexts.title'),
    intro: m('registerTexts.intro'),
    usernameLabel: m('registerTexts.usernameLabel'),
    emailLabel: m('registerTexts.emailLabel'),
    displayNameLabel: m('registerTexts.displayNameLabel'),
    displayNameHint: m('registerTexts.displayNameHint'),
    passwordLabel: m('registerTexts.passwordLabel'),
    confirmPasswordLabel: m('registerTexts.confirmPasswordLabel'),
    submit: m('registerTexts.submit'),
    submitting: m('registerTexts.submitting'),
    usernameRequired: m('registerTexts.usernameRequired'),
    emailRequired: m('registerTexts.emailRequired'),
    emailInvalid: m('registerTexts.emailInvalid'),
    displayNameRequired: m('registerTexts.displayNameRequired'),
    passwordRequired: m('registerTexts.passwordRequired'),
    confirmRequired: m('registerTexts.confirmRequired'),
    passwordsMismatch: m('registerTexts.passwordsMismatch'),
    failed: m('registerTexts.failed'),
    successTitle: m('registerTexts.successTitle'),
    success: m('registerTexts.success'),
    haveAccount: m('registerTexts.haveAccount'),
    signInLink: m('registerTexts.signInLink'),
  }),
});

export const PASSWORD_RESET_TEXTS = defineTexts({
  name: 'auth/PASSWORD_RESET_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    title: m('passwordResetTexts.title'),
    requestIntro: m('passwordResetTexts.requestIntro'),
    emailLabel: m('passwordResetTexts.emailLabel'),
    requestSubmit: m('passwordResetTexts.requestSubmit'),
    requestSubmitting: m('passwordResetTexts.requestSubmitting'),
    emailRequired: m('passwordResetTexts.emailRequired'),
    emailInvalid: m('passwordResetTexts.emailInvalid'),
    /** Always the same, whether or not the account exists. */
    requestSent: m('passwordResetTexts.requestSent'),
    requestFailed: m('passwordResetTexts.requestFailed'),
    /** While the e-mailed link is checked, before the form. */
    checkingLink: m('passwordResetTexts.checkingLink'),
    confirmIntro: m('passwordResetTexts.confirmIntro'),
    newPasswordLabel: m('passwordResetTexts.newPasswordLabel'),
    confirmPasswordLabel: m('passwordResetTexts.confirmPasswordLabel'),
    confirmSubmit: m('passwordResetTexts.confirmSubmit'),
    confirmSubmitting: m('passwordResetTexts.confirmSubmitting'),
    passwordRequired: m('passwordResetTexts.passwordRequired'),
    confirmRequired: m('passwordResetTexts.confirmRequired'),
    passwordsMismatch: m('passwordResetTexts.passwordsMismatch'),
    /** Fallback when the server rejects the token without saying why. */
    invalidToken: m('passwordResetTexts.invalidToken'),
    confirmFailed: m('passwordResetTexts.confirmFailed'),
    confirmed: m('passwordResetTexts.confirmed'),
    requestNewLink: m('passwordResetTexts.requestNewLink'),
    backToSignIn: m('passwordResetTexts.backToSignIn'),
  }),
});

export const CHANGE_PASSWORD_TEXTS = defineTexts({
  name: 'auth/CHANGE_PASSWORD_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    title: m('changePasswordTexts.title'),
    currentLabel: m('changePasswordTexts.currentLabel'),
    newLabel: m('changePasswordTexts.newLabel'),
    confirmLabel: m('changePasswordTexts.confirmLabel'),
    submit: m('changePasswordTexts.submit'),
    cancel: m('changePasswordTexts.cancel'),
    back: m('changePasswordTexts.back'),
    /** Spec 5, checked first. */
    mismatch: m('changePasswordTexts.mismatch'),
    /** Spec 5, checked second. */
    incomplete: m('changePasswordTexts.incomplete'),
    /** Spec 8: used when the server gives neither `message` nor `error`. */
    failed: m('changePasswordTexts.failed'),
    /** Used only when a successful response carries no `message`. */
    succeeded: m('changePasswordTexts.succeeded'),
  }),
});

/** Spec 9: redirect after a password change. */
export const CHANGE_PASSWORD_REDIRECT_MS = 2000;

export const PROFILE_TEXTS = defineTexts({
  name: 'auth/PROFILE_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    title: m('profileTexts.title'),
    usernameLabel: m('profileTexts.usernameLabel'),
    emailLabel: m('profileTexts.emailLabel'),
    fullNameLabel: m('profileTexts.fullNameLabel'),
    roleLabel: m('profileTexts.roleLabel'),
    /** Spec 2.4. */
    notAvailable: m('profileTexts.notAvailable'),
    roleAdmin: m('profileTexts.roleAdmin'),
    roleUser: m('profileTexts.roleUser'),
    backToDashboard: m('profileTexts.backToDashboard'),
    editProfile: m('profileTexts.editProfile'),
    changePassword: m('profileTexts.changePassword'),
    /** Spec 2.4 (no full stop). */
    notAuthenticated: m('profileTexts.notAuthenticated'),
    loadFailed: m('profileTexts.loadFailed'),
  }),
});

export const PROFILE_EDIT_TEXTS = defineTexts({
  name: 'auth/PROFILE_EDIT_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    title: m('profileEditTexts.title'),
    back: m('profileEditTexts.back'),
    displayNameLabel: m('profileEditTexts.displayNameLabel'),
    emailLabel: m('profileEditTexts.emailLabel'),
    emailHint: m('profileEditTexts.emailHint'),
    save: m('profileEditTexts.save'),
    saving: m('profileEditTexts.saving'),
    cancel: m('profileEditTexts.cancel'),
    /** Spec 2.5 / 8 (with a full stop). */
    notAuthenticated: m('profileEditTexts.notAuthenticated'),
    loadFailed: m('profileEditTexts.loadFailed'),
    updateFailed: m('profileEditTexts.updateFailed'),
    invalidUserId: m('profileEditTexts.invalidUserId'),
    updated: m('profileEditTexts.updated'),
    /** The person's own language (docs/languages.md): each choice is the language's name in itself. */
    languageLabel: m('profileEditTexts.languageLabel'),
    languageHint: m('profileEditTexts.languageHint'),
    languageChanged: (language: Language) =>
      m('profileEditTexts.languageChanged', { language: LANGUAGE_NAMES[language] }),
    languageFailed: m('profileEditTexts.languageFailed'),
  }),
});

/** Spec 9: profile edit card max width. */
export const PROFILE_EDIT_MAX_WIDTH = 600;

export const NOTIFICATION_TEXTS = defineTexts({
  name: 'auth/NOTIFICATION_TEXTS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    title: m('notificationTexts.title'),
    back: m('notificationTexts.back'),
    save: m('notificationTexts.save'),
    notAuthenticated: m('notificationTexts.notAuthenticated'),
    loadFailed: m('notificationTexts.loadFailed'),
    saveFailed: m('notificationTexts.saveFailed'),
    saved: m('notificationTexts.saved'),
    empty: m('notificationTexts.empty'),
  }),
});

/** Spec 2.7 sections and switches, in order, with the settings field each switch controls (spec 3). */
export const NOTIFICATION_SECTIONS = defineTexts({
  name: 'auth/NOTIFICATION_SECTIONS',
  source: en,
  translations: TRANSLATIONS,
  build: (m) =>
    [
      {
        title: m('notificationSections.general'),
        switches: [
          { field: 'enable_notifications', label: m('notificationSections.enableNotifications') },
        ],
      },
      {
        title: m('notificationSections.securityPrivacy'),
        switches: [
          { field: 'security_alerts', label: m('notificationSections.securityAlerts') },
          { field: 'login_alerts', label: m('notificationSections.loginAlerts') },
        ],
      },
      {
        title: m('notificationSections.appointmentsMedications'),
        switches: [
          {
            field: 'upcoming_appointment_alerts',
            label: m('notificationSections.upcomingAppointmentAlerts'),
          },
          { field: 'medication_reminders', label: m('notificationSections.medicationReminders') },
        ],
      },
      {
        title: m('notificationSections.quietHours'),
        switches: [
          { field: 'quiet_hours_enabled', label: m('notificationSections.enableQuietHours') },
        ],
      },
    ] as const,
});

export type NotificationField = (typeof NOTIFICATION_SECTIONS)[number]['switches'][number]['field'];
