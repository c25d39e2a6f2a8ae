import { FACINGS, facingToward, type GameMap, hexDistance, standardMap } from '../engine';
import { type Facing, type HexKey, SHIP_IDS, type ShipId } from '../engine/ids';
import { boardExtent, facingYaw, hexWorld } from './boardLayout';
import type { PieceKind } from './pieceSpec';
import { createPrng, type Prng } from './prng';
import type { FiringPiece, OtherPiece, VolleyInput } from './volleyInput';

/** What a sweep scene may hold. */
export interface RandomVolleyOptions {
  /** The firing piece kind; random when absent. */
  source?: PieceKind;
  /** Range of strike strengths, default [0, 1]. */
  strength?: readonly [number, number];
  /** Range of the number of target pieces, default [1, 5]. */
  targets?: readonly [number, number];
  /** Range of target distances, in spaces (hex steps), default [2, 10]. */
  distance?: readonly [number, number];
  /** Largest angle off the firer's facing for a target, radians, default 50°. */
  spread?: number;
  /** Share of ships whose captain stands on the stern, default 0.65. */
  standing?: number;
  /** Most islands added as obstacles, default 3. */
  islands?: number;
}

/** A space of the map and where it stands in the world (cm). */
interface Space {
  key: HexKey;
  x: number;
  z: number;
}

/** The map every sweep scene is laid out on. */
const MAP: GameMap = standardMap;
const spaceOf = (key: HexKey): Space => ({ key, ...hexWorld(MAP, key) });
/** Where ships and the Kraken may stand, in the map's order (so draws depend on the seed only). */
const SEA: readonly Space[] = MAP.sea.map(spaceOf);
const TOWER: Space = spaceOf(MAP.tower);
/** Treasure and home island hexes: the obstacles a scene draws from. */
const ISLAND_SPACES: readonly Space[] = [
  ...Object.values(MAP.islands).flat(),
  ...Object.values(MAP.homes).flat(),
].map(spaceOf);
const BOARD = boardExtent(MAP);

/** Steps from a space to every sea space, by key; memoised per space (the map is fixed). */
const stepsFrom = (() => {
  const cache = new Map<HexKey, Map<HexKey, number>>();
  return (from: HexKey): Map<HexKey, number> => {
    let steps = cache.get(from);
    if (!steps) {
      steps = new Map(SEA.map((space) => [space.key, hexDistance(from, space.key)]));
      cache.set(from, steps);
    }
    return steps;
  };
})();

/** Angle between a piece's facing and the line to another space, radians (0 = dead ahead). */
function angleOff(from: Space, to: Space, yaw: number): number {
  const angle = Math.atan2(-(to.z - from.z), to.x - from.x) - yaw;
  return Math.abs(Math.atan2(Math.sin(angle), Math.cos(angle)));
}

/**
 * A random but reproducible volley for sweeps, laid out on the standard map as the game would:
 * a ship or the Kraken fires from a sea space, facing the tower give or take one facing; the tower
 * fires from its own hex in any facing. Ship and Kraken targets stand on free sea spaces in front
 * of the firer (2–10 steps, within the spread) when there are any, the tower on its hex; captains
 * stand or are down; some of the map's islands are obstacles; the strength is in the range.
 * Same seed, same input.
 */
export function randomVolleyInput(seed: number, options: RandomVolleyOptions = {}): VolleyInput {
  const prng = createPrng(seed);
  const source: PieceKind = options.source ?? prng.pick(['ship', 'kraken', 'tower'] as const);
  const [minStrength, maxStrength] = options.strength ?? [0, 1];
  const [minTargets, maxTargets] = options.targets ?? [1, 5];
  const [near, far] = options.distance ?? [2, 10];
  const spread = options.spread ?? (50 * Math.PI) / 180;
  const standing = options.standing ?? 0.65;
  const used = new Set<HexKey>();
  const free = (space: Space) => !used.has(space.key);

  const origin = source === 'tower' ? TOWER : prng.pick(SEA);
  used.add(origin.key);
  const facing =
    source === 'tower'
      ? prng.pick(FACINGS)
      : (((facingToward(origin.key, MAP.tower) + prng.int(-1, 1) + 6) % 6) as Facing);
  const yaw = facingYaw(facing);
  const steps = stepsFrom(origin.key);
  const stepsTo = (space: Space) => steps.get(space.key) ?? 0;
  const ships: ShipId[] = [...SHIP_IDS];
  const ownShip = ships.splice(prng.int(0, ships.length - 1), 1)[0] as ShipId;
  const firing: FiringPiece =
    source === 'ship'
      ? { kind: 'ship', id: ownShip, x: origin.x, z: origin.z, yaw }
      : { kind: source, id: source, x: origin.x, z: origin.z, yaw };

  const inFront = (space: Space) =>
    free(space) && stepsTo(space) >= near && stepsTo(space) <= far && angleOff(origin, space, yaw) <= spread;
  /** A free sea space, one that `prefer`s when there is any; null when the sea is full. */
  const place = (prefer: (space: Space) => boolean): Space | null => {
    const choices = SEA.filter(prefer);
    const pool = choices.length > 0 ? choices : SEA.filter(free);
    if (pool.length === 0) return null;
    const space = prng.pick(pool);
    used.add(space.key);
    return space;
  };
  const pose = (space: Space, p: Prng) => ({ x: space.x, z: space.z, yaw: facingYaw(p.pick(FACINGS)) });

  const others: OtherPiece[] = [];
  const kinds = ([...ships.map(() => 'ship'), 'kraken', 'tower'] as PieceKind[]).filter(
    (kind) => kind !== source || kind === 'ship',
  );
  const count = Math.min(kinds.length, prng.int(minTargets, maxTargets));
  for (let i = 0; i < count; i++) {
    const kind = kinds.splice(prng.int(0, kinds.length - 1), 1)[0] as PieceKind;
    if (kind === 'tower') {
      // The tower never leaves its hex: it is a target wherever the firer stands.
      others.push({ kind, id: kind, ...pose(TOWER, prng), isTarget: true });
      continue;
    }
    const space = place(inFront);
    if (!space) break;
    if (kind === 'ship') {
      const id = ships.shift() as ShipId;
      others.push({
        kind,
        id,
        ...pose(space, prng),
        isTarget: true,
        captainStanding: prng.next() < standing,
      });
    } else others.push({ kind, id: kind, ...pose(space, prng), isTarget: true });
  }
  if (source !== 'ship') {
    // The firer's own ship is on the board too, never a target (V2).
    const space = place((s) => free(s) && stepsTo(s) >= 2);
    if (space)
      others.push({
        kind: 'ship',
        id: ownShip,
        ...pose(space, prng),
        isTarget: false,
        captainStanding: prng.next() < standing,
      });
  }
  const islandPool = [...ISLAND_SPACES];
  const islandCount = Math.min(islandPool.length, prng.int(0, options.islands ?? 3));
  const islands: { x: number; z: number }[] = [];
  for (let i = 0; i < islandCount; i++) {
    const space = islandPool.splice(prng.int(0, islandPool.length - 1), 1)[0] as Space;
    islands.push({ x: space.x, z: space.z });
  }
  const strength = Math.round(prng.range(minStrength, maxStrength) * 1e6) / 1e6;
  return {
    firing,
    others,
    islands,
    strike: { strength },
    seed: (prng.next() * 2 ** 32) >>> 0,
    board: { ...BOARD },
  };
}
