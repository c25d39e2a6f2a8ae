import { CUBE_SIZE_CM } from './cubeSpec';
import { createPrng } from './prng';
import type { CubeScore } from './scoreTypes';
import { scoreVolley } from './scoreVolley';
import {
  DECK_TOP_CM,
  SHIP_BOW_X_CM,
  SHIP_HALF_BEAM_CM,
  SHIP_STERN_X_CM,
  STERN_FRONT_X_CM,
  STERN_TOP_CM,
} from './shipSpec';
import { simulateScene } from './simulateVolley';
import type { Quat, Vec3 } from './vec';
import type { VolleyInput } from './volleyInput';

/** A target ship at the origin facing +x, its captain down; a far-off Kraken fires nothing. */
const DROP_SCENE: VolleyInput = {
  firing: { kind: 'kraken', id: 'kraken', x: -25, z: 18, yaw: Math.PI },
  others: [{ kind: 'ship', id: 'blue', x: 0, z: 0, yaw: 0, isTarget: true, captainStanding: false }],
  strike: { strength: 0 },
  seed: 1,
};

/** One cube let go at rest at a point (ship-local = world here), scored with the default thresholds. */
export function deckDrop(position: Vec3, rotation: Quat = [0, 0, 0, 1]): CubeScore {
  const trace = simulateScene(DROP_SCENE, {
    kind: 'thrown',
    cubes: [{ position, velocity: [0, 0, 0], rotation }],
  });
  return scoreVolley(trace).cubes[0] as CubeScore;
}

/** A uniformly random rotation (Shoemake's method) from three uniforms in [0, 1). */
function randomRotation(u1: number, u2: number, u3: number): Quat {
  const a = Math.sqrt(1 - u1);
  const b = Math.sqrt(u1);
  return [
    a * Math.sin(2 * Math.PI * u2),
    a * Math.cos(2 * Math.PI * u2),
    b * Math.sin(2 * Math.PI * u3),
    b * Math.cos(2 * Math.PI * u3),
  ];
}

/** Result of a batch of seeded drops over the whole deck (from the stern castle to the bow, rail to rail). */
export interface DropFigure {
  dropped: number;
  landed: number;
  /** Per drop: where it was let go (ship-local x, z, cm), its lowest point's height over the part below (cm) and where it ended. */
  drops: {
    x: number;
    z: number;
    height: number;
    award: CubeScore['award'];
    rest: CubeScore['rest']['kind'];
  }[];
}

/**
 * Where drops fall: `planks`, between the stern castle and the bow (under the lever's cup too); `deck`,
 * every deck part from the stern end to the bow: the stern castle (heights over its top), the planks and
 * the lever's cup at rest over them.
 */
export type DropSpan = 'planks' | 'deck';

/** `count` cubes in random orientations let go at rest from `minCm`–`maxCm` over random points of the deck. */
export function randomDeckDrops(
  seed: number,
  count: number,
  minCm: number,
  maxCm: number,
  span: DropSpan = 'planks',
): DropFigure {
  const prng = createPrng(seed);
  const drops: DropFigure['drops'] = [];
  for (let i = 0; i < count; i++) {
    const x = prng.range(span === 'deck' ? SHIP_STERN_X_CM : STERN_FRONT_X_CM, SHIP_BOW_X_CM);
    const z = prng.range(-SHIP_HALF_BEAM_CM, SHIP_HALF_BEAM_CM);
    const height = prng.range(minCm, maxCm);
    const rotation = randomRotation(prng.next(), prng.next(), prng.next());
    const floor = x < STERN_FRONT_X_CM ? STERN_TOP_CM : DECK_TOP_CM;
    // the centre sits a half-diagonal above the lowest corner whatever the rotation
    const score = deckDrop([x, floor + height + (Math.sqrt(3) / 2) * CUBE_SIZE_CM, z], rotation);
    drops.push({ x, z, height, award: score.award, rest: score.rest.kind });
  }
  return { dropped: count, landed: drops.filter((d) => d.award === 'landed').length, drops };
}
