import { type Board, indexOfHex, keyAt, neighborIndex } from './board';
import type { GameEvent, StepCost } from './gameEvent';
import type { GameState } from './gameState';
import { facingBetween, isHexKey } from './hex';
import type { HexKey } from './ids';
import { krakenHasFinish } from './manoeuvre';
import { type Obstacles, obstaclesFor, piecesNextTo } from './obstacles';
import { isRejection, type Rejection, reject } from './rejection';
import type { TableState } from './tableState';
import { autoFinishAbility, capitalise, costOf, currentTurn, payForManoeuvre } from './turnRules';

interface KrakenWalk {
  index: number;
  ended: boolean;
}

/** Follows the Kraken's path of adjacent free sea spaces (M2, M3), refusing the first bad step. */
export function walkKraken(
  board: Board,
  obstacles: Obstacles,
  from: HexKey,
  path: HexKey[],
): KrakenWalk | Rejection {
  let at = indexOfHex(board, from);
  for (let i = 0; i < path.length; i++) {
    const hex = path[i] as HexKey;
    const index = indexOfHex(board, hex);
    // Adjacency by the board's own neighbour table; a hex off the board is judged by its key alone.
    const adjacent =
      index >= 0 && at >= 0
        ? isNeighbor(board, at, index)
        : facingBetween(at >= 0 ? keyAt(board, at) : from, hex) !== null;
    if (!adjacent) return reject('notAdjacent', 'The Kraken moves one space at a time');
    if (index < 0) return reject('offBoard', 'That space is off the board');
    if (!board.sea[index]) return reject('notSea', 'The Kraken swims only on sea');
    if (obstacles.closed[index])
      return reject('occupied', `${capitalise(obstacles.pieceAt.get(index) ?? 'a piece')} is in the way`);
    at = index;
    if (!obstacles.near[index]) {
      if (i < path.length - 1) {
        return reject(
          'moveFinished',
          'The move ends at the first space next to no piece: drop the steps after it',
        );
      }
      return { index, ended: true };
    }
  }
  return { index: at, ended: false };
}

function isNeighbor(board: Board, from: number, to: number): boolean {
  for (let facing = 0; facing < 6; facing++) if (neighborIndex(board, from, facing) === to) return true;
  return false;
}

/** A Kraken move the rules allow: how it is paid for and where it goes. */
interface KrakenMove {
  cost: StepCost;
  path: HexKey[];
  walk: KrakenWalk;
}

/**
 * Why the rules refuse moving the Kraken along `path` now (M2, M3, C4), or the move they allow: the
 * checks of moveKraken, asked of the table as a seat sees it too.
 */
export function krakenMoveOf(state: TableState, board: Board, path: unknown): KrakenMove | Rejection {
  const context = currentTurn(state);
  if (isRejection(context)) return context;
  const { turn } = context;
  const kraken = state.kraken;
  if (!kraken) return reject('wrongPhase', 'The Kraken is not on the board');
  if (!Array.isArray(path) || path.length === 0 || !path.every(isHexKey)) {
    return reject('badAction', 'A Kraken move needs a path of spaces');
  }
  const cost = costOf(state, board, turn, 'move', 'kraken');
  if (isRejection(cost)) return cost;
  const obstacles = obstaclesFor(state, board, { kind: 'kraken' });
  const walk = walkKraken(board, obstacles, kraken.hex, path);
  if (isRejection(walk)) return walk;
  if (!walk.ended && !krakenHasFinish(board, obstacles, walk.index, false)) {
    const near = piecesNextTo(board, obstacles, walk.index);
    return reject('noFinish', `The Kraken would be stuck next to ${near}, with no way on from there`);
  }
  return { cost, path, walk };
}

/** moveKraken (M2, M3, C4): the Kraken keeps its facing. */
export function moveKraken(draft: GameState, board: Board, given: unknown): GameEvent[] | Rejection {
  const move = krakenMoveOf(draft, board, given);
  if (isRejection(move)) return move;
  const { cost, path, walk } = move;
  const turn = draft.turn;
  const kraken = draft.kraken;
  if (!turn || !kraken) return reject('wrongPhase', 'The Kraken is not on the board');

  const from = kraken.hex;
  kraken.hex = keyAt(board, walk.index);
  const byAbility = payForManoeuvre(draft, 'kraken', cost, walk.ended, path.length);
  const events: GameEvent[] = [
    {
      type: 'krakenMoved',
      seat: turn.seat,
      path: [...path],
      from,
      to: kraken.hex,
      pending: !walk.ended,
      cost,
      actionsUsed: turn.actionsUsed,
      undoable: true,
      rule:
        cost === 'ability' ? 'C4' : cost !== 'continuation' && walk.ended && path.length === 1 ? 'M2' : 'M3',
    },
  ];
  if (walk.ended && byAbility) events.push(...autoFinishAbility(draft));
  return events;
}
