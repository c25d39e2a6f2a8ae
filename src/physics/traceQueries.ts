import { FRAME_SCALE, FRAME_STRIDE, type VolleyTrace } from './traceTypes';
import type { Quat, Vec3 } from './vec';

/** A body's sampled state decoded from a frame. */
export interface BodySample {
  step: number;
  position: Vec3;
  rotation: Quat;
  /** cm/s */
  speed: number;
  /** rad/s */
  spin: number;
}

/** Index of the last frame at or before `step` (frames are sorted by step). */
export function frameIndexAt(trace: VolleyTrace, step: number): number {
  let low = 0;
  let high = trace.frames.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((trace.frames[middle]?.[0] ?? 0) <= step) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Body `body`'s state in frame `frame`. */
export function bodySample(trace: VolleyTrace, frame: number, body: number): BodySample {
  const row = trace.frames[frame] ?? [];
  const at = (k: number) => row[1 + body * FRAME_STRIDE + k] ?? 0;
  const { position: P, rotation: Q, speed: S, spin: W } = FRAME_SCALE;
  return {
    step: row[0] ?? 0,
    position: [at(0) / P, at(1) / P, at(2) / P],
    rotation: [at(3) / Q, at(4) / Q, at(5) / Q, at(6) / Q],
    speed: at(7) / S,
    spin: at(8) / W,
  };
}

/** Body `body`'s state at the last frame at or before `step`. */
export function bodyAt(trace: VolleyTrace, body: number, step: number): BodySample {
  return bodySample(trace, frameIndexAt(trace, step), body);
}

/** Whether every frame from `fromStep` to `toStep` shows the body under both speed and spin. */
export function stillThrough(
  trace: VolleyTrace,
  body: number,
  fromStep: number,
  toStep: number,
  speed: number,
  spin: number,
): boolean {
  if (fromStep < 0) return false;
  const base = 1 + body * FRAME_STRIDE;
  const maxSpeed = speed * FRAME_SCALE.speed;
  const maxSpin = spin * FRAME_SCALE.spin;
  for (let k = frameIndexAt(trace, fromStep); k < trace.frames.length; k++) {
    const row = trace.frames[k] as number[];
    const at = row[0] ?? 0;
    if (at > toStep) break;
    if (at >= fromStep && ((row[base + 7] ?? 0) >= maxSpeed || (row[base + 8] ?? 0) >= maxSpin)) return false;
  }
  return true;
}

/** A touch seen from one collider: the other collider and the normal's up part pointing from it to this one. */
export interface TouchAt {
  other: number;
  ny: number;
}

/** The colliders touching `collider` at `step`. */
export function touchesAt(trace: VolleyTrace, collider: number, step: number): TouchAt[] {
  const found: TouchAt[] = [];
  for (const [a, b, from, to, ny] of trace.touches) {
    if (from > step || to < step) continue;
    if (a === collider) found.push({ other: b, ny });
    else if (b === collider) found.push({ other: a, ny: -ny });
  }
  return found;
}

/** The collider of each cube or captain body (−1 for the lever). */
export function bodyColliders(trace: VolleyTrace): number[] {
  const result = trace.bodies.map(() => -1);
  trace.colliders.forEach((owner, index) => {
    if (owner.kind === 'cube' || owner.kind === 'captain') result[owner.body] = index;
  });
  return result;
}

/** The step the volley is judged at: its end, or the time cap if that comes first (P5). */
export function judgedStep(trace: VolleyTrace, timeCap: number): number {
  return Math.min(trace.steps, Math.round(timeCap / trace.dt));
}
