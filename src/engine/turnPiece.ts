import type { TurnDirection } from './action';
import type { Board } from './board';
import type { GameEvent, StepCost } from './gameEvent';
import type { GameState } from './gameState';
import { turnFacing } from './hex';
import type { Facing } from './ids';
import { isRejection, type Rejection, reject } from './rejection';
import type { TableState } from './tableState';
import { autoFinishAbility, costOf, countAbilityStep, currentTurn, spendAction } from './turnRules';

const PIECES: readonly string[] = ['ship', 'kraken', 'tower'];

type TurnedPiece = 'ship' | 'kraken' | 'tower';

/**
 * Why the rules refuse turning `piece` now (M5, C2, C3), or how the turn is paid for: the checks of
 * turnPiece, asked of the table as a seat sees it too.
 */
export function turnCostOf(
  state: TableState,
  board: Board,
  piece: unknown,
  direction: unknown,
): StepCost | Rejection {
  const context = currentTurn(state);
  if (isRejection(context)) return context;
  const { turn, player } = context;
  if (typeof piece !== 'string' || !PIECES.includes(piece)) {
    return reject('badAction', 'Only your ship, the Kraken or the tower can be turned');
  }
  if (direction !== 'left' && direction !== 'right') return reject('badAction', 'Turn left or right');
  const cost = costOf(state, board, turn, 'turn', piece as TurnedPiece);
  if (isRejection(cost)) return cost;
  if (piece === 'ship' && !(player.ship && state.ships[player.ship]))
    return reject('wrongPhase', 'You have no ship on the board');
  if (piece === 'kraken' && !state.kraken) return reject('wrongPhase', 'The Kraken is not on the board');
  return cost;
}

/** turn (M5, C2, C3): a sixth either way, in place; it moves nothing, so M3 never applies. */
export function turnPiece(
  draft: GameState,
  board: Board,
  piece: unknown,
  direction: unknown,
): GameEvent[] | Rejection {
  const cost = turnCostOf(draft, board, piece, direction);
  if (isRejection(cost)) return cost;
  const turn = draft.turn;
  const player = turn && draft.players[turn.seat];
  if (!turn || !player) return reject('wrongPhase', 'No turn is under way');
  const which = piece as TurnedPiece;

  const shipPose = player.ship ? draft.ships[player.ship] : undefined;
  let from: Facing;
  let to: Facing;
  switch (which) {
    case 'ship':
      if (!shipPose) return reject('wrongPhase', 'You have no ship on the board');
      from = shipPose.facing;
      to = turnFacing(from, direction as TurnDirection);
      shipPose.facing = to;
      break;
    case 'kraken':
      if (!draft.kraken) return reject('wrongPhase', 'The Kraken is not on the board');
      from = draft.kraken.facing;
      to = turnFacing(from, direction as TurnDirection);
      draft.kraken.facing = to;
      break;
    case 'tower':
      from = draft.towerFacing;
      to = turnFacing(from, direction as TurnDirection);
      draft.towerFacing = to;
      break;
    default: {
      const never: never = which;
      return reject('badAction', `Cannot turn ${String(never)}`);
    }
  }
  if (cost === 'action') spendAction(draft);
  if (cost === 'ability') countAbilityStep(draft);
  const events: GameEvent[] = [
    {
      type: 'turned',
      seat: turn.seat,
      piece: which,
      direction: direction as TurnDirection,
      from,
      to,
      cost,
      actionsUsed: turn.actionsUsed,
      undoable: true,
      rule: cost === 'ability' ? (which === 'tower' ? 'C3' : 'C2') : 'M5',
    },
  ];
  if (cost === 'ability') events.push(...autoFinishAbility(draft));
  return events;
}
