import { useThree } from '@react-three/fiber';
import { useDrag } from '@use-gesture/react';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Plane, Raycaster, Vector2, Vector3 } from 'three';
import { installGestureGuard, onSecondFinger, touchSession } from './gestureGuard';
import { pressOutcome, TAP_SLOP_PX } from './touchSession';

interface PieceDragHandlers {
  /** Shows a dragged piece at a board point (world cm), or back on its space (null). */
  show: (id: string, at: { x: number; z: number } | null) => void;
  onSelect: (id: string) => void;
  onDrop: (id: string, x: number, z: number) => void;
}

interface Dragging {
  id: string;
  session: number;
  stop: () => void;
}

const board = new Plane(new Vector3(0, 1, 0), 0);
const ray = new Raycaster();
const pointer = new Vector2();
const hit = new Vector3();

/**
 * Sandbox pieces picked up by one finger (or the left button) through @use-gesture: a press that
 * stays put selects the piece, one that travels carries it and drops it where it is let go. The
 * camera holds still while a piece is carried. A second finger landing puts the piece back and
 * hands the table to the pinch or twist; nothing moves.
 */
export function usePieceDrag({ show, onSelect, onDrop }: PieceDragHandlers, enabled: boolean) {
  useEffect(installGestureGuard, []);
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  const controls = useThree((state) => state.controls) as { enabled: boolean } | null;
  const dragging = useRef<Dragging | null>(null);
  // read when a drag ends, which may be from a listener set up renders ago
  const latest = useRef({ show, controls });
  useLayoutEffect(() => {
    latest.current = { show, controls };
  });

  /** The board point under a screen point (client px), if the ray meets the board. */
  const boardAt = (x: number, y: number) => {
    pointer.set(((x - size.left) / size.width) * 2 - 1, -((y - size.top) / size.height) * 2 + 1);
    ray.setFromCamera(pointer, camera);
    return ray.ray.intersectPlane(board, hit) ? { x: hit.x, z: hit.z } : null;
  };

  const release = useCallback(() => {
    const current = dragging.current;
    dragging.current = null;
    if (!current) return;
    current.stop();
    if (latest.current.controls) latest.current.controls.enabled = true;
    latest.current.show(current.id, null);
  }, []);

  // a piece carried when the table goes away is let go
  useEffect(() => release, [release]);

  const bind = useDrag(
    ({ first, last, args, xy, distance, event }) => {
      const id = args[0] as string;
      if (first) {
        const session = touchSession();
        if (session.multi) return;
        if (controls) controls.enabled = false;
        dragging.current = { id, session: session.id, stop: onSecondFinger(release) };
      }
      const current = dragging.current;
      if (!current || current.id !== id) return;
      const travelPx = Math.max(distance[0], distance[1]);
      if (!last) {
        if (travelPx > TAP_SLOP_PX) show(id, boardAt(xy[0], xy[1]));
        return;
      }
      release();
      const outcome = pressOutcome(
        { session: current.session, travelPx, cancelled: event.type === 'pointercancel' },
        touchSession(),
      );
      if (outcome.kind === 'tap') onSelect(id);
      else if (outcome.why === 'travelled') {
        const at = boardAt(xy[0], xy[1]);
        onSelect(id);
        if (at) onDrop(id, at.x, at.z);
      }
    },
    { enabled, pointer: { capture: false, keys: false }, tapsThreshold: TAP_SLOP_PX },
  );

  return (id: string) => {
    const handlers = bind(id);
    return {
      onPointerDown: (event: { stopPropagation: () => void }) => {
        if (!enabled) return;
        event.stopPropagation();
        handlers.onPointerDown?.(event as never);
      },
    };
  };
}
