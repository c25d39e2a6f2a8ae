import { SHIP_IDS, type ShipId } from '../engine/ids';
import { axialToWorld, DEFAULT_BOARD, SPACE_CM, STANDARD_COLUMNS, STANDARD_ROWS } from './boardSpec';
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
  /** Range of target distances, in spaces, default [2, 10]. */
  distance?: readonly [number, number];
  /** Largest angle off the firer's facing for a target, radians, default 50°. */
  spread?: number;
  /** Share of ships whose captain stands on the stern, default 0.65. */
  standing?: number;
  /** Most islands added as obstacles, default 3. */
  islands?: number;
}

interface Hex {
  q: number;
  r: number;
  x: number;
  z: number;
}

/** Hexes of the standard board, (0, 0) in the middle. */
const HEXES: readonly Hex[] = (() => {
  const hexes: Hex[] = [];
  const halfRows = (STANDARD_ROWS - 1) / 2;
  for (let r = -halfRows; r <= halfRows; r++) {
    for (let q = -STANDARD_COLUMNS; q <= STANDARD_COLUMNS; q++) {
      const { x, z } = axialToWorld(q, r);
      if (Math.abs(x) <= ((STANDARD_COLUMNS - 1) / 2) * SPACE_CM) hexes.push({ q, r, x, z });
    }
  }
  return hexes;
})();

const yawOf = (facing: number) => (facing * Math.PI) / 3;

function bearing(from: Hex, to: Hex, yaw: number): { spaces: number; off: number } {
  const dx = to.x - from.x;
  const dz = to.z - from.z;
  const angle = Math.atan2(-dz, dx) - yaw;
  return {
    spaces: Math.hypot(dx, dz) / SPACE_CM,
    off: Math.abs(Math.atan2(Math.sin(angle), Math.cos(angle))),
  };
}

/**
 * A random but reproducible volley for sweeps: the firing piece somewhere on the standard board,
 * facing roughly inwards; targets in front of it at random distances and angles, mixed captains
 * standing or down; a few islands; a strength in the range. Same seed, same input.
 */
export function randomVolleyInput(seed: number, options: RandomVolleyOptions = {}): VolleyInput {
  const prng = createPrng(seed);
  const source: PieceKind = options.source ?? prng.pick(['ship', 'kraken', 'tower'] as const);
  const [minStrength, maxStrength] = options.strength ?? [0, 1];
  const [minTargets, maxTargets] = options.targets ?? [1, 5];
  const [near, far] = options.distance ?? [2, 10];
  const spread = options.spread ?? (50 * Math.PI) / 180;
  const standing = options.standing ?? 0.65;
  const used = new Set<string>();
  const take = (hex: Hex) => used.add(`${hex.q},${hex.r}`);
  const free = (hex: Hex) => !used.has(`${hex.q},${hex.r}`);

  const origin = source === 'tower' ? (HEXES.find((h) => h.q === 0 && h.r === 0) as Hex) : prng.pick(HEXES);
  take(origin);
  const inward = Math.round((Math.atan2(origin.z, -origin.x) / (Math.PI / 3) + 6) % 6);
  const facing = source === 'tower' ? prng.int(0, 5) : (inward + prng.int(-1, 1) + 6) % 6;
  const yaw = yawOf(facing);
  const ships: ShipId[] = [...SHIP_IDS];
  const ownShip = ships.splice(prng.int(0, ships.length - 1), 1)[0] as ShipId;
  const firing: FiringPiece =
    source === 'ship'
      ? { kind: 'ship', id: ownShip, x: origin.x, z: origin.z, yaw }
      : { kind: source, id: source, x: origin.x, z: origin.z, yaw };

  const inFront = (hex: Hex) => {
    const { spaces, off } = bearing(origin, hex, yaw);
    return free(hex) && spaces >= near && spaces <= far && off <= spread;
  };
  const place = (prefer: (hex: Hex) => boolean): Hex | null => {
    const choices = HEXES.filter(prefer);
    const pool = choices.length > 0 ? choices : HEXES.filter(free);
    if (pool.length === 0) return null;
    const hex = prng.pick(pool);
    take(hex);
    return hex;
  };
  const pose = (hex: Hex, p: Prng) => ({ x: hex.x, z: hex.z, yaw: yawOf(p.int(0, 5)) });

  const others: OtherPiece[] = [];
  const kinds = ([...ships.map(() => 'ship'), 'kraken', 'tower'] as PieceKind[]).filter(
    (kind) => kind !== source || kind === 'ship',
  );
  const count = Math.min(kinds.length, prng.int(minTargets, maxTargets));
  for (let i = 0; i < count; i++) {
    const kind = kinds.splice(prng.int(0, kinds.length - 1), 1)[0] as PieceKind;
    const hex = place(inFront);
    if (!hex) break;
    if (kind === 'ship') {
      const id = ships.shift() as ShipId;
      others.push({ kind, id, ...pose(hex, prng), isTarget: true, captainStanding: prng.next() < standing });
    } else others.push({ kind, id: kind, ...pose(hex, prng), isTarget: true });
  }
  if (source !== 'ship') {
    // The firer's own ship is on the board too, never a target (V2).
    const hex = place((h) => free(h) && bearing(origin, h, yaw).spaces >= 2);
    if (hex)
      others.push({
        kind: 'ship',
        id: ownShip,
        ...pose(hex, prng),
        isTarget: false,
        captainStanding: prng.next() < standing,
      });
  }
  const islands: { x: number; z: number }[] = [];
  const islandCount = prng.int(0, options.islands ?? 3);
  for (let i = 0; i < islandCount; i++) {
    const hex = place((h) => free(h) && bearing(origin, h, yaw).spaces >= 2);
    if (hex) islands.push({ x: hex.x, z: hex.z });
  }
  const strength = Math.round(prng.range(minStrength, maxStrength) * 1e6) / 1e6;
  return {
    firing,
    others,
    islands,
    strike: { strength },
    seed: (prng.next() * 2 ** 32) >>> 0,
    board: { ...DEFAULT_BOARD },
  };
}
