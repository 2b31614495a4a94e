/** The part of Ajv this file needs (Fastify passes its own instance). */
interface FormatHost {
  addFormat(name: string, format: { type: 'string'; validate: (s: string) => boolean }): unknown;
}

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Instants PostgreSQL and every client can hold: years 1 to 9999 (UTC). */
const MIN = Date.UTC(1, 0, 1);
const MAX = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

function isCalendarDate(y: number, m: number, d: number): boolean {
  if (y < 1 || y > 9999 || m < 1 || m > 12 || d < 1) return false;
  const probe = new Date(Date.UTC(2000, m - 1, d));
  return (
    probe.getUTCMonth() === m - 1 &&
    (m !== 2 || d !== 29 || (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)))
  );
}

/** RFC 3339 date-time with an offset, a real calendar date and time, within years 1-9999. */
export function isInstant(s: string): boolean {
  const m = RFC3339.exec(s);
  if (!m) return false;
  const [y, mo, d, h, mi, se] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (!isCalendarDate(y, mo, d) || h > 23 || mi > 59 || se > 59) return false;
  const t = Date.parse(s.replace(' ', 'T'));
  return Number.isFinite(t) && t >= MIN && t <= MAX;
}

/** YYYY-MM-DD, a real calendar date within years 1-9999. */
export function isDate(s: string): boolean {
  const m = DATE.exec(s);
  return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * Stricter `date-time` and `date` formats than ajv-formats': a year-0 or 10000 instant or 30
 * February passes those, and the database then refuses it (a 500 before this).
 */
export function strictFormats<A extends FormatHost>(ajv: A): A {
  ajv.addFormat('date-time', { type: 'string', validate: isInstant });
  ajv.addFormat('date', { type: 'string', validate: isDate });
  return ajv;
}
