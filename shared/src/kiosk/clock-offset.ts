import { clockFormatter, type OffsetSpan } from './clock-face';

/**
 * Finding a zone's offset over the coming days, for the face the React clock saves: loaded after the
 * clock has shown (`saveClockFace` imports it when a new span is due), so its bytes are on no first load.
 */

/** `zone`'s offset from UTC at `at`, in minutes (Intl). */
export function zoneOffsetMinutes(at: number, zone: string): number {
  const parts = clockFormatter(zone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    field('year'),
    field('month') - 1,
    field('day'),
    field('hour'),
    field('minute'),
    field('second'),
  );
  // The parts carry whole seconds: compare with the instant's whole second.
  return Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000);
}

const HOUR_MS = 3_600_000;
/** How far ahead an offset span reaches: past the nightly reload of a kiosk that saves a new one at each start. */
export const OFFSET_SPAN_MS = 7 * 24 * HOUR_MS;

/**
 * The span from `at` in which `zone` keeps its present offset: up to the zone's next change (to the second, found
 * hour by hour then halved; no zone changes twice within an hour) or `OFFSET_SPAN_MS` ahead.
 */
export function offsetSpan(at: number, zone: string): OffsetSpan {
  const minutes = zoneOffsetMinutes(at, zone);
  let same = at;
  for (let next = at + HOUR_MS; next <= at + OFFSET_SPAN_MS; next += HOUR_MS) {
    if (zoneOffsetMinutes(next, zone) !== minutes) {
      let changed = next;
      while (changed - same > 1000) {
        const middle = same + Math.floor((changed - same) / 2);
        if (zoneOffsetMinutes(middle, zone) === minutes) same = middle;
        else changed = middle;
      }
      return { minutes, from: at, until: same + 1 };
    }
    same = next;
  }
  return { minutes, from: at, until: at + OFFSET_SPAN_MS };
}
