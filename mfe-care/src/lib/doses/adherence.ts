import type { Dose } from './get-doses';

export interface Adherence {
  /** Doses whose time has come and gone: taken, skipped or missed (not upcoming, not still due). */
  counted: number;
  taken: number;
  skipped: number;
  missed: number;
  /** Taken as a whole percentage of the counted doses; null when none are counted yet. */
  percent: number | null;
}

/**
 * Adherence over a set of doses: the share taken of those that are settled. A dose still 'due' is not
 * counted yet (it may still be taken), nor an upcoming one.
 */
export function adherenceOf(doses: readonly Dose[]): Adherence {
  const taken = doses.filter((d) => d.status === 'taken').length;
  const skipped = doses.filter((d) => d.status === 'skipped').length;
  const missed = doses.filter((d) => d.status === 'missed').length;
  const counted = taken + skipped + missed;
  return {
    counted,
    taken,
    skipped,
    missed,
    percent: counted === 0 ? null : Math.round((taken / counted) * 100),
  };
}
