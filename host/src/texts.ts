/** Every user-facing text of the host shell (spec 2.2, 2.3, 2.14), character for character. */
export const TEXTS = {
  preparing: 'Preparing your experience...',
  loading: 'Loading...',
  initializingKiosk: 'Initializing kiosk...',
  initializingAuth: 'Initializing authentication...',
  initializing: 'Initializing...',
  error: {
    // The error screen's own texts are shared with the parcels' (PARCEL_TEXTS in @care/shared).
    bootFailed: 'The app configuration could not be loaded.',
  },
  navbar: {
    label: 'Main',
    brand: 'Care',
    brandLabel: 'Care – go to the admin dashboard',
    helpMenu: 'Help',
    profileMenu: 'Profile',
  },
  help: {
    helpCenter: 'Help Center',
    contactSupport: 'Contact Support',
    liveChatSupport: 'Live Chat Support',
    knowledgeBase: 'Knowledge Base',
    systemStatus: 'System Status',
    submitFeedback: 'Submit Feedback',
    close: 'Close',
  },
  profile: {
    viewProfile: 'View Profile',
    editProfile: 'Edit Profile',
    changePassword: 'Change Password',
    notificationSettings: 'Notification Settings',
    userSessions: 'User Sessions',
    logout: 'Logout',
    /** A caregiver's home (docs/product.md 2.3), in the menu of an admin who also cares for people. */
    people: 'People I care for',
  },
  /** The header of a non-admin's own pages (docs/product.md 2.3; the navbar is the admins'). */
  ownPages: {
    label: 'Your pages',
    /** A caregiver's home, /people (the page's own title). */
    people: 'People I care for',
    /** Anyone else's home: their own clock page. */
    clock: 'My clock',
    profile: 'My profile',
    signOut: 'Sign out',
  },
  inactivity: {
    title: 'Inactivity Detected',
    message: (seconds: number) => `You will be logged out in ${seconds} seconds due to inactivity.`,
    stay: 'I am still here',
  },
  kioskSetup: {
    title: 'Kiosk setup',
    intro: 'This kiosk is not paired with a person yet.',
    deviceIdLabel: 'Device ID',
    /** docs/product.md 4.3: said above the pairing code an administrator types on the person's Kiosk Configuration. */
    pairingInstruction: 'On the person’s Kiosk Configuration, enter this code.',
    pairingExpiry: (time: string) =>
      `The code works until ${time}. Then a new one appears here by itself.`,
    gettingCode: 'Getting a pairing code…',
    qrLabel: (code: string) => `QR code of the pairing code ${code}`,
    noDeviceId: 'No device ID is stored on this device yet.',
    reload: 'Try again',
    adminSignIn: 'Sign in as an administrator',
    keyRefused: 'This kiosk needs pairing again.',
    reconnectingTitle: 'Reconnecting',
    reconnecting:
      'This kiosk cannot reach the care service right now. It keeps trying by itself and will show the clock again as soon as it can.',
    /** Said while a pairing's code is shown and the service is away: the code still works once it is back. */
    reconnectingWhilePairing:
      'This kiosk cannot reach the care service right now. It keeps trying by itself; the code below still works.',
  },
  /** A kiosk screen whose part of the app could not be loaded: it loads it again by itself. */
  kioskScreenRecovery: {
    title: 'One moment, please',
    message:
      'This screen is getting ready again. Nothing needs to be done: it will appear by itself in a moment.',
  },
  /** Releases (docs/deploying.md, "What a person sees"): calm words, never the loader's technical ones. */
  releases: {
    areas: {
      mfe_auth: 'the sign-in and profile screens',
      mfe_admin: 'the admin screens',
      mfe_care: 'the care screens',
      mfe_picturebook: 'the picture book',
      mfe_voice: 'calls',
    },
    fallback: (areas: string) =>
      `An update to ${areas} is not ready yet, so the previous version is shown. Everything works as before.`,
    dismiss: 'Dismiss',
    pinned: (releases: string) =>
      `This browser is trying a new version of ${releases} before everyone else.`,
    stopTrying: 'Stop trying it',
    /** A kiosk's corner line; an administrator ends the trial from the admin dashboard. */
    kioskPinned: 'Trying a new version',
  },
} as const;

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
