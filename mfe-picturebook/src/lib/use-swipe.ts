import { useRef } from 'react';
import type { PointerEvent } from 'react';

/** A horizontal move at least this long (px) is a swipe. */
export const SWIPE_MIN_PX = 50;
/** A touch or click that moves less than this (px) and ends within TAP_MAX_MS is a tap. */
const TAP_SLOP_PX = 12;
const TAP_MAX_MS = 600;

export interface SwipeHandlers {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: () => void;
}

/**
 * Swipes and taps from pointer events (touch, pen and mouse alike): a swipe to the left is "next", to the
 * right "previous"; a tap on the left half is "previous", on the right half "next".
 */
export function useSwipe(onPrevious: () => void, onNext: () => void): SwipeHandlers {
  const start = useRef<{ x: number; y: number; at: number; id: number } | null>(null);
  return {
    onPointerDown: (event) => {
      if (event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY, at: Date.now(), id: event.pointerId };
    },
    onPointerUp: (event) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) {
        if (dx < 0) onNext();
        else onPrevious();
        return;
      }
      const isTap =
        Math.abs(dx) < TAP_SLOP_PX &&
        Math.abs(dy) < TAP_SLOP_PX &&
        Date.now() - from.at < TAP_MAX_MS;
      if (!isTap) return;
      const box = event.currentTarget.getBoundingClientRect();
      if (box.width === 0) return;
      if (event.clientX < box.left + box.width / 2) onPrevious();
      else onNext();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
