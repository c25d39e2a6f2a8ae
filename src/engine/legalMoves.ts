import type { TurnAction } from './action';
import { boardFor, keyAt } from './board';
import type { PiecePose } from './gameState';
import type { HexKey } from './ids';
import { legalActions } from './legalActions';
import { walkKraken } from './moveKraken';
import { walkShip } from './moveShip';
import { obstaclesFor } from './obstacles';
import { isRejection } from './rejection';
import type { TableState } from './tableState';

export type MoveAction = Extract<TurnAction, { type: 'moveShip' | 'moveKraken' }>;

/** A legal move with where it leads, so that the interface never walks a path itself. */
export interface LegalMove {
  action: MoveAction;
  piece: 'ship' | 'kraken';
  /** Spaces entered, in order; empty for a turn in place mid-manoeuvre. */
  hexes: HexKey[];
  /** Where the piece stands after it (the Kraken keeps its facing). */
  to: PiecePose;
  /** The move is over there (M3 finish); otherwise it is one step of a manoeuvre that must go on. */
  ends: boolean;
}

/**
 * The moves among `legalActions` (the single enumerator: each single step and one shortest finish per
 * final pose), each with its path of spaces and final pose, walked by the rules' own walkers.
 */
export function legalMoves(state: TableState): LegalMove[] {
  const board = boardFor(state.mapId);
  const ship = state.turn ? state.players[state.turn.seat]?.ship : null;
  const shipPose = ship ? state.ships[ship] : undefined;
  const moves: LegalMove[] = [];
  for (const action of legalActions(state)) {
    if (action.type === 'moveShip' && ship && shipPose) {
      const walk = walkShip(board, obstaclesFor(state, board, { kind: 'ship', ship }), shipPose, action.path);
      if (isRejection(walk)) continue;
      const to = { hex: keyAt(board, walk.index), facing: walk.facing };
      moves.push({ action, piece: 'ship', hexes: walk.hexes, to, ends: walk.ended });
    }
    if (action.type === 'moveKraken' && state.kraken) {
      const obstacles = obstaclesFor(state, board, { kind: 'kraken' });
      const walk = walkKraken(board, obstacles, state.kraken.hex, action.path);
      if (isRejection(walk)) continue;
      const to = { hex: keyAt(board, walk.index), facing: state.kraken.facing };
      moves.push({ action, piece: 'kraken', hexes: [...action.path], to, ends: walk.ended });
    }
  }
  return moves;
}
