import type { CurrentUser } from '../contracts/current-user';
import { readStorage, removeStorage, writeStorage } from '../lib/storage';
import { STORAGE_KEYS } from '../lib/storage-keys';
import { readDeviceId } from './device-id';

/** What kiosk detection looks at; defaults to the live browser. Tests pass their own. */
export interface KioskEnv {
  pathname: string;
  search: string;
  hostname: string;
  userAgent: string;
  platform: string;
  /** Local storage values (forceKiosk, kioskOverride, the device id's keys). */
  getLocal: (key: string) => string | null;
}

export function currentKioskEnv(): KioskEnv {
  const hasWindow = typeof window !== 'undefined';
  return {
    pathname: hasWindow ? window.location.pathname : '/',
    search: hasWindow ? window.location.search : '',
    hostname: hasWindow ? window.location.hostname : '',
    userAgent: typeof navigator !== 'undefined' ? navigator.userAgent : '',
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- spec 4.3 checks armv7l/armv6l, which only navigator.platform reports
    platform: typeof navigator !== 'undefined' ? navigator.platform : '',
    getLocal: (key) => readStorage('local', key),
  };
}

export interface KioskDecision {
  /** This device is a kiosk (device signals): kiosk remotes profile, kiosk bootstrap. */
  kioskDevice: boolean;
  /** The path is /clock/{digits} (reading B's path rule). */
  clockPath: boolean;
  /** URL kiosk=true or local kioskOverride === 'true' (reading A's override). */
  override: boolean;
  /** Kiosk mode before auth is ready: kioskDevice or clock path. */
  kioskMode: boolean;
}

const CLOCK_PATH = /^\/clock\/\d+\/?$/;

export function isClockPath(pathname: string): boolean {
  return CLOCK_PATH.test(pathname);
}

/** Reading A's override: URL kiosk=true or local kioskOverride 'true'. */
function isKioskOverride(env: KioskEnv = currentKioskEnv()): boolean {
  return (
    new URLSearchParams(env.search).get('kiosk') === 'true' ||
    env.getLocal(STORAGE_KEYS.kioskOverride) === 'true'
  );
}

/**
 * Spec 4.3, reconciled (see README.md in this folder). Device signals: query kiosk / is_kiosk, hostname
 * with raspberrypi or kiosk, user agent with ezkiosk, local forceKiosk 'true', a stored device id, or the
 * override. The local kioskMode flag is deliberately not read: it is an output only.
 */
export function decideKiosk(env: KioskEnv = currentKioskEnv()): KioskDecision {
  const query = new URLSearchParams(env.search);
  const hostname = env.hostname.toLowerCase();
  const override = isKioskOverride(env);
  const kioskDevice =
    query.has('kiosk') ||
    query.has('is_kiosk') ||
    hostname.includes('raspberrypi') ||
    hostname.includes('kiosk') ||
    env.userAgent.toLowerCase().includes('ezkiosk') ||
    env.getLocal(STORAGE_KEYS.forceKiosk) === 'true' ||
    readDeviceId(env.getLocal) !== null ||
    override;
  const clockPath = isClockPath(env.pathname);
  return { kioskDevice, clockPath, override, kioskMode: kioskDevice || clockPath };
}

/**
 * Spec 4.3 kiosk eligibility: role 'user' AND (a single-board / Raspberry / ChromeOS browser, or the
 * override). 'cros' is matched as a word so that "Microsoft" in a user agent does not count.
 */
export function isKioskEligible(
  user: Pick<CurrentUser, 'role'> | null | undefined,
  env: KioskEnv = currentKioskEnv(),
): boolean {
  if (user?.role !== 'user') return false;
  const ua = env.userAgent.toLowerCase();
  const platform = env.platform.toLowerCase();
  const boardDevice =
    ua.includes('raspbian') ||
    ua.includes('raspberry') ||
    /\bcros\b/.test(ua) ||
    platform.includes('armv7l') ||
    platform.includes('armv6l');
  return boardDevice || isKioskOverride(env);
}

/**
 * Reading A's local flag: 'true' while the path starts with /clock/, removed otherwise. Written for
 * whoever reads it (older kiosk scripts), never read by this app, so a stale flag cannot trap a browser.
 */
export function syncKioskModeFlag(pathname: string): void {
  if (pathname.startsWith('/clock/')) writeStorage('local', STORAGE_KEYS.kioskMode, 'true');
  else removeStorage('local', STORAGE_KEYS.kioskMode);
}

/** Reading B: the kiosk CSS class on the body while kiosk mode is on. */
export function applyKioskBodyClass(on: boolean): void {
  if (typeof document === 'undefined') return;
  document.body.classList.toggle('kiosk', on);
}
