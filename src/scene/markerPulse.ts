/** One pulse of the glowing spaces, s: slow enough to read as a glow, not a blink. */
export const PULSE_S = 1.6;
/** The glow's opacity at rest (reduced motion) and at the bottom and top of a pulse. */
export const GLOW = { steady: 0.65, low: 0.4, high: 0.85 } as const;
/** Frames a second the pulse asks for when the table draws only on change (fast graphics). */
export const PULSE_FPS_ON_DEMAND = 8;

/** The glow's opacity `seconds` into the pulse: eased up and down between its low and its high. */
export function pulseOpacity(seconds: number): number {
  const wave = 0.5 - 0.5 * Math.cos((2 * Math.PI * seconds) / PULSE_S);
  return GLOW.low + (GLOW.high - GLOW.low) * wave;
}
