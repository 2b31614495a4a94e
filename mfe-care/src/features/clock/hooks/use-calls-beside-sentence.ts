import { useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/**
 * How many call buttons stand beside the day's sentence on a kiosk: the window's number, fewer while the sentence
 * would take a second line beside them (a longer language's "Ahora es domingo por la mañana" at 1024×600), down to
 * none: their "+N" opens them all. The sentence keeping to one line keeps the tiles' height, which their rows are
 * counted for. Measured before the paint, and again from the window's number when the sentence or the window
 * changes (docs/languages.md, "Longer words on the kiosk").
 */
export function useCallsBesideSentence(
  max: number,
  enabled: boolean,
  sentence: string,
): { sentenceBox: RefObject<HTMLDivElement | null>; count: number } {
  const sentenceBox = useRef<HTMLDivElement | null>(null);
  const key = `${max}|${sentence}|${enabled ? window.innerWidth : 0}`;
  const [fit, setFit] = useState<{ key: string; count: number } | null>(null);
  const count = enabled && fit !== null && fit.key === key ? fit.count : max;
  useLayoutEffect(() => {
    const line = sentenceBox.current?.querySelector('[data-clock-face] > p');
    if (!enabled || count === 0 || !line) return;
    const lineHeight = parseFloat(getComputedStyle(line).lineHeight);
    if (Number.isFinite(lineHeight) && line.getBoundingClientRect().height > lineHeight * 1.5)
      setFit({ key, count: count - 1 });
  }, [enabled, count, key]);
  return { sentenceBox, count };
}
