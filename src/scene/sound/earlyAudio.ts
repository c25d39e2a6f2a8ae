const GESTURES = ['pointerdown', 'keydown', 'touchend'] as const;

let early: AudioContext | null = null;

function make(): void {
  for (const type of GESTURES) window.removeEventListener(type, make, { capture: true });
  if (!early && typeof AudioContext !== 'undefined') early = new AudioContext();
}

/**
 * Makes the visit's audio context at its first tap, click or key (browsers start audio only from a
 * gesture), before the sound board's code has loaded: making one takes a slow phone a moment, and made
 * by the sound board at Set sail it delayed the table. Small enough for the home page to carry.
 */
export function makeAudioAtFirstGesture(): void {
  if (typeof window === 'undefined') return;
  for (const type of GESTURES) window.addEventListener(type, make, { capture: true, passive: true });
}

/** The context made at the first gesture, handed over once (null if none was made). */
export function takeEarlyAudio(): AudioContext | null {
  const context = early;
  early = null;
  return context;
}
