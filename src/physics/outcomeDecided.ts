import type { BodySampler } from './bodySampler';
import type { BuiltWorld } from './buildWorld';
import type { ContactRecorder } from './contactRecorder';
import { CUBE_PART, CUBE_SIZE_CM } from './cubeSpec';
import type { SimConstants } from './simConstants';
import type { Thresholds } from './thresholds';

/** Cube mass, g. */
const CUBE_MASS = CUBE_SIZE_CM ** 3 * CUBE_PART.material.density;

/**
 * Whether the outcome can no longer change, for a sampled volley to stop early: every cube is off
 * the table, or lies on the sea or an island too slowly for any collision to reach the hit impulse
 * (half of hitImpulse / (m·(1+e)), counting the spin of its corners), or has been still through the
 * scoring's settle time; and every standing captain is off the table, on the sea, or asleep. Nothing
 * then moves that could score, so judging the volley now gives what judging it at rest would
 * (the scoring reads only the trace so far).
 */
export function outcomeDecided(
  built: BuiltWorld,
  sampler: BodySampler,
  contacts: ContactRecorder,
  thresholds: Thresholds,
  c: SimConstants,
): (step: number) => boolean {
  const safeSpeed = (0.5 * thresholds.hitImpulse) / (CUBE_MASS * (1 + CUBE_PART.material.restitution));
  const corner = (Math.sqrt(3) / 2) * CUBE_SIZE_CM;
  const settleSteps = Math.ceil(thresholds.settleTime / c.dt) + c.sampleEvery;
  const bodies = built.bodies.map((body, index) => ({
    kind: body.kind,
    index,
    collider: built.tracked[index]?.collider ?? -1,
  }));
  return (step) => {
    for (const { kind, index, collider } of bodies) {
      if (kind === 'lever' || sampler.state(index) === 'gone') continue;
      const { speed, spin, asleep } = sampler.motion(index);
      if (kind === 'captain') {
        if (asleep || contacts.touchesFlat(collider, step)) continue;
        return false;
      }
      if (sampler.stillFor(index) >= settleSteps) continue;
      if (contacts.touchesFlat(collider, step) && speed + spin * corner < safeSpeed) continue;
      return false;
    }
    return true;
  };
}
