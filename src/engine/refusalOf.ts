import { finishAbilityRejection, startAbilityRejection } from './ability';
import { type Action, TURN_ACTION_TYPES } from './action';
import { boardFor } from './board';
import { endTurnRejection } from './endTurn';
import { exploreRejection } from './explore';
import { krakenMoveOf } from './moveKraken';
import { shipMoveOf } from './moveShip';
import { parseAction } from './parseAction';
import { isRejection, type Rejection } from './rejection';
import { volleyRejection } from './resolveVolley';
import { seatRejection } from './seatRejection';
import { captainChoiceRejection, firstPlayerRejection, krakenPlacementRejection } from './setup';
import type { TableState } from './tableState';
import { turnCostOf } from './turnPiece';
import { undoRejection } from './undo';

const refusal = (answer: unknown): Rejection | null => (isRejection(answer) ? answer : null);

/**
 * Why `execute` would refuse `given` on this table, or null when it would carry it out: every rule's
 * checks, asked without carrying anything out. A seat's view answers as the whole state does, so a
 * remote table refuses at once, in the rules' own words, what the server would refuse.
 */
export function refusalOf(table: TableState, given: Action): Rejection | null {
  const action = parseAction(given);
  if (isRejection(action)) return action;
  if ((TURN_ACTION_TYPES as readonly unknown[]).includes(action.type)) {
    const refused = seatRejection(table, (action as { seat?: unknown }).seat);
    if (refused) return refused;
  }
  const board = boardFor(table.mapId);
  switch (action.type) {
    case 'chooseFirstPlayer':
      return firstPlayerRejection(table, action.seat);
    case 'placeKraken':
      return krakenPlacementRejection(table, board, action.hex, action.facing);
    case 'chooseCaptain':
      return captainChoiceRejection(table, action.captain, action.ship);
    case 'moveShip':
      return refusal(shipMoveOf(table, board, action.path));
    case 'moveKraken':
      return refusal(krakenMoveOf(table, board, action.path));
    case 'turn':
      return refusal(turnCostOf(table, board, action.piece, action.direction));
    case 'explore':
      return exploreRejection(table, board, action.island);
    case 'startAbility':
      return startAbilityRejection(table, board);
    case 'finishAbility':
      return finishAbilityRejection(table, board);
    case 'resolveVolley':
      return volleyRejection(table, board, action.outcome);
    case 'endTurn':
      return endTurnRejection(table, board);
    case 'undo':
      return undoRejection(table);
    default: {
      const never: never = action;
      return never;
    }
  }
}
