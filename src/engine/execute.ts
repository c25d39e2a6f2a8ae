import { finishAbility, startAbility } from './ability';
import { type Action, TURN_ACTION_TYPES } from './action';
import { type Board, boardFor } from './board';
import { cloneState } from './cloneState';
import { endTurn } from './endTurn';
import { explore } from './explore';
import type { GameEvent } from './gameEvent';
import type { GameState } from './gameState';
import { moveKraken } from './moveKraken';
import { moveShip } from './moveShip';
import { parseAction } from './parseAction';
import { type ExecuteResult, isRejection, type Rejection, reject } from './rejection';
import { resolveVolley } from './resolveVolley';
import { seatRejection } from './seatRejection';
import { chooseCaptain, chooseFirstPlayer, placeKraken } from './setup';
import { turnPiece } from './turnPiece';
import { undo } from './undo';

/** Runs one action's rule on a private copy; the copy is thrown away if the action is refused. */
function apply(draft: GameState, board: Board, action: Action): GameEvent[] | Rejection {
  switch (action.type) {
    case 'chooseFirstPlayer':
      return chooseFirstPlayer(draft, action.seat);
    case 'placeKraken':
      return placeKraken(draft, board, action.hex, action.facing);
    case 'chooseCaptain':
      return chooseCaptain(draft, board, action.captain, action.ship);
    case 'moveShip':
      return moveShip(draft, board, action.path);
    case 'moveKraken':
      return moveKraken(draft, board, action.path);
    case 'turn':
      return turnPiece(draft, board, action.piece, action.direction);
    case 'explore':
      return explore(draft, board, action.island);
    case 'startAbility':
      return startAbility(draft, board);
    case 'finishAbility':
      return finishAbility(draft, board);
    case 'resolveVolley':
      return resolveVolley(draft, board, action.outcome);
    case 'endTurn':
      return endTurn(draft, board);
    case 'undo':
      return reject('badAction', 'undo is handled before apply');
    default: {
      // parseAction lets only known types through; never stringify what the caller sent.
      const never: never = action;
      return reject('badAction', `Unknown action type ${typeof (never as { type?: unknown }).type}`);
    }
  }
}

/** The state as kept on the undo stack: its own stack left out, so snapshots never nest. */
function snapshotOf(state: GameState): GameState {
  return state.turn ? { ...state, turn: { ...state.turn, undoStack: [] } } : state;
}

/**
 * The one entry point of the rules: validates `given` against `state` and returns the next state with
 * the events that happened, or a typed rejection with a sentence for the player. Never changes `state`,
 * and never throws, whatever `given` is: its shape is checked first and the rules read only a clean copy.
 */
export function execute(state: GameState, given: Action): ExecuteResult {
  const action = parseAction(given);
  if (isRejection(action)) return action;
  if ((TURN_ACTION_TYPES as readonly unknown[]).includes(action.type)) {
    const refused = seatRejection(state, (action as { seat?: unknown }).seat);
    if (refused) return refused;
  }
  if (action.type === 'undo') return undo(state);
  const draft = cloneState(state);
  const result = apply(draft, boardFor(state.mapId), action);
  if (isRejection(result)) return result;
  if (draft.turn) {
    // A new turn starts with an empty stack; within a turn, anything that revealed information clears it.
    const sameTurn =
      state.turn !== null && draft.turn.seat === state.turn.seat && draft.turn.round === state.turn.round;
    const undoable = sameTurn && result.every((event) => event.undoable);
    draft.turn.undoStack = undoable && state.turn ? [...state.turn.undoStack, snapshotOf(state)] : [];
  }
  return { ok: true, state: draft, events: result };
}
