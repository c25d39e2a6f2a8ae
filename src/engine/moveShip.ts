import type { ShipStep } from './action';
import { type Board, indexOfHex, keyAt, neighborIndex } from './board';
import { claimTreasures } from './claimTreasures';
import type { GameEvent, StepCost } from './gameEvent';
import type { GameState, PiecePose } from './gameState';
import { turnFacing } from './hex';
import type { Facing, HexKey } from './ids';
import { mayTurnAt, shipHasFinish } from './manoeuvre';
import { type Obstacles, obstaclesFor, piecesNextTo } from './obstacles';
import { isRejection, type Rejection, reject } from './rejection';
import type { TableState } from './tableState';
import { autoFinishAbility, capitalise, costOf, currentTurn, payForManoeuvre } from './turnRules';

const SHIP_STEPS: readonly string[] = ['forward', 'left', 'right'];

export function isShipPath(path: unknown): path is ShipStep[] {
  return Array.isArray(path) && path.length > 0 && path.every((step) => SHIP_STEPS.includes(step));
}

interface ShipWalk {
  index: number;
  facing: Facing;
  hexes: HexKey[];
  /** The last step entered a space next to no piece: the move is over (M3). */
  ended: boolean;
}

/** Follows a path step by step (M1, M3, M5), refusing the first step the rules forbid. */
export function walkShip(
  board: Board,
  obstacles: Obstacles,
  from: PiecePose,
  path: ShipStep[],
): ShipWalk | Rejection {
  let index = indexOfHex(board, from.hex);
  let facing = from.facing;
  const hexes: HexKey[] = [];
  for (let i = 0; i < path.length; i++) {
    const step = path[i];
    if (step !== 'forward') {
      if (!mayTurnAt(board, obstacles, index, facing)) {
        return reject(
          'mustSailOn',
          'Your ship can sail on ahead to a space clear of every piece: mid-move it turns only where it cannot go on',
        );
      }
      facing = turnFacing(facing, step === 'left' ? 'left' : 'right');
      continue;
    }
    const next = neighborIndex(board, index, facing);
    if (next < 0) return reject('offBoard', 'Your ship would sail off the board');
    if (!board.sea[next]) return reject('blocked', 'An island is in the way: a ship sails only on sea');
    if (obstacles.closed[next]) {
      return reject('occupied', `${capitalise(obstacles.pieceAt.get(next) ?? 'a piece')} is in the way`);
    }
    index = next;
    hexes.push(keyAt(board, next));
    if (!obstacles.near[next]) {
      if (i < path.length - 1) {
        return reject(
          'moveFinished',
          'The move ends at the first space next to no piece: drop the steps after it',
        );
      }
      return { index, facing, hexes, ended: true };
    }
  }
  return { index, facing, hexes, ended: false };
}

/** A ship move the rules allow: how it is paid for and where it goes. */
interface ShipMove {
  cost: StepCost;
  path: ShipStep[];
  walk: ShipWalk;
}

/**
 * Why the rules refuse moving the own ship along `path` now (M1, M3, C1), or the move they allow: the
 * checks of moveShip, asked of the table as a seat sees it too.
 */
export function shipMoveOf(state: TableState, board: Board, path: unknown): ShipMove | Rejection {
  const context = currentTurn(state);
  if (isRejection(context)) return context;
  const { turn, player } = context;
  const pose = player.ship ? state.ships[player.ship] : undefined;
  if (!player.ship || !pose) return reject('wrongPhase', 'You have no ship on the board');
  if (!isShipPath(path)) return reject('badAction', 'A move needs a path of steps: forward, left or right');
  const cost = costOf(state, board, turn, 'move', 'ship');
  if (isRejection(cost)) return cost;
  const fresh = cost !== 'continuation';
  if (fresh && path[0] !== 'forward') {
    return reject('badAction', 'A move starts with a step forward; turning on the spot is a turn action');
  }
  const obstacles = obstaclesFor(state, board, { kind: 'ship', ship: player.ship });
  const walk = walkShip(board, obstacles, pose, path);
  if (isRejection(walk)) return walk;
  if (!walk.ended && !shipHasFinish(board, obstacles, walk, false)) {
    const near = piecesNextTo(board, obstacles, walk.index);
    return reject('noFinish', `Your ship would be stuck next to ${near}, with no way on from there`);
  }
  return { cost, path, walk };
}

/** moveShip (M1, M3, M4, C1): a new move, a step of the helmsman's ability, or the rest of a pending one. */
export function moveShip(draft: GameState, board: Board, given: unknown): GameEvent[] | Rejection {
  const move = shipMoveOf(draft, board, given);
  if (isRejection(move)) return move;
  const { cost, path, walk } = move;
  const turn = draft.turn;
  const ship = turn && draft.players[turn.seat]?.ship;
  const pose = ship ? draft.ships[ship] : undefined;
  if (!turn || !ship || !pose) return reject('wrongPhase', 'You have no ship on the board');
  const fresh = cost !== 'continuation';

  const from = { ...pose };
  pose.hex = keyAt(board, walk.index);
  pose.facing = walk.facing;
  const byAbility = payForManoeuvre(draft, 'ship', cost, walk.ended, path.length);
  const events: GameEvent[] = [
    {
      type: 'shipMoved',
      seat: turn.seat,
      ship,
      path: [...path],
      hexes: walk.hexes,
      from,
      to: { ...pose },
      pending: !walk.ended,
      cost,
      actionsUsed: turn.actionsUsed,
      undoable: true,
      rule: cost === 'ability' ? 'C1' : fresh && walk.ended && path.length === 1 ? 'M1' : 'M3',
    },
  ];
  if (walk.ended) {
    events.push(...claimTreasures(draft, board, turn.seat));
    if (byAbility) events.push(...autoFinishAbility(draft));
  }
  return events;
}
