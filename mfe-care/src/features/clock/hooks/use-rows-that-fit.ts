import { useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/** What `useRowsThatFit` gives a tile: the ref for its list's box, and how many rows to show. */
export interface RowsThatFit {
  ref: RefObject<HTMLDivElement | null>;
  count: number;
}

/**
 * True when what the box holds reaches past the tile's edge. Rows may take the tile's padding under them (as
 * the "+N" button takes the padding above); the last line's leading under its letters may touch the edge, never
 * its letters (how the English tiles were measured at 1024×600).
 */
function overflows(box: HTMLElement): boolean {
  const last = box.lastElementChild;
  const tile = box.parentElement;
  if (last === null || tile === null) return false;
  const style = getComputedStyle(box);
  const leading = (parseFloat(style.lineHeight) - parseFloat(style.fontSize)) / 2;
  const edge = tile.getBoundingClientRect().bottom + (Number.isFinite(leading) ? leading : 0);
  return last.getBoundingClientRect().bottom > edge + 0.5;
}

/**
 * How many of a kiosk tile's rows fit in the tile's height, measured as drawn: a row's height depends on its
 * words, which are longer in some languages ("Przyjęto" beside a dose takes more lines than "Taken"), so no
 * count by the window's size alone is right for all of them. The tile shows at most `max` (the window's
 * capacity, use-capacity.ts), fewer when those would reach past its bottom, and always at least one; the
 * rest go behind "+N" (docs/product.md 2.15 – 2.16: nothing on the kiosk scrolls or is cut off).
 *
 * Measured before the browser paints (a layout effect), so a row that does not fit is never seen. When the
 * box changes size, or the rows change (`rows`: what they are, e.g. their keys), it starts again from `max`.
 * Off (`enabled` false, the site's page that may scroll), it is `max`.
 */
export function useRowsThatFit(max: number, rows: string, enabled: boolean): RowsThatFit {
  const ref = useRef<HTMLDivElement | null>(null);
  const [height, setHeight] = useState(0);
  // The fitted count, for the rows, the box's height and the maximum it was measured with.
  const [fit, setFit] = useState<{ key: string; count: number } | null>(null);
  const key = `${max}|${height}|${rows}`;
  const count = enabled && fit !== null && fit.key === key ? Math.min(fit.count, max) : max;
  const measuredHeight = useRef(0);

  useLayoutEffect(() => {
    const box = ref.current;
    if (!enabled || box === null || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      const next = Math.round(box.clientHeight);
      if (next !== measuredHeight.current) {
        measuredHeight.current = next;
        setHeight(next);
      }
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [enabled]);

  // After every render: one row fewer while they reach past the box's bottom (each a render before the paint).
  useLayoutEffect(() => {
    if (enabled && count > 1 && ref.current !== null && overflows(ref.current))
      setFit({ key, count: count - 1 });
  }, [enabled, count, key, fit]);

  return { ref, count };
}
