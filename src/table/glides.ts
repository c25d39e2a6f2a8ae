import type { GameEvent, GameMap, TableState } from '../engine';
import { turnFacing } from '../engine/hex';
import { SHIP_IDS } from '../engine/ids';
import { poseAt, type TablePose } from './piecePoses';

export type { TablePose } from './piecePoses';

/** A piece gliding through poses, evenly spaced in time: a move space by space, a turn, a slide. */
export interface Glide {
  /** The piece, as the scene names it: a ship's id, 'kraken' or 'tower'. */
  piece: string;
  poses: TablePose[];
}

/** The pieces whose place differs between two states, each slid straight (an undo, a correction). */
function slides(map: GameMap, before: TableState, after: TableState): Glide[] {
  const glides: Glide[] = [];
  for (const ship of SHIP_IDS) {
    const from = before.ships[ship];
    const to = after.ships[ship];
    if (from && to && (from.hex !== to.hex || from.facing !== to.facing))
      glides.push({
        piece: ship,
        poses: [poseAt(map, from.hex, from.facing), poseAt(map, to.hex, to.facing)],
      });
  }
  const kFrom = before.kraken;
  const kTo = after.kraken;
  if (kFrom && kTo && (kFrom.hex !== kTo.hex || kFrom.facing !== kTo.facing))
    glides.push({
      piece: 'kraken',
      poses: [poseAt(map, kFrom.hex, kFrom.facing), poseAt(map, kTo.hex, kTo.facing)],
    });
  if (before.towerFacing !== after.towerFacing)
    glides.push({
      piece: 'tower',
      poses: [poseAt(map, map.tower, before.towerFacing), poseAt(map, map.tower, after.towerFacing)],
    });
  return glides;
}

/**
 * How the table shows one event going from `before` to `after`: a ship sails its path space by space
 * (turning where it turns), the Kraken slides from space to space, a piece turns in place; any other
 * change of place (an undo) slides straight. Empty when nothing on the table moves.
 */
export function glidesFor(
  map: GameMap,
  event: GameEvent | null,
  before: TableState,
  after: TableState,
): Glide[] {
  switch (event?.type) {
    case 'shipMoved': {
      const poses = [poseAt(map, event.from.hex, event.from.facing)];
      let facing = event.from.facing;
      let hexIndex = 0;
      let hex = event.from.hex;
      for (const step of event.path) {
        if (step === 'forward') hex = event.hexes[hexIndex++] ?? hex;
        else facing = turnFacing(facing, step);
        poses.push(poseAt(map, hex, facing));
      }
      return [{ piece: event.ship, poses }];
    }
    case 'krakenMoved': {
      const facing = before.kraken?.facing ?? 0;
      return [{ piece: 'kraken', poses: [event.from, ...event.path].map((hex) => poseAt(map, hex, facing)) }];
    }
    default:
      return slides(map, before, after);
  }
}

/** The pose a glide reaches at `t` (0–1): between two of its poses, turning the short way round. */
export function glidePose(glide: Glide, t: number): TablePose {
  const last = glide.poses.length - 1;
  const at = Math.min(last, Math.max(0, t) * last);
  const index = Math.min(last - 1, Math.floor(at));
  const from = glide.poses[Math.max(0, index)];
  const to = glide.poses[Math.max(0, index + 1)] ?? from;
  if (!from || !to) return { x: 0, z: 0, yaw: 0 };
  const local = last === 0 ? 1 : at - index;
  // eased within each space: the piece settles on every space it passes, as a hand would move it
  const eased = local * local * (3 - 2 * local);
  const turn = Math.atan2(Math.sin(to.yaw - from.yaw), Math.cos(to.yaw - from.yaw));
  return {
    x: from.x + (to.x - from.x) * eased,
    z: from.z + (to.z - from.z) * eased,
    yaw: from.yaw + turn * eased,
  };
}
