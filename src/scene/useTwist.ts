import { usePinch } from '@use-gesture/react';
import { useLayoutEffect, useRef } from 'react';

/**
 * Two fingers twisting on `element` turn the table: @use-gesture's pinch reports the angle of the
 * line between the fingers, and each change of it (radians, clockwise on screen positive) goes to
 * `turn`. Only the angle is used: the spread (zoom) and one-finger pans stay with the camera
 * controls, and the wheel is left to them too.
 */
export function useTwist(element: HTMLElement, turn: (radians: number) => void) {
  const latest = useRef(turn);
  useLayoutEffect(() => {
    latest.current = turn;
  });
  usePinch(
    ({ delta: [, degrees] }) => {
      if (degrees !== 0) latest.current((degrees * Math.PI) / 180);
    },
    { target: element, pinchOnWheel: false, eventOptions: { passive: true } },
  );
}
