import { getMap, type TableState } from '../engine';
import { boardExtent } from '../physics/boardLayout';
import { SPACE_CM } from '../physics/boardSpec';
import { reachSpaces } from '../physics/reachableScene';
import { type FiringPose, gamePieces } from './piecePoses';

/** How far either side of the aim a piece still counts as along it, radians. */
export const AIM_CONE = Math.PI / 6;

/** A piece's own size past the reach: a cube that gets that far can still land on its edge, spaces. */
const PIECE_MARGIN_SPACES = 1;

/** What lies along a volley's aim: the pieces it may score on, and how far the board goes that way. */
export interface AimReach {
  /** The pieces a volley from here could score on (V2) within the full pull's reach along the aim. */
  pieces: { id: string; x: number; z: number }[];
  /** The farthest point of the board along the aim within that reach, cm. */
  ahead: { x: number; z: number };
}

/**
 * The pieces in reach along a volley's aim, from the table's geometry alone (where pieces stand, the
 * aim and the full pull's reach): no physics preview, so it shows what a player can see on the board
 * and aids no one. A piece counts when it may be scored on from this source (never the firer, nor the
 * active player's own ship), lies within AIM_CONE of the aim and within the reach.
 */
export function aimReach(game: TableState, lever: FiringPose): AimReach {
  const reach = (reachSpaces(1) + PIECE_MARGIN_SPACES) * SPACE_CM;
  const forward = { x: Math.cos(lever.yaw), z: -Math.sin(lever.yaw) };
  const own = game.turn ? game.players[game.turn.seat]?.ship : undefined;
  const firer = lever.source === 'ship' ? own : lever.source;
  const pieces = gamePieces(game)
    .filter((piece) => piece.id !== firer && piece.id !== own)
    .filter((piece) => {
      const dx = piece.x - lever.x;
      const dz = piece.z - lever.z;
      const distance = Math.hypot(dx, dz);
      if (distance === 0 || distance > reach) return false;
      return (dx * forward.x + dz * forward.z) / distance >= Math.cos(AIM_CONE);
    })
    .map(({ id, x, z }) => ({ id, x, z }));
  // along the aim until the board ends or the reach does
  const board = boardExtent(getMap(game.mapId));
  const until = (edge: number, from: number, step: number) =>
    step === 0 ? Number.POSITIVE_INFINITY : (edge - from) / step;
  const toEdge = Math.max(
    0,
    Math.min(
      reach,
      until(forward.x > 0 ? board.maxX : board.minX, lever.x, forward.x),
      until(forward.z > 0 ? board.maxZ : board.minZ, lever.z, forward.z),
    ),
  );
  return { pieces, ahead: { x: lever.x + forward.x * toEdge, z: lever.z + forward.z * toEdge } };
}
