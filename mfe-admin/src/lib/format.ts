import { TEXTS } from '../texts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "3 hours", "1 day", "5 minutes": a duration in whole units, the largest that fits. */
export function duration(seconds: number): string {
  for (const [unit, size] of UNITS) {
    if (seconds >= size) {
      const n = Math.floor(seconds / size);
      return `${n} ${unit}${n === 1 ? '' : 's'}`;
    }
  }
  const s = Math.max(0, Math.floor(seconds));
  return `${s} second${s === 1 ? '' : 's'}`;
}

/** "5 minutes ago", "just now": how long ago an instant was, from `now`. */
export function ago(iso: string | null, now: number = Date.now()): string {
  if (iso === null) return TEXTS.common.never;
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return TEXTS.common.justNow;
  return `${duration(seconds)} ago`;
}

/** A date and time in the viewer's locale and zone: "22 Nov 2026, 14:05". */
export function dateTime(iso: string | null): string {
  if (iso === null) return TEXTS.common.never;
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/**
 * When a kiosk last synced, in the viewer's zone: "14:05" today, "21 Nov 2026" on an earlier day (or a
 * later one, should the kiosk's clock be ahead), "Never" when it has not synced.
 */
export function syncTime(iso: string | null, now: Date = new Date()): string {
  if (iso === null) return TEXTS.common.never;
  const at = new Date(iso);
  if (at.toDateString() === now.toDateString()) {
    return at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  }
  return at.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "3.2 MB", "812 KB", "120 bytes". */
export function bytes(n: number): string {
  if (n < 1024) return `${n} bytes`;
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}

/** A person-readable device from a user agent: "Chrome on Linux", "Safari on iPad". */
export function deviceOf(userAgent: string | null): string {
  if (userAgent === null || userAgent === '') return TEXTS.sessions.unknownDevice;
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : null;
  const system = /iPad/.test(ua)
    ? 'iPad'
    : /iPhone/.test(ua)
      ? 'iPhone'
      : /Android/.test(ua)
        ? 'Android'
        : /CrOS/.test(ua)
          ? 'ChromeOS'
          : /Raspbian|armv7l|armv6l|aarch64/.test(ua)
            ? 'a Raspberry Pi'
            : /Windows/.test(ua)
              ? 'Windows'
              : /Mac OS X|Macintosh/.test(ua)
                ? 'macOS'
                : /Linux/.test(ua)
                  ? 'Linux'
                  : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? ua.slice(0, 40);
}
