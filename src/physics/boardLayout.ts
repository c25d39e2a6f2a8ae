import { type GameMap, hexCenter, standardMap } from '../engine';
import type { Facing, HexKey } from '../engine/ids';
import { type BoardExtent, HEX_RADIUS_CM } from './boardSpec';

/**
 * Where the engine's hexes stand in the 3D world, for the scene and the volley input alike:
 * world x/z in cm, centred on the tower, y up; facing f is yaw f·60° (forward = (cos, 0, −sin)).
 */
export interface WorldPoint {
  x: number;
  z: number;
}

export function hexWorld(map: GameMap, key: HexKey): WorldPoint {
  const centre = hexCenter(map.tower);
  const point = hexCenter(key);
  return { x: (point.x - centre.x) * HEX_RADIUS_CM, z: (point.y - centre.y) * HEX_RADIUS_CM };
}

export function facingYaw(facing: Facing): number {
  return (facing * Math.PI) / 3;
}

/** The printed board's edges: every hex's full width, plus a small printed margin, cm. */
export function boardExtent(map: GameMap): BoardExtent {
  const halfWidth = (Math.sqrt(3) / 2) * HEX_RADIUS_CM;
  const margin = 0.6 * HEX_RADIUS_CM;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let minZ = Number.POSITIVE_INFINITY;
  let maxZ = Number.NEGATIVE_INFINITY;
  for (const key of Object.keys(map.terrain) as HexKey[]) {
    const { x, z } = hexWorld(map, key);
    minX = Math.min(minX, x - halfWidth - margin);
    maxX = Math.max(maxX, x + halfWidth + margin);
    minZ = Math.min(minZ, z - HEX_RADIUS_CM - margin);
    maxZ = Math.max(maxZ, z + HEX_RADIUS_CM + margin);
  }
  return { minX, maxX, minZ, maxZ };
}

/** Half the larger side of the board, cm: sizes lights, shadows and camera limits. */
export function boardRadius(extent: BoardExtent): number {
  return Math.max(extent.maxX - extent.minX, extent.maxZ - extent.minZ) / 2;
}

/** The board of inputs that name none: the standard map's printed board (13 × 11 spaces round the tower). */
export const DEFAULT_BOARD: BoardExtent = boardExtent(standardMap);
