/** A glide's shortest step at full pace (a turn in place; a space sailed takes a little more), ms. */
const STEP_MS = 380;
/**
 * The frames a step should be drawn in at the least, so that a move reads as a move, not a jump: one
 * more than three, as frames come unevenly (software rendering's were twice as slow in one move as in the last).
 */
const FRAMES_PER_STEP = 4;
/** However slow the frames, a glide takes at most this many times its full-pace time. */
const MOST_STRETCH = 6;

/**
 * How much longer than at full pace a glide takes when frames come `frameMs` apart (null: not yet
 * measured), so that each step is drawn in a few frames: 1 at 95 ms frames and quicker, about 2.6 at
 * 250 ms (software rendering), at most 6 (a space in 2.5 s at a frame a second). The clock still times the glide; it only lasts longer.
 */
export function glideStretch(frameMs: number | null): number {
  if (frameMs === null || !(frameMs > 0)) return 1;
  return Math.min(MOST_STRETCH, Math.max(1, (FRAMES_PER_STEP * frameMs) / STEP_MS));
}
