import { CUBE_SIZE_CM } from './cubeSpec';
import { createPrng } from './prng';
import type { CubeScore } from './scoreTypes';
import { scoreVolley } from './scoreVolley';
import { DECK_TOP_CM, SHIP_BOW_X_CM, SHIP_HALF_BEAM_CM, STERN_FRONT_X_CM } from './shipSpec';
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
  /** Per drop: height of the cube's lowest point over the deck (cm) and where it ended. */
  drops: { height: number; award: CubeScore['award']; rest: CubeScore['rest']['kind'] }[];
}

/** `count` cubes in random orientations let go at rest from `minCm`–`maxCm` over random points of the deck. */
export function randomDeckDrops(seed: number, count: number, minCm: number, maxCm: number): DropFigure {
  const prng = createPrng(seed);
  const drops: DropFigure['drops'] = [];
  for (let i = 0; i < count; i++) {
    const x = prng.range(STERN_FRONT_X_CM, SHIP_BOW_X_CM);
    const z = prng.range(-SHIP_HALF_BEAM_CM, SHIP_HALF_BEAM_CM);
    const height = prng.range(minCm, maxCm);
    const rotation = randomRotation(prng.next(), prng.next(), prng.next());
    // the centre sits a half-diagonal above the lowest corner whatever the rotation
    const score = deckDrop([x, DECK_TOP_CM + height + (Math.sqrt(3) / 2) * CUBE_SIZE_CM, z], rotation);
    drops.push({ height, award: score.award, rest: score.rest.kind });
  }
  return { dropped: count, landed: drops.filter((d) => d.award === 'landed').length, drops };
}
