import { useEffect, useLayoutEffect, useRef } from 'react';
import { release } from './flickGesture';
import { typingInto } from './useFlick';

/** The strength a key steps by: [ and ] a twentieth, { and } (Shift) a hundredth. */
const STRENGTH_KEYS: Readonly<Record<string, number>> = { '[': -0.05, ']': 0.05, '{': -0.01, '}': 0.01 };

/**
 * The lever by keys without a hold (for a player who cannot time one, or cannot see the meter): [ and ]
 * step the charge, Enter strikes at it, as a release would (a charge of nothing cancels). The charge
 * goes to `onCharge` as the pull's does, so the meter (and the aids' chances) follow it. Idle unless
 * `active`.
 */
export function useStrengthKeys(
  active: boolean,
  onCharge: (charge: number | null) => void,
  fire: (strength: number) => void,
): void {
  const handlers = useRef({ onCharge, fire });
  useLayoutEffect(() => {
    handlers.current = { onCharge, fire };
  });
  useEffect(() => {
    if (!active) return;
    let keyed: number | null = null;
    const down = (event: KeyboardEvent) => {
      if (typingInto(event.target)) return;
      const step = STRENGTH_KEYS[event.key];
      if (step !== undefined) {
        event.preventDefault();
        // to a hundredth, so a stepped strength reads exactly
        keyed = Math.min(1, Math.max(0, Math.round(((keyed ?? 0) + step) * 100) / 100));
        handlers.current.onCharge(keyed);
      } else if (event.key === 'Enter' && keyed !== null) {
        event.preventDefault();
        const outcome = release(keyed);
        keyed = null;
        handlers.current.onCharge(null);
        if (outcome.kind === 'fire') handlers.current.fire(outcome.strength);
      } else if (event.key === 'Escape' || event.key === ' ') keyed = null;
    };
    window.addEventListener('keydown', down);
    return () => window.removeEventListener('keydown', down);
  }, [active]);
}
