/** Set by the host's webpack config (DefinePlugin); absent under Jest. */
declare const __APP_VERSION__: string | undefined;

/**
 * This deploy's app version: the host's package version plus a build id (see `host/webpack.config.cjs`).
 * The kiosk sends it with its pings; the admin dashboard shows it per kiosk.
 */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
