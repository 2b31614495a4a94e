/** The part of Ajv this file needs (Fastify passes its own instance). */
interface FormatHost {
  addFormat(name: string, format: { type: 'string'; validate: (s: string) => boolean }): unknown;
}

const RFC3339 =
  /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * The years care data may name (appointments, doses, meals, medications' first and last days):
 * 1900 to 2200. Wider years are typing slips (`0026` for `2026`), not care; years below 100 were
 * read back as 1950-2049 by the embedded driver and years over 9999 make 5-digit `.ics` years.
 */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2200;
export const YEAR_RANGE = `between ${FIRST_YEAR} and ${LAST_YEAR}`;

function isCalendarDate(y: number, m: number, d: number): boolean {
  if (y < FIRST_YEAR || y > LAST_YEAR || m < 1 || m > 12 || d < 1) return false;
  const probe = new Date(Date.UTC(2000, m - 1, d));
  return (
    probe.getUTCMonth() === m - 1 &&
    (m !== 2 || d !== 29 || (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)))
  );
}

/** RFC 3339 date-time with an offset, a real calendar date and time, written in years 1900-2200. */
function isInstant(s: string): boolean {
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
  return Number.isFinite(Date.parse(s.replace(' ', 'T')));
}

/** YYYY-MM-DD, a real calendar date within years 1900-2200. */
export function isDate(s: string): boolean {
  const m = DATE.exec(s);
  return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * Stricter `date-time` and `date` formats than ajv-formats': a year-0 or 10000 instant or 30
 * February passes those, and the database then refuses it (a 500 before this); care data is
 * held to years 1900-2200.
 */
export function strictFormats<A extends FormatHost>(ajv: A): A {
  ajv.addFormat('date-time', { type: 'string', validate: isInstant });
  ajv.addFormat('date', { type: 'string', validate: isDate });
  return ajv;
}
