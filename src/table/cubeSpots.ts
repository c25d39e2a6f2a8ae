import {
  type Compass,
  compassOfStep,
  type GameMap,
  LANDMARK_RANK,
  type Landmark,
  landmarkOf,
} from '../engine';
import type { HexKey } from '../engine/ids';
import { hexWorld } from '../physics/boardLayout';
import { HEX_RADIUS_CM, SPACE_CM } from '../physics/boardSpec';
import type { VolleyScore } from '../physics/scoreTypes';
import { bodyAt, bodyColliders, touchesAt } from '../physics/traceQueries';
import type { VolleyTrace } from '../physics/traceTypes';

/** The nearest landmark of a point at sea, how far (whole spaces, at least 1) and on which side of it. */
export interface SeaMark {
  landmark: Landmark;
  spaces: number;
  direction: Compass;
}

/**
 * Where one cube lies when the volley is judged, as a player would look for it: on a piece (a ship by
 * its id, the Kraken, the tower), on land, in the sea by the nearest landmark, or off the board.
 */
export type CubeSpot =
  | { kind: 'piece'; piece: string }
  | { kind: 'land'; landmark: Landmark }
  /** near: null on a board without landmarks (the sandbox's empty sea), told by its space instead. */
  | { kind: 'sea'; hex: HexKey; near: SeaMark | null }
  /** On the board's printed margin, beyond its last spaces. */
  | { kind: 'edge' }
  | { kind: 'offBoard' }
  | { kind: 'rolling' };

/** The landmark space nearest a point, in whole spaces; ties (within a tenth of a space) go by LANDMARK_RANK. */
function seaMark(map: GameMap, point: { x: number; z: number }): SeaMark | null {
  let best: { centre: { x: number; z: number }; landmark: Landmark; distance: number } | null = null;
  for (const hex of Object.keys(map.terrain) as HexKey[]) {
    const landmark = landmarkOf(map.terrain[hex]);
    if (!landmark) continue;
    const centre = hexWorld(map, hex);
    const distance = Math.hypot(point.x - centre.x, point.z - centre.z) / SPACE_CM;
    const nearer =
      !best ||
      distance < best.distance - 0.1 ||
      (distance < best.distance + 0.1 && LANDMARK_RANK[landmark.kind] < LANDMARK_RANK[best.landmark.kind]);
    if (nearer) best = { centre, landmark, distance };
  }
  if (!best) return null;
  return {
    landmark: best.landmark,
    spaces: Math.max(1, Math.round(best.distance)),
    // world z grows toward the near side of the board, the south
    direction: compassOfStep(point.x - best.centre.x, point.z - best.centre.z),
  };
}

/** The space under a point, or null beyond the board's spaces. */
function spaceUnder(map: GameMap, point: { x: number; z: number }): HexKey | null {
  let best: HexKey | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const hex of Object.keys(map.terrain) as HexKey[]) {
    const centre = hexWorld(map, hex);
    const distance = Math.hypot(centre.x - point.x, centre.z - point.z);
    if (distance < bestDistance) {
      best = hex;
      bestDistance = distance;
    }
  }
  return bestDistance <= HEX_RADIUS_CM ? best : null;
}

/**
 * Where each cube of a volley lies at its judged step, from the trace and its score: a cube the score
 * has on a target is on it; one on another piece (the firer's own ship) is on that; the rest by where
 * they came down on the map. `landmarks` false names sea spaces by themselves (a board without islands).
 */
export function cubeSpots(
  trace: VolleyTrace,
  score: VolleyScore,
  map: GameMap,
  landmarks = true,
): CubeSpot[] {
  const colliders = bodyColliders(trace);
  return score.cubes.map((cube): CubeSpot => {
    const rest = cube.rest;
    switch (rest.kind) {
      case 'gone':
        return { kind: 'offBoard' };
      case 'target':
        return { kind: 'piece', piece: rest.piece };
      case 'moving':
        return { kind: 'rolling' };
      case 'other': {
        const on = touchesAt(trace, colliders[cube.cube] ?? -1, score.judgedStep)
          .map((touch) => trace.colliders[touch.other])
          .find((owner) => owner?.kind === 'piece' || owner?.kind === 'captain');
        if (on?.kind === 'piece') return { kind: 'piece', piece: on.piece };
        if (on?.kind === 'captain') return { kind: 'piece', piece: on.ship };
        break;
      }
      case 'board':
        break;
      default: {
        const never: never = rest;
        throw new Error(`unknown cube rest ${String(never)}`);
      }
    }
    const [x, , z] = bodyAt(trace, cube.cube, score.judgedStep).position;
    const hex = spaceUnder(map, { x, z });
    if (!hex) return { kind: 'edge' };
    const land = landmarks ? landmarkOf(map.terrain[hex]) : null;
    if (land) return { kind: 'land', landmark: land };
    return { kind: 'sea', hex, near: landmarks ? seaMark(map, { x, z }) : null };
  });
}
