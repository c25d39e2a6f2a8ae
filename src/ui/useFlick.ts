import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef } from 'react';
import { useVolleyStore } from '../store/volleyStore';

/** Pixels of pull for full strength. */
const FULL_PULL_PX = 220;
/** Seconds of holding Space for full strength. */
const FULL_HOLD_S = 1.4;
/** Under this strength a release cancels: pulling back to zero means "never mind". */
const CANCEL_BELOW = 0.03;

/**
 * The flick: press on the lever's free end, pull back to set the strength, release to strike;
 * pulling back to zero or Esc cancels. Keyboard: hold Space to charge, release to fire.
 */
export function useFlick(active: boolean, fire: (strength: number) => void) {
  const setCharge = useVolleyStore((store) => store.setCharge);
  const cancel = useVolleyStore((store) => store.cancel);
  const origin = useRef<{ x: number; y: number } | null>(null);
  const spaceSince = useRef<number | null>(null);
  const timer = useRef<number | null>(null);

  const release = useCallback(
    (strength: number) => {
      origin.current = null;
      spaceSince.current = null;
      if (timer.current !== null) cancelAnimationFrame(timer.current);
      timer.current = null;
      if (strength < CANCEL_BELOW) setCharge(null);
      else fire(strength);
    },
    [fire, setCharge],
  );

  const onPressLever = useCallback(
    (event: ReactPointerEvent<HTMLButtonElement>) => {
      if (!active) return;
      event.preventDefault();
      origin.current = { x: event.clientX, y: event.clientY };
      setCharge(0);
      const strengthAt = (x: number, y: number) => {
        const start = origin.current;
        return start ? Math.min(1, Math.hypot(x - start.x, y - start.y) / FULL_PULL_PX) : 0;
      };
      const move = (moveEvent: PointerEvent) => setCharge(strengthAt(moveEvent.clientX, moveEvent.clientY));
      const up = (upEvent: PointerEvent) => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        window.removeEventListener('pointercancel', up);
        if (upEvent.type === 'pointercancel') release(0);
        else release(strengthAt(upEvent.clientX, upEvent.clientY));
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
      window.addEventListener('pointercancel', up);
    },
    [active, release, setCharge],
  );

  useEffect(() => {
    if (!active) return;
    const tick = () => {
      if (spaceSince.current === null) return;
      setCharge(Math.min(1, (performance.now() - spaceSince.current) / 1000 / FULL_HOLD_S));
      timer.current = requestAnimationFrame(tick);
    };
    const down = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        origin.current = null;
        spaceSince.current = null;
        cancel();
        return;
      }
      if (event.key !== ' ' || event.repeat || spaceSince.current !== null) return;
      event.preventDefault();
      spaceSince.current = performance.now();
      setCharge(0);
      timer.current = requestAnimationFrame(tick);
    };
    const up = (event: KeyboardEvent) => {
      if (event.key !== ' ' || spaceSince.current === null) return;
      event.preventDefault();
      release(Math.min(1, (performance.now() - spaceSince.current) / 1000 / FULL_HOLD_S));
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      if (timer.current !== null) cancelAnimationFrame(timer.current);
    };
  }, [active, cancel, release, setCharge]);

  return onPressLever;
}
