import { currentIntlLocale } from '@care/shared';
import { TEXTS } from '../texts';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** A number of `unit`s in the page's language, its plural included: "3 hours", "3 godziny". */
function units(n: number, unit: Intl.RelativeTimeFormatUnit): string {
  return new Intl.NumberFormat(currentIntlLocale(), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    useGrouping: false,
  }).format(n);
}

/** "3 hours", "1 day", "5 minutes": a duration in whole units, the largest that fits. */
export function duration(seconds: number): string {
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return units(Math.floor(seconds / size), unit);
  }
  return units(Math.max(0, Math.floor(seconds)), 'second');
}

/**
 * "5 minutes ago", "hace 5 minutos", "5 minut temu": `Intl`'s own words for a time past, which know each language's
 * grammar; the number as digits without grouping, as the English always printed it.
 */
function relative(n: number, unit: Intl.RelativeTimeFormatUnit): string {
  const parts = new Intl.RelativeTimeFormat(currentIntlLocale(), {
    numeric: 'always',
  }).formatToParts(-n, unit);
  let number = '';
  return parts
    .map((part) => {
      if (part.type === 'literal') return part.value;
      if (number !== '') return '';
      number = String(n);
      return number;
    })
    .join('');
}

/** "5 minutes ago", "just now": how long ago an instant was, from `now`. */
export function ago(iso: string | null, now: number = Date.now()): string {
  if (iso === null) return TEXTS.common.never;
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return TEXTS.common.justNow;
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative(Math.floor(seconds / size), unit);
  }
  return TEXTS.common.justNow;
}

/** A date and time in the viewer's locale and zone: "22 Nov 2026, 14:05". */
export function dateTime(iso: string | null): string {
  if (iso === null) return TEXTS.common.never;
  return new Date(iso).toLocaleString(currentIntlLocale(), {
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
    return at.toLocaleTimeString(currentIntlLocale(), { hour: '2-digit', minute: '2-digit' });
  }
  return at.toLocaleDateString(currentIntlLocale(), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** "3.2 MB", "812 KB", "120 bytes". */
export function bytes(n: number): string {
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(currentIntlLocale(), {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    }).format(value);
  if (n < 1024) return TEXTS.format.bytes(number(n, 0));
  if (n < 1024 * 1024) return `${number(Math.round(n / 1024), 0)} KB`;
  return `${number(n / (1024 * 1024), 1)} MB`;
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
            ? TEXTS.format.raspberryPi
            : /Windows/.test(ua)
              ? 'Windows'
              : /Mac OS X|Macintosh/.test(ua)
                ? 'macOS'
                : /Linux/.test(ua)
                  ? 'Linux'
                  : null;
  if (browser && system) return TEXTS.format.deviceOn(browser, system);
  return browser ?? system ?? ua.slice(0, 40);
}
