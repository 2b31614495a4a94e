/**
 * Every spec number and text the API client, session store and kiosk logic use (spec sections 4, 5, 7,
 * 8 and 9), in one place so that `constants.test.ts` pins each of them.
 */

/** Spec 4.4: session heartbeat period. */
export const HEARTBEAT_INTERVAL_MS = 240_000;
/** Spec 4.2: periodic token check period. */
export const TOKEN_REFRESH_CHECK_INTERVAL_MS = 240_000;
/** Spec 4.2: a request whose access token expires within this is preceded by a refresh. */
export const PRE_REQUEST_REFRESH_LEEWAY_MS = 60_000;
/** Spec 4.2: the periodic check refreshes a token expiring within this. */
export const PERIODIC_REFRESH_LEEWAY_MS = 30_000;
/** Spec 5: a token shorter than this is rejected. */
export const MIN_TOKEN_LENGTH = 20;
/** Spec 4.2: in kiosk mode a pause precedes each refresh... */
export const KIOSK_REFRESH_PAUSE_MS = 250;
/** ...and a failed refresh is retried once (two attempts in all). */
export const KIOSK_REFRESH_ATTEMPTS = 2;
/** Spec 4.1 step 7: auth ready is forced after this in kiosk mode... */
export const KIOSK_AUTH_FALLBACK_MS = 10_000;
/** ...and by the other fallback the spec mentions. */
export const KIOSK_AUTH_EARLY_FALLBACK_MS = 8_000;
/** Spec 4.3: kiosk ping GET attempts and their spacing. */
export const KIOSK_PING_ATTEMPTS = 3;
export const KIOSK_PING_INTERVAL_MS = 5_000;
/**
 * Not in the spec: after its start ping, a kiosk reports its app version and last sync with a POST ping every
 * 5 minutes (the admin dashboard calls a kiosk "not syncing" after 15 minutes, three reports).
 */
export const KIOSK_REPORT_INTERVAL_MS = 5 * 60_000;
/** Spec 7 / 9: CSRF fetch backoff. */
export const CSRF_BACKOFF_INITIAL_MS = 1_000;
export const CSRF_BACKOFF_MAX_MS = 8_000;
export const CSRF_MAX_RETRIES = 4;
/** Spec 7: pause between the /csrf/ response and reading the cookie. */
export const CSRF_COOKIE_PAUSE_MS = 100;
/**
 * A refresh that cannot reach the server (no answer, 5xx, 429) keeps the session and is tried again after
 * this, doubling up to the maximum (not spec numbers: spec 4.2 ends a session only on a refused refresh).
 */
export const REFRESH_RETRY_INITIAL_MS = 1_000;
export const REFRESH_RETRY_MAX_MS = 30_000;
/** Spec 4.1 step 8 / 8: redirect to login this long after a failed logout call. */
export const LOGOUT_FAILED_REDIRECT_MS = 1_500;

/** Spec 1 / 7: the API base path (the host overrides it with its deploy-time `apiBaseUrl`). */
export const DEFAULT_API_BASE_URL = '/api';
export const CSRF_COOKIE_NAME = 'csrftoken';
export const CSRF_HEADER_NAME = 'X-CSRFToken';
/** Spec 4.2: the refresh-failed event is raised only when this build flag is on. */
export const REFRESH_FLOW_ENABLED = true as boolean;

export const LOGIN_PATH = '/auth/login';

/** Spec 8 texts, character for character. */
export const BLOCKED_NULL_REQUEST_MESSAGE = 'Blocked /null/ request';
export const PRE_REQUEST_REFRESH_FAILED_MESSAGE = 'Pre-request token refresh failed. Aborting.';
export const CSRF_COOKIE_MISSING_MESSAGE = 'CSRF cookie not found after /csrf/ response.';
export const LOGOUT_FAILED_MESSAGE = 'An error occurred during logout. Please try again.';
