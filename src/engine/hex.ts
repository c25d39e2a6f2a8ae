/**
 * Hex helpers: the only engine file (with the map builder) that touches honeycomb-grid.
 * Pointy-top hexes of circumradius 1 keyed by axial `"q,r"`; facing f points at f·60°, counter-clockwise
 * seen from above, 0 = east. Honeycomb's screen y grows downward, so facing 1 (NE) has the smaller y.
 */
import {
  Direction,
  defineHex,
  distance,
  hexToOffset,
  neighborOf as honeycombNeighborOf,
  Orientation,
  offsetToCube,
} from 'honeycomb-grid';
import type { TurnDirection } from './action';
import type { Facing, HexKey } from './ids';

/** Pointy-top, circumradius 1, odd rows shifted left by half a hex (honeycomb offset 1). */
const BoardHex = defineHex({ dimensions: 1, orientation: Orientation.POINTY, offset: 1 });
const SETTINGS = BoardHex.settings;

/** The six facings, in counter-clockwise order from east. */
export const FACINGS: readonly Facing[] = [0, 1, 2, 3, 4, 5];

/** Honeycomb's compass name for each facing (pointy hexes have no N or S neighbour). */
const DIRECTION_OF_FACING = [
  Direction.E,
  Direction.NE,
  Direction.NW,
  Direction.W,
  Direction.SW,
  Direction.SE,
];

export interface AxialCoords {
  q: number;
  r: number;
}

export interface OffsetCoords {
  col: number;
  row: number;
}

export interface Point {
  x: number;
  y: number;
}

export function hexKey(q: number, r: number): HexKey {
  // `${-0}` is "0", so keys are canonical even for negative zero.
  return `${q},${r}`;
}

const HEX_KEY_PATTERN = /^-?\d+,-?\d+$/;

/** Whether a value is a well-formed hex key (actions may come from untrusted input). */
export function isHexKey(value: unknown): value is HexKey {
  return typeof value === 'string' && HEX_KEY_PATTERN.test(value);
}

export function parseHexKey(key: HexKey): AxialCoords {
  const comma = key.indexOf(',');
  return { q: Number(key.slice(0, comma)), r: Number(key.slice(comma + 1)) };
}

export function isFacing(value: unknown): value is Facing {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5;
}

function toHex(key: HexKey) {
  const { q, r } = parseHexKey(key);
  return new BoardHex([q, r]);
}

const neighborCache = new Map<string, HexKey>();

/** The hex one step from `key` in direction `facing` (whether or not it is on any board). */
export function neighborOf(key: HexKey, facing: Facing): HexKey {
  const cacheKey = `${key}/${facing}`;
  const cached = neighborCache.get(cacheKey);
  if (cached !== undefined) return cached;
  const direction = DIRECTION_OF_FACING[facing] ?? Direction.E;
  const next = honeycombNeighborOf(toHex(key), direction);
  const result = hexKey(next.q, next.r);
  neighborCache.set(cacheKey, result);
  return result;
}

/** The six neighbours, indexed by facing. */
export function neighborsOf(key: HexKey): HexKey[] {
  return FACINGS.map((facing) => neighborOf(key, facing));
}

/** Centre of the hex in honeycomb's screen coordinates (y down) for circumradius 1. */
export function hexCenter(key: HexKey): Point {
  const hex = toHex(key);
  return { x: hex.x, y: hex.y };
}

/** Steps between two hexes on an open grid. */
export function hexDistance(a: HexKey, b: HexKey): number {
  const from = parseHexKey(a);
  const to = parseHexKey(b);
  return distance(SETTINGS, [from.q, from.r], [to.q, to.r]);
}

/** The facing that leads from `from` to the adjacent hex `to`, or null when they are not neighbours. */
export function facingBetween(from: HexKey, to: HexKey): Facing | null {
  for (const facing of FACINGS) if (neighborOf(from, facing) === to) return facing;
  return null;
}

/** The facing pointing most nearly from `from` toward `to` (any distance); ties go to the lower facing. */
export function facingToward(from: HexKey, to: HexKey): Facing {
  const a = hexCenter(from);
  const b = hexCenter(to);
  // Screen y grows downward; facings are counter-clockwise seen from above, so flip y.
  const angle = (Math.atan2(-(b.y - a.y), b.x - a.x) * 180) / Math.PI;
  let best: Facing = 0;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const facing of FACINGS) {
    const raw = Math.abs(angle - facing * 60) % 360;
    const gap = Math.min(raw, 360 - raw);
    if (gap < bestGap - 1e-9) {
      best = facing;
      bestGap = gap;
    }
  }
  return best;
}

/** A sixth turn: left is counter-clockwise seen from above (M5). */
export function turnFacing(facing: Facing, direction: TurnDirection): Facing {
  return ((facing + (direction === 'left' ? 1 : 5)) % 6) as Facing;
}

/** The opposite facing. */
export function reverseFacing(facing: Facing): Facing {
  return ((facing + 3) % 6) as Facing;
}

/** Offset (col, row) of the map drawings to an axial key. */
export function offsetToKey(col: number, row: number): HexKey {
  const { q, r } = offsetToCube(SETTINGS, { col, row });
  return hexKey(q, r);
}

export function keyToOffset(key: HexKey): OffsetCoords {
  const hex = toHex(key);
  return hexToOffset(hex);
}
