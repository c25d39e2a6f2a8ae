import type { Vec3 } from '../physics/vec';

/** A pointer position on the carry plane (world, cm) at a time (ms). */
export interface PointerSample {
  t: number;
  x: number;
  y: number;
  z: number;
}

/**
 * The horizontal velocity a hand gives what it lets go at `now` (cm/s): the pointer's movement over
 * the last `windowMs`, capped at `maxSpeed`. A pointer that stood still over the window drops, not throws.
 */
export function pointerVelocity(
  samples: readonly PointerSample[],
  now: number,
  windowMs: number,
  maxSpeed: number,
): Vec3 {
  const recent = samples.filter((s) => s.t >= now - windowMs);
  const first = recent[0];
  const last = recent.at(-1);
  if (!first || !last || last.t - first.t < 8) return [0, 0, 0];
  const dt = (last.t - first.t) / 1000;
  const vx = (last.x - first.x) / dt;
  const vz = (last.z - first.z) / dt;
  const speed = Math.hypot(vx, vz);
  const scale = speed > maxSpeed ? maxSpeed / speed : 1;
  return [vx * scale, 0, vz * scale];
}
