// Snackbar numbers from spec 9 ("Notifications (snackbars)"), in one place so tests can pin them.

/** At most this many snackbars are visible at once; the rest wait in a queue. */
export const SNACKBAR_MAX_VISIBLE = 3;
/** The main app provider's default auto-hide. */
export const SNACKBAR_AUTO_HIDE_MS = 3000;
export const SNACKBAR_ENTER_MS = 225;
export const SNACKBAR_EXIT_MS = 195;
/** Suggested `autoHideMs` for a success message. */
export const SUCCESS_TOAST_MS = 3000;
/** Suggested `autoHideMs` for a call status ('Connecting...', 'Call connected', 'Call ended'). */
export const CALL_STATUS_TOAST_MS = 4000;
/** Suggested `autoHideMs` for a call error. */
export const CALL_ERROR_TOAST_MS = 6000;
