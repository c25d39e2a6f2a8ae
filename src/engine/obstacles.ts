import { type Board, indexOfHex, neighborIndex } from './board';
import type { GameState, PiecePose } from './gameState';
import type { ShipId } from './ids';
import { shipName } from './shipNames';

/** The piece being moved: the current player's ship, or the Kraken. */
export type Mover = { kind: 'ship'; ship: ShipId } | { kind: 'kraken' };

/** What the other pieces mean for a moving piece, as flat arrays over the board's hex indices. */
export interface Obstacles {
  /** 1 where the mover may not enter: land, or a hex holding another piece (M1, M2). */
  closed: Uint8Array;
  /** 1 where the mover would be next to the Kraken, another ship or the tower (M3). */
  near: Uint8Array;
  /** What stands at each hex next to which the mover may not rest, for reasons the player reads. */
  pieceAt: Map<number, string>;
}

/** The pieces other than the mover, with a name a player reads. */
function otherPieces(state: GameState, board: Board, mover: Mover): Map<number, string> {
  const pieces = new Map<number, string>();
  for (const [ship, pose] of Object.entries(state.ships) as [ShipId, PiecePose][]) {
    if (mover.kind === 'ship' && mover.ship === ship) continue;
    pieces.set(indexOfHex(board, pose.hex), shipName(ship));
  }
  if (mover.kind === 'ship' && state.kraken) pieces.set(indexOfHex(board, state.kraken.hex), 'the Kraken');
  return pieces;
}

export function obstaclesFor(state: GameState, board: Board, mover: Mover): Obstacles {
  const size = board.keys.length;
  const closed = new Uint8Array(size);
  const near = new Uint8Array(size);
  for (let index = 0; index < size; index++) closed[index] = board.sea[index] ? 0 : 1;
  const pieceAt = otherPieces(state, board, mover);
  for (const index of pieceAt.keys()) if (index >= 0) closed[index] = 1;
  pieceAt.set(board.tower, 'the tower');
  for (const index of pieceAt.keys()) {
    if (index < 0) continue;
    for (let facing = 0; facing < 6; facing++) {
      const next = neighborIndex(board, index, facing);
      if (next >= 0) near[next] = 1;
    }
  }
  return { closed, near, pieceAt };
}

/** Names of the pieces next to a hex, e.g. "the Kraken and the tower" (for reasons). */
export function piecesNextTo(board: Board, obstacles: Obstacles, index: number): string {
  const names: string[] = [];
  for (let facing = 0; facing < 6; facing++) {
    const name = obstacles.pieceAt.get(neighborIndex(board, index, facing));
    if (name && !names.includes(name)) names.push(name);
  }
  return names.join(' and ') || 'nothing';
}
