import { useDrag } from '@use-gesture/react';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { holdStrength, pullStrength, release } from './flickGesture';
import { installGestureGuard, onSecondFinger, touchSession } from './gestureGuard';
import type { LeverBinding } from './LeverAim';
import { stayedAlone } from './touchSession';

/** Whether a key press belongs to a text field or control that Space would otherwise operate. */
export function typingInto(target: EventTarget | null): boolean {
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
 * strength, release to strike; pulling back to nothing cancels. The pull is a one-finger drag through
 * @use-gesture: a pull that begins while another finger is down never starts, and a second finger
 * landing during one cancels it (no shot spent). Keyboard: hold Space to charge (when no control has
 * focus), release to fire; Esc cancels (and `onEscape` runs, e.g. to stop aiming).
 * The charge goes to `onCharge` each frame (null: not charging). The handlers are read at the moment
 * they are needed, so new handler identities never restart a gesture in progress (the Space hold's
 * frame loop lives as long as `active`).
 */
export function useFlick(
  active: boolean,
  onCharge: (charge: number | null) => void,
  fire: (strength: number) => void,
  onEscape?: () => void,
): () => LeverBinding {
  const handlers = useRef<FlickHandlers>({ onCharge, fire, onEscape });
  useLayoutEffect(() => {
    handlers.current = { onCharge, fire, onEscape };
  });
  useEffect(installGestureGuard, []);
  /** The pull in progress: the touch session it began in, and how to stop hearing of second fingers. */
  const pull = useRef<{ session: number; stop: () => void } | null>(null);
  const spaceSince = useRef<number | null>(null);
  const timer = useRef<number | null>(null);

  const finish = useCallback((strength: number) => {
    pull.current?.stop();
    pull.current = null;
    spaceSince.current = null;
    if (timer.current !== null) cancelAnimationFrame(timer.current);
    timer.current = null;
    const outcome = release(strength);
    handlers.current.onCharge(null);
    if (outcome.kind === 'fire') handlers.current.fire(outcome.strength);
  }, []);

  /** The pull is dropped without a shot (a second finger, Esc, the lever going away). */
  const abandon = useCallback(() => {
    if (!pull.current) return;
    pull.current.stop();
    pull.current = null;
    handlers.current.onCharge(null);
  }, []);

  const bind = useDrag(
    ({ first, last, movement, event }) => {
      if (first) {
        const session = touchSession();
        // a finger that lands on the lever during a pinch or twist pulls nothing
        if (session.multi) return;
        pull.current = { session: session.id, stop: onSecondFinger(abandon) };
        handlers.current.onCharge(0);
      }
      const current = pull.current;
      if (!current) return;
      const strength = pullStrength({ x: 0, y: 0 }, { x: movement[0], y: movement[1] });
      if (!last) {
        handlers.current.onCharge(strength);
        return;
      }
      const alone = stayedAlone(current.session, touchSession()) && event.type !== 'pointercancel';
      finish(alone ? strength : 0);
    },
    { enabled: active, pointer: { capture: false, keys: false } },
  );

  // the lever put away mid-pull (aiming cancelled, the volley struck elsewhere) drops the pull
  useEffect(() => {
    if (!active) abandon();
  }, [active, abandon]);

  useEffect(() => {
    if (!active) return;
    const tick = () => {
      if (spaceSince.current === null) return;
      handlers.current.onCharge(holdStrength(performance.now() - spaceSince.current));
      timer.current = requestAnimationFrame(tick);
    };
    const down = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        abandon();
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
  }, [active, finish, abandon]);

  return () => {
    const { onPointerDown } = bind();
    return {
      onPointerDown: (event) => {
        if (!active) return;
        // the press is the lever's alone: no text selection, and the camera does not move under it
        event.preventDefault();
        event.stopPropagation();
        onPointerDown?.(event as never);
      },
    };
  };
}
