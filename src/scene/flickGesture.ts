/** The flick's arithmetic: a pull or a held Space gives a strength, and a release near zero cancels. */

/** Pixels of pull for full strength. */
export const FULL_PULL_PX = 220;
/** Seconds of holding Space for full strength. */
export const FULL_HOLD_S = 1.4;
/** Under this strength a release cancels: pulling back to zero means "never mind". */
export const CANCEL_BELOW = 0.03;

/** Strength of a pull from where the press began, 0–1. */
export function pullStrength(from: { x: number; y: number }, to: { x: number; y: number }): number {
  return Math.min(1, Math.hypot(to.x - from.x, to.y - from.y) / FULL_PULL_PX);
}

/** Strength after holding Space this many milliseconds, 0–1. */
export function holdStrength(heldMs: number): number {
  return Math.min(1, Math.max(0, heldMs) / 1000 / FULL_HOLD_S);
}

export type Release = { kind: 'fire'; strength: number } | { kind: 'cancel' };

/** What letting go does: fire at the strength reached, or cancel when it is next to nothing. */
export function release(strength: number): Release {
  return strength < CANCEL_BELOW ? { kind: 'cancel' } : { kind: 'fire', strength };
}
