import { Quaternion, Vector3 } from 'three';
import { FRAME_SCALE, FRAME_STRIDE, type VolleyTrace } from '../physics/traceTypes';

const fromQuat = new Quaternion();
const toQuat = new Quaternion();

/** Index of the last frame at or before `step` (frames are sorted by step). */
function frameAt(frames: readonly number[][], step: number): number {
  let low = 0;
  let high = frames.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((frames[middle]?.[0] ?? 0) <= step) low = middle;
    else high = middle - 1;
  }
  return low;
}

function readPose(frame: readonly number[], body: number, position: Vector3, rotation: Quaternion) {
  const base = 1 + body * FRAME_STRIDE;
  const p = FRAME_SCALE.position;
  const q = FRAME_SCALE.rotation;
  position.set((frame[base] ?? 0) / p, (frame[base + 1] ?? 0) / p, (frame[base + 2] ?? 0) / p);
  rotation.set(
    (frame[base + 3] ?? 0) / q,
    (frame[base + 4] ?? 0) / q,
    (frame[base + 5] ?? 0) / q,
    (frame[base + 6] ?? 1) / q,
  );
  rotation.normalize();
}

/** Seconds of simulated time the trace covers after the strike. */
export function traceDuration(trace: VolleyTrace): number {
  return trace.steps * trace.dt;
}

/**
 * The pose of body `body` at `seconds` after the strike, interpolated between the sampled frames
 * (the same frames the scoring reads), written into `position` and `rotation`.
 */
export function tracePose(
  trace: VolleyTrace,
  body: number,
  seconds: number,
  position: Vector3,
  rotation: Quaternion,
) {
  const step = Math.max(0, seconds / trace.dt);
  const index = frameAt(trace.frames, step);
  const from = trace.frames[index];
  const to = trace.frames[Math.min(index + 1, trace.frames.length - 1)];
  if (!from || !to) return;
  readPose(from, body, position, fromQuat);
  const span = (to[0] ?? 0) - (from[0] ?? 0);
  if (span <= 0) {
    rotation.copy(fromQuat);
    return;
  }
  const t = Math.min(1, (step - (from[0] ?? 0)) / span);
  const next = new Vector3();
  readPose(to, body, next, toQuat);
  position.lerp(next, t);
  rotation.copy(fromQuat).slerp(toQuat, t);
}
