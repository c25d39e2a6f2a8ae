import type { GameMap, Terrain } from './gameMap';
import type { PiecePose } from './gameState';
import { FACINGS, hexCenter, hexDistance, neighborOf } from './hex';
import type { Facing, HexKey, IslandLetter, ShipId } from './ids';
import type { TableState } from './tableState';

/**
 * Where things stand, as players say it: by the nearest landmark and a compass direction, and what
 * lies on each side of a space. Pure geometry over the map and the state, asked once per state by the
 * store (`selectBoardPlaces`); the words are formed in the interface.
 */

/** Eight compass points, counter-clockwise from east; north is the far side of the board as drawn. */
export const COMPASS_POINTS = [
  'east',
  'north-east',
  'north',
  'north-west',
  'west',
  'south-west',
  'south',
  'south-east',
] as const;
export type Compass = (typeof COMPASS_POINTS)[number];

/** Something fixed on the board that a space can be named after. */
export type Landmark =
  | { kind: 'island'; island: IslandLetter }
  | { kind: 'home'; ship: ShipId }
  | { kind: 'tower' };

/** A space told by its nearest landmark: `steps` away (1 = beside it), lying to `direction` of it. */
export interface Place {
  landmark: Landmark;
  steps: number;
  direction: Compass;
}

/** The landmark a space's terrain is, or null for the sea. */
export function landmarkOf(terrain: Terrain | undefined): Landmark | null {
  switch (terrain?.kind) {
    case 'island':
      return { kind: 'island', island: terrain.island };
    case 'home':
      return { kind: 'home', ship: terrain.ship };
    case 'tower':
      return { kind: 'tower' };
    case 'sea':
    case undefined:
      return null;
    default: {
      const never: never = terrain;
      throw new Error(`unknown terrain ${String(never)}`);
    }
  }
}

/** When two landmarks are equally near, an island is named before a home island, a home before the tower. */
export const LANDMARK_RANK: Record<Landmark['kind'], number> = { island: 0, home: 1, tower: 2 };

/** The compass point nearest to the direction from `from` to `to` (honeycomb's y grows southward). */
export function compassBetween(from: HexKey, to: HexKey): Compass {
  const a = hexCenter(from);
  const b = hexCenter(to);
  return compassOfStep(b.x - a.x, b.y - a.y);
}

/** The compass point nearest to a step `east` across and `south` down the board as drawn. */
export function compassOfStep(east: number, south: number): Compass {
  const angle = Math.atan2(-south, east);
  return COMPASS_POINTS[(Math.round(angle / (Math.PI / 4)) + 8) % 8] ?? 'east';
}

/** The compass point a facing points to (facing f is f·60° from east, so 1 is north-east). */
export function compassOfFacing(facing: Facing): Compass {
  const points: readonly Compass[] = ['east', 'north-east', 'north-west', 'west', 'south-west', 'south-east'];
  return points[facing] ?? 'east';
}

const places = new WeakMap<GameMap, Map<HexKey, Place | null>>();

/**
 * The nearest landmark of a space and the side of it the space lies on; null on a map without
 * landmarks. A landmark space itself is named by its nearest other landmark.
 */
export function placeOf(map: GameMap, hex: HexKey): Place | null {
  let known = places.get(map);
  if (!known) {
    known = new Map();
    places.set(map, known);
  }
  const cached = known.get(hex);
  if (cached !== undefined) return cached;
  let best: { key: HexKey; landmark: Landmark; steps: number } | null = null;
  for (const key of Object.keys(map.terrain) as HexKey[]) {
    const landmark = key === hex ? null : landmarkOf(map.terrain[key]);
    if (!landmark) continue;
    const steps = hexDistance(key, hex);
    if (
      !best ||
      steps < best.steps ||
      (steps === best.steps && LANDMARK_RANK[landmark.kind] < LANDMARK_RANK[best.landmark.kind])
    )
      best = { key, landmark, steps };
  }
  const place = best
    ? { landmark: best.landmark, steps: best.steps, direction: compassBetween(best.key, hex) }
    : null;
  known.set(hex, place);
  return place;
}

/** What lies one step from a space on one side. */
export type Neighbour =
  | { kind: 'sea' }
  | { kind: 'edge' }
  | { kind: 'land'; landmark: Landmark }
  | { kind: 'ship'; ship: ShipId }
  | { kind: 'kraken' };

export interface Side {
  facing: Facing;
  direction: Compass;
  hex: HexKey;
  what: Neighbour;
}

/** The six sides of a space with what stands on each (pieces before the sea they stand on). */
export function neighboursOf(state: TableState, map: GameMap, hex: HexKey): Side[] {
  const shipAt = new Map<HexKey, ShipId>();
  for (const [ship, pose] of Object.entries(state.ships) as [ShipId, PiecePose][]) shipAt.set(pose.hex, ship);
  return FACINGS.map((facing) => {
    const next = neighborOf(hex, facing);
    const terrain = map.terrain[next];
    const ship = shipAt.get(next);
    const landmark = landmarkOf(terrain);
    const what: Neighbour = ship
      ? { kind: 'ship', ship }
      : state.kraken?.hex === next
        ? { kind: 'kraken' }
        : landmark
          ? { kind: 'land', landmark }
          : terrain
            ? { kind: 'sea' }
            : { kind: 'edge' };
    return { facing, direction: compassOfFacing(facing), hex: next, what };
  });
}
