import { useEffect, useState } from 'react';

/**
 * What a call button on the clock says: "Call Emily" with "Daughter" under it; "Call Emily" on one line; or,
 * on a 1024×600 kiosk, the handset and "Emily" (its name for screen readers and voice control still "Call
 * Emily"), so the two nearest contacts fit beside the day's sentence.
 */
export type CallLabel = 'relationship' | 'call' | 'name';

/** How many items of each list fit on the screen without scrolling (the rest: "and 2 more"). */
export interface Capacity {
  doses: number;
  appointments: number;
  messages: number;
  calls: number;
  /** What a call button says (see `CallLabel`). */
  callLabel: CallLabel;
  /**
   * How many lines of each message show under its sender (null: all of it). At least its first line, so the
   * tile says what the message is about, not only who sent it; Read opens the whole of it.
   */
  messageLines: number | null;
  /** Room for the next appointment on another day and a picture's caption (not on a 600 px high kiosk). */
  roomy: boolean;
}

/** Outside kiosk mode the page may scroll: lists are only kept short enough to read at a glance. */
export const SITE_CAPACITY: Capacity = {
  doses: 8,
  appointments: 4,
  messages: 3,
  calls: 4,
  callLabel: 'relationship',
  messageLines: null,
  roomy: true,
};

/**
 * The kiosk's lists, by the screen's size. Measured at 1024×600 and 1280×800 (the kiosk journeys check
 * that nothing scrolls or is cut off): the bottom row of tiles gets about 40% of the height.
 */
export function kioskCapacity(width: number, height: number): Capacity {
  const calls = width >= 1400 ? 3 : 2;
  const small = { messageLines: 1, roomy: false };
  const large = { messageLines: 2, roomy: true, callLabel: 'relationship' as const };
  // At 600 px high the day's sentence must keep to one line beside the calls, or the tiles lose a line of
  // height: the two nearest contacts on the clock, one line each (below 1200 px wide by their names alone),
  // and "+N" (a 64 px button) one tap from the rest.
  if (height < 700) {
    const callLabel = width >= 1200 ? 'call' : 'name';
    return { doses: 2, appointments: 1, messages: 1, calls: 2, callLabel, ...small };
  }
  if (height < 900) return { doses: 3, appointments: 2, messages: 1, calls, ...large };
  return { doses: 4, appointments: 3, messages: 2, calls, ...large };
}

/** The capacity for this window, following resizes; the site's when not a kiosk. */
export function useCapacity(kiosk: boolean): Capacity {
  const [size, setSize] = useState(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
  }));
  useEffect(() => {
    if (!kiosk) return undefined;
    const onResize = (): void => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [kiosk]);
  return kiosk ? kioskCapacity(size.width, size.height) : SITE_CAPACITY;
}
