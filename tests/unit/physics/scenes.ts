import type { Launch, OtherPiece, Vec3, VolleyInput, VolleyTrace } from '../../../src/physics';
import { simulateScene } from '../../../src/physics';
import { FREE_DECK } from '../../../src/physics/shipSpec';

/** A far-off Kraken fires nothing (its lever stays empty); the scene's cubes are placed and thrown. */
export const FAR_KRAKEN: VolleyInput['firing'] = {
  kind: 'kraken',
  id: 'kraken',
  x: -25,
  z: 18,
  yaw: Math.PI,
};

/** The blue ship at the origin, facing +x: an opponent's target. */
export function blueShip(captainStanding: boolean, isTarget = true): OtherPiece {
  return { kind: 'ship', id: 'blue', x: 0, z: 0, yaw: 0, isTarget, captainStanding };
}

export interface ThrownCube {
  position: Vec3;
  velocity?: Vec3;
}

/** Simulates a small scene: the given pieces and one or more thrown cubes. */
export function throwCubes(
  cubes: ThrownCube[],
  others: OtherPiece[] = [blueShip(false)],
  firing: VolleyInput['firing'] = FAR_KRAKEN,
): VolleyTrace {
  const input: VolleyInput = { firing, others, strike: { strength: 0 }, seed: 1 };
  const launch: Launch = {
    kind: 'thrown',
    cubes: cubes.map((cube) => ({ position: cube.position, velocity: cube.velocity ?? [0, 0, 0] })),
  };
  return simulateScene(input, launch);
}

/** Contact records between cube 0 and any part of `piece`. */
export function cubeContactsWith(trace: VolleyTrace, piece: string) {
  return trace.contacts.filter(([, a, b]) => {
    const cube = trace.colliders[a];
    const other = trace.colliders[b];
    return cube?.kind === 'cube' && other?.kind === 'piece' && other.piece === piece;
  });
}

/** The middle of a ship's free deck (between the stern castle and the lever's cup), ship-local x/z, cm. */
export const DECK_SPOT = { x: (FREE_DECK.minX + FREE_DECK.maxX) / 2, z: 0.5 };
