import { CUBE_SLOTS } from './leverSpec';
import type { Pose } from './pieceSpecs';
import { createPrng } from './prng';
import type { Launch } from './traceTypes';
import { mulQuat, toWorld, type Vec3, yawQuat } from './vec';

/** Largest sideways jitter of a cube in the cup, cm. */
const CUBE_JITTER_CM = 0.02;
/** Largest yaw jitter of a cube in the cup, radians. */
const CUBE_YAW_JITTER = 0.04;
/** Lift of a cube above the cup floor when placed (settles before the strike), cm. */
const CUBE_LIFT_CM = 0.005;

export interface CubeStart {
  pose: Pose;
  velocity: Vec3;
  spin: Vec3;
}

/** Where the cubes start: in the cup with seeded jitter, or as thrown. */
export function cubeLaunchPoses(seed: number, lever: Pose, launch: Launch): CubeStart[] {
  switch (launch.kind) {
    case 'lever': {
      const prng = createPrng(seed);
      return CUBE_SLOTS.map((slot) => {
        const local: Vec3 = [
          slot[0] + prng.range(-CUBE_JITTER_CM, CUBE_JITTER_CM),
          slot[1] + CUBE_LIFT_CM,
          slot[2] + prng.range(-CUBE_JITTER_CM, CUBE_JITTER_CM),
        ];
        const yaw = prng.range(-CUBE_YAW_JITTER, CUBE_YAW_JITTER);
        return {
          pose: {
            position: toWorld(lever.position, lever.rotation, local),
            rotation: mulQuat(lever.rotation, yawQuat(yaw)),
          },
          velocity: [0, 0, 0],
          spin: [0, 0, 0],
        };
      });
    }
    case 'thrown':
      return launch.cubes.map((cube) => ({
        pose: { position: cube.position, rotation: cube.rotation ?? [0, 0, 0, 1] },
        velocity: cube.velocity,
        spin: cube.spin ?? [0, 0, 0],
      }));
    default: {
      const never: never = launch;
      return never;
    }
  }
}
