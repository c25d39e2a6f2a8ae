import { simulateScene } from './simulateVolley';
import type { Launch, VolleyTrace } from './traceTypes';
import type { Quat, Vec3 } from './vec';
import type { VolleyInput } from './volleyInput';

/** A cube as the hand let it go in the live table: where it was and how it moved (world, cm, s). */
export interface HandRelease {
  position: Vec3;
  rotation: Quat;
  velocity: Vec3;
  spin: Vec3;
}

/** The launch of one cube let go by hand: placed at its release pose, moving as it was. */
export function handLaunch(release: HandRelease): Extract<Launch, { kind: 'thrown' }> {
  return {
    kind: 'thrown',
    cubes: [
      {
        position: release.position,
        velocity: release.velocity,
        rotation: release.rotation,
        spin: release.spin,
      },
    ],
  };
}

/**
 * Records a hand drop or throw as a trace in the headless world: the same table (`input`, the
 * lever left at rest and empty), the cube started where the hand let it go. The live table only
 * shows the throw; this trace is what `scoreVolley` judges, so it repeats byte for byte.
 */
export function simulateHandThrow(input: VolleyInput, release: HandRelease): VolleyTrace {
  return simulateScene({ ...input, strike: { strength: 0 } }, handLaunch(release));
}
