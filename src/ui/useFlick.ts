import {
  type PointerEvent as ReactPointerEvent,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react';
import { holdStrength, pullStrength, release } from './flickGesture';

/** Whether a key press belongs to a text field or control that Space would otherwise operate. */
function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.closest('input, textarea, select, button, [contenteditable="true"]') !== null;
}

interface FlickHandlers {
  onCharge: (charge: number | null) => void;
  fire: (strength: number) => void;
  onEscape?: (() => void) | undefined;
}

/**
 * The flick, in the game and the sandbox alike: press the lever's free end, pull back to set the
 * strength, release to strike; pulling back to nothing cancels. Keyboard: hold Space to charge (when no
 * control has focus), release to fire; Esc cancels (and `onEscape` runs, e.g. to stop aiming).
 * The charge goes to `onCharge` each frame (null: not charging). The handlers are read at the moment
 * they are needed, so new handler identities never restart a gesture in progress (the Space hold's
 * frame loop lives as long as `active`).
 */
export function useFlick(
  active: boolean,
  onCharge: (charge: number | null) => void,
  fire: (strength: number) => void,
  onEscape?: () => void,
) {
  const handlers = useRef<FlickHandlers>({ onCharge, fire, onEscape });
  useLayoutEffect(() => {
    handlers.current = { onCharge, fire, onEscape };
  });
  const origin = useRef<{ x: number; y: number } | null>(null);
  const spaceSince = useRef<number | null>(null);
  const timer = useRef<number | null>(null);

  const finish = useCallback((strength: number) => {
    origin.current = null;
    spaceSince.current = null;
    if (timer.current !== null) cancelAnimationFrame(timer.current);
    timer.current = null;
    const outcome = release(strength);
    handlers.current.onCharge(null);
    if (outcome.kind === 'fire') handlers.current.fire(outcome.strength);
  }, []);

  const onPressLever = useCallback(
    (event: ReactPointerEvent<HTMLButtonElement>) => {
      if (!active) return;
      event.preventDefault();
      const start = { x: event.clientX, y: event.clientY };
      origin.current = start;
      handlers.current.onCharge(0);
      const move = (moveEvent: PointerEvent) => {
        if (origin.current)
          handlers.current.onCharge(pullStrength(start, { x: moveEvent.clientX, y: moveEvent.clientY }));
      };
      const up = (upEvent: PointerEvent) => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        window.removeEventListener('pointercancel', up);
        if (!origin.current || upEvent.type === 'pointercancel') finish(0);
        else finish(pullStrength(start, { x: upEvent.clientX, y: upEvent.clientY }));
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
      window.addEventListener('pointercancel', up);
    },
    [active, finish],
  );

  useEffect(() => {
    if (!active) return;
    const tick = () => {
      if (spaceSince.current === null) return;
      handlers.current.onCharge(holdStrength(performance.now() - spaceSince.current));
      timer.current = requestAnimationFrame(tick);
    };
    const down = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        origin.current = null;
        spaceSince.current = null;
        handlers.current.onCharge(null);
        handlers.current.onEscape?.();
        return;
      }
      if (event.key !== ' ' || event.repeat || spaceSince.current !== null || typingInto(event.target))
        return;
      event.preventDefault();
      spaceSince.current = performance.now();
      handlers.current.onCharge(0);
      timer.current = requestAnimationFrame(tick);
    };
    const up = (event: KeyboardEvent) => {
      if (event.key !== ' ' || spaceSince.current === null) return;
      event.preventDefault();
      finish(holdStrength(performance.now() - spaceSince.current));
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      if (timer.current !== null) cancelAnimationFrame(timer.current);
      timer.current = null;
      spaceSince.current = null;
    };
  }, [active, finish]);

  return onPressLever;
}
