import { useDrag } from '@use-gesture/react';
import { useEffect, useRef } from 'react';
import { installGestureGuard, touchSession } from './gestureGuard';
import { pressOutcome, TAP_SLOP_PX } from './touchSession';

/** What a press handler needs of an event: a DOM pointer event or a scene (react-three-fiber) one. */
interface Pressable {
  stopPropagation: () => void;
}

/**
 * Taps through @use-gesture: the target acts when a press ends as a tap (one finger from landing to
 * lifting, within the slop; or a left click), never when it lands. A pinch, a twist or a pan that
 * happens to start on the target does nothing. The arguments given to the returned binder reach
 * `onTap` (one binder serves every marker). The press stops there: the pieces or sea behind it are
 * not pressed too. Scene meshes follow the pointer through window listeners (no pointer capture), so
 * the camera's own pointer handling is undisturbed.
 */
export function useTap<Args extends unknown[]>(onTap: (...args: Args) => void, enabled = true) {
  useEffect(installGestureGuard, []);
  const began = useRef(0);
  const bind = useDrag(
    ({ first, last, distance, event, args }) => {
      if (first) began.current = touchSession().id;
      if (!last) return;
      const press = {
        session: began.current,
        travelPx: Math.max(distance[0], distance[1]),
        cancelled: event.type === 'pointercancel',
      };
      if (pressOutcome(press, touchSession()).kind === 'tap') onTap(...(args as Args));
    },
    { enabled, pointer: { capture: false, keys: false }, tapsThreshold: TAP_SLOP_PX },
  );
  return (...args: Args) => {
    const handlers = bind(...args);
    return {
      onPointerDown: (event: Pressable) => {
        if (!enabled) return;
        event.stopPropagation();
        handlers.onPointerDown?.(event as never);
      },
    };
  };
}
