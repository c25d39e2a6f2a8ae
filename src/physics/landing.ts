import { SPACE_CM } from './boardSpec';
import { bodyAt, bodyColliders } from './traceQueries';
import type { VolleyTrace } from './traceTypes';

/** Where a cube first came down after leaving the cup, and where it ended, from the firer's centre. */
export interface CubeLanding {
  cube: number;
  /** Step of its first touch with anything but the lever, the firer's post or another cube; null if none. */
  step: number | null;
  /** Horizontal distance at that touch, in spaces (√3·R); null if none. */
  spaces: number | null;
  /** Horizontal distance where it ended, in spaces (off the table: where it was last seen). */
  finalSpaces: number;
  /** Where on the table it first came down (x, z in cm), or else where it ended: the aim preview's marker. */
  point: { x: number; z: number };
}

/** The cubes' landing points (the calibration's measure of strength). */
export function cubeLandings(trace: VolleyTrace): CubeLanding[] {
  const { x, z } = trace.input.firing;
  const colliders = bodyColliders(trace);
  const distance = (body: number, step: number) => {
    const [px, , pz] = bodyAt(trace, body, step).position;
    return Math.round((Math.hypot(px - x, pz - z) / SPACE_CM) * 1000) / 1000;
  };
  const pointAt = (body: number, step: number) => {
    const [px, , pz] = bodyAt(trace, body, step).position;
    return { x: px, z: pz };
  };
  const landings: CubeLanding[] = [];
  trace.bodies.forEach((body, index) => {
    if (body.kind !== 'cube') return;
    const collider = colliders[index];
    const first = trace.touches.find(([a, b]) => {
      if (a !== collider && b !== collider) return false;
      const owner = trace.colliders[a === collider ? b : a];
      if (!owner || owner.kind === 'lever' || owner.kind === 'cube') return false;
      return !(owner.kind === 'piece' && owner.piece === trace.input.firing.id && owner.part === 'post');
    });
    const step = first ? first[2] : null;
    landings.push({
      cube: body.cube,
      step,
      spaces: step === null ? null : distance(index, step),
      finalSpaces: distance(index, trace.steps),
      point: pointAt(index, step ?? trace.steps),
    });
  });
  return landings;
}
