import { defineTexts } from '@care/shared';
import en from './i18n/host/en.json';

/** The other languages' catalogs, each a chunk of this package (docs/languages.md). */
const TRANSLATIONS = {
  es: () => import(/* webpackChunkName: "i18n-host-es" */ './i18n/host/es.json'),
  pl: () => import(/* webpackChunkName: "i18n-host-pl" */ './i18n/host/pl.json'),
};

/** Every user-facing text of the host shell (spec 2.2, 2.3, 2.14), character for character. */
export const TEXTS = defineTexts({
  name: 'host',
  source: en,
  translations: TRANSLATIONS,
  build: (m) => ({
    preparing: m('preparing'),
    loading: m('loading'),
    initializingKiosk: m('initializingKiosk'),
    initializingAuth: m('initializingAuth'),
    initializing: m('initializing'),
    error: {
      // The error screen's own texts are shared with the parcels' (PARCEL_TEXTS in @care/shared).
      bootFailed: m('error.bootFailed'),
    },
    navbar: {
      label: m('navbar.label'),
      brand: m('navbar.brand'),
      brandLabel: m('navbar.brandLabel'),
      helpMenu: m('navbar.helpMenu'),
      profileMenu: m('navbar.profileMenu'),
    },
    help: {
      helpCenter: m('help.helpCenter'),
      contactSupport: m('help.contactSupport'),
      liveChatSupport: m('help.liveChatSupport'),
      knowledgeBase: m('help.knowledgeBase'),
      systemStatus: m('help.systemStatus'),
      submitFeedback: m('help.submitFeedback'),
      close: m('help.close'),
    },
    /** What each Help menu item opens (host/src/features/navbar/help-dialog.tsx). */
    helpBody: {
      brand: m('helpBody.brand'),
      userManagement: m('helpBody.userManagement'),
      profileMenu: m('helpBody.profileMenu'),
      contactSupport: (userName: string | null) =>
        userName === null
          ? m('helpBody.contactSupport')
          : m('helpBody.contactSupportNamed', { userName }),
      liveChat: m('helpBody.liveChat'),
      passwordTitle: m('helpBody.passwordTitle'),
      passwordHow: m('helpBody.passwordHow'),
      notificationsTitle: m('helpBody.notificationsTitle'),
      notificationsHow: m('helpBody.notificationsHow'),
      kioskTitle: m('helpBody.kioskTitle'),
      kioskHow: m('helpBody.kioskHow'),
      signOutTitle: m('helpBody.signOutTitle'),
      signOutHow: (minutes: number, seconds: number) =>
        m('helpBody.signOutHow', { minutes, seconds }),
      signedInAs: m('helpBody.signedInAs'),
      kioskMode: m('helpBody.kioskMode'),
      on: m('helpBody.on'),
      off: m('helpBody.off'),
      remotesProfile: m('helpBody.remotesProfile'),
      api: m('helpBody.api'),
      feedback: m('helpBody.feedback'),
    },
    profile: {
      viewProfile: m('profile.viewProfile'),
      editProfile: m('profile.editProfile'),
      changePassword: m('profile.changePassword'),
      notificationSettings: m('profile.notificationSettings'),
      userSessions: m('profile.userSessions'),
      logout: m('profile.logout'),
      /** A caregiver's home (docs/product.md 2.3), in the menu of an admin who also cares for people. */
      people: m('profile.people'),
    },
    /** The header of a non-admin's own pages (docs/product.md 2.3; the navbar is the admins'). */
    ownPages: {
      label: m('ownPages.label'),
      /** A caregiver's home, /people (the page's own title). */
      people: m('ownPages.people'),
      /** Anyone else's home: their own clock page. */
      clock: m('ownPages.clock'),
      profile: m('ownPages.profile'),
      signOut: m('ownPages.signOut'),
    },
    inactivity: {
      title: m('inactivity.title'),
      message: (seconds: number) => m('inactivity.message', { seconds }),
      stay: m('inactivity.stay'),
    },
    kioskSetup: {
      title: m('kioskSetup.title'),
      intro: m('kioskSetup.intro'),
      deviceIdLabel: m('kioskSetup.deviceIdLabel'),
      /** docs/product.md 4.3: said above the pairing code an administrator types on the person's Kiosk Configuration. */
      pairingInstruction: m('kioskSetup.pairingInstruction'),
      pairingExpiry: (time: string) => m('kioskSetup.pairingExpiry', { time }),
      gettingCode: m('kioskSetup.gettingCode'),
      qrLabel: (code: string) => m('kioskSetup.qrLabel', { code }),
      noDeviceId: m('kioskSetup.noDeviceId'),
      reload: m('kioskSetup.reload'),
      adminSignIn: m('kioskSetup.adminSignIn'),
      keyRefused: m('kioskSetup.keyRefused'),
      reconnectingTitle: m('kioskSetup.reconnectingTitle'),
      reconnecting: m('kioskSetup.reconnecting'),
      /** Said while a pairing's code is shown and the service is away: the code still works once it is back. */
      reconnectingWhilePairing: m('kioskSetup.reconnectingWhilePairing'),
    },
    /** A kiosk screen whose part of the app could not be loaded: it loads it again by itself. */
    kioskScreenRecovery: {
      title: m('kioskScreenRecovery.title'),
      message: m('kioskScreenRecovery.message'),
    },
    /** Releases (docs/deploying.md, "What a person sees"): calm words, never the loader's technical ones. */
    releases: {
      areas: {
        mfe_auth: m('releases.areas.mfe_auth'),
        mfe_admin: m('releases.areas.mfe_admin'),
        mfe_care: m('releases.areas.mfe_care'),
        mfe_picturebook: m('releases.areas.mfe_picturebook'),
        mfe_voice: m('releases.areas.mfe_voice'),
      },
      fallback: (areas: string) => m('releases.fallback', { areas }),
      dismiss: m('releases.dismiss'),
      pinned: (releases: string) => m('releases.pinned', { releases }),
      stopTrying: m('releases.stopTrying'),
      /** A kiosk's corner line; an administrator ends the trial from the admin dashboard. */
      kioskPinned: m('releases.kioskPinned'),
    },
  }),
});

/** The six Help menu items of spec 2.3, in order. */
export const HELP_ITEMS = [
  'helpCenter',
  'contactSupport',
  'liveChatSupport',
  'knowledgeBase',
  'systemStatus',
  'submitFeedback',
] as const;
export type HelpTopic = (typeof HELP_ITEMS)[number];
