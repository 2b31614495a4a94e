import { renderHook } from '@testing-library/react';
import type { PointerEvent } from 'react';
import { SWIPE_MIN_PX, useSwipe } from './use-swipe';

/** A pointer event on a 400 px wide picture whose left edge is at x = 100. */
function pointer(clientX: number, clientY = 200): PointerEvent<HTMLElement> {
  const target = document.createElement('div');
  target.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 0, width: 400, height: 300 });
  return {
    button: 0,
    pointerId: 1,
    clientX,
    clientY,
    currentTarget: target,
  } as unknown as PointerEvent<HTMLElement>;
}

function setup() {
  const previous = jest.fn();
  const next = jest.fn();
  const { result } = renderHook(() => useSwipe(previous, next));
  const gesture = (fromX: number, toX: number, toY = 200) => {
    result.current.onPointerDown(pointer(fromX));
    result.current.onPointerUp(pointer(toX, toY));
  };
  return { previous, next, gesture };
}

describe('useSwipe (the slideshow under a kiosk hand)', () => {
  it('a swipe to the left is next, to the right previous', () => {
    const { previous, next, gesture } = setup();
    gesture(400, 400 - SWIPE_MIN_PX);
    expect(next).toHaveBeenCalledTimes(1);
    gesture(200, 200 + SWIPE_MIN_PX + 30);
    expect(previous).toHaveBeenCalledTimes(1);
  });

  it('a tap on the left half is previous, on the right half next', () => {
    const { previous, next, gesture } = setup();
    gesture(150, 152);
    expect(previous).toHaveBeenCalledTimes(1);
    gesture(450, 448);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('ignores a short drag and a mostly vertical move', () => {
    const { previous, next, gesture } = setup();
    gesture(300, 330);
    gesture(300, 360, 400);
    expect(previous).not.toHaveBeenCalled();
    expect(next).not.toHaveBeenCalled();
  });
});
