import { useCallback, useEffect, useRef, useState } from 'react';
import type { ViewWindow } from '../scene/CameraRig';

/** The edge of the board window the toasts stand at. */
export type ToastSide = 'top' | 'bottom';

/** How far past the board window's middle (a share of its height) the ship goes before the toasts move. */
const HYSTERESIS = 0.1;

/**
 * The edge of the board window away from a point on screen (the active ship), so the toasts never
 * hide it; a point near the middle keeps them where they are, so they do not flit.
 */
export function useClearSide(boardWindow: ViewWindow | null) {
  const [side, setSide] = useState<ToastSide>('top');
  const area = useRef(boardWindow);
  useEffect(() => {
    area.current = boardWindow;
  }, [boardWindow]);
  const onScreen = useCallback((point: { x: number; y: number } | null) => {
    const window = area.current;
    if (!point || !window) return;
    const middle = window.y + window.height / 2;
    const margin = window.height * HYSTERESIS;
    setSide((current) => {
      if (point.y < middle - margin) return 'bottom';
      if (point.y > middle + margin) return 'top';
      return current;
    });
  }, []);
  return { side, onScreen };
}
