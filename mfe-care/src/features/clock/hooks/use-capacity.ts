import { useEffect, useState } from 'react';

/** How many items of each list fit on the screen without scrolling (the rest: "and 2 more"). */
export interface Capacity {
  doses: number;
  appointments: number;
  messages: number;
  calls: number;
  /** A message's first lines under its sender (else only Read opens it). */
  messagePreview: boolean;
  /** Room for the next appointment on another day and a picture's caption (not on a 600 px high kiosk). */
  roomy: boolean;
}

/** Outside kiosk mode the page may scroll: lists are only kept short enough to read at a glance. */
export const SITE_CAPACITY: Capacity = {
  doses: 8,
  appointments: 4,
  messages: 3,
  calls: 4,
  messagePreview: true,
  roomy: true,
};

/**
 * The kiosk's lists, by the screen's size. Measured at 1024×600 and 1280×800 (the kiosk journeys check
 * that nothing scrolls or is cut off): the bottom row of tiles gets about 40% of the height.
 */
export function kioskCapacity(width: number, height: number): Capacity {
  const calls = width >= 1400 ? 3 : 2;
  const small = { messagePreview: false, roomy: false };
  const large = { messagePreview: true, roomy: true };
  // At 600 px high the day's sentence must keep to one line beside the calls, or the tiles lose a line of
  // height: the nearest contact on the clock, "and N more" (a 64 px button) one tap from the rest (issue 26).
  if (height < 700)
    return { doses: 2, appointments: 1, messages: 1, calls: width >= 1200 ? 2 : 1, ...small };
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
