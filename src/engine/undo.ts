import type { GameState } from './gameState';
import { type ExecuteResult, isRejection, type Rejection, reject } from './rejection';
import { type TableState, undoDepth } from './tableState';
import { currentTurn } from './turnRules';

const NOTHING_TO_UNDO = 'Nothing to undo: only moves and turns since the last reveal can be taken back';

/** Why there is nothing to undo now, or null (a view knows how deep the undo stack is, not what it holds). */
export function undoRejection(table: TableState): Rejection | null {
  const context = currentTurn(table);
  if (isRejection(context)) return context;
  return undoDepth(table) > 0 ? null : reject('nothingToUndo', NOTHING_TO_UNDO);
}

/** undo: back to the state before the last undoable action of this turn (moves, turns, ability steps). */
export function undo(state: GameState): ExecuteResult {
  const context = currentTurn(state);
  if (isRejection(context)) return context;
  const stack = context.turn.undoStack;
  const snapshot = stack[stack.length - 1];
  if (!snapshot?.turn) return reject('nothingToUndo', NOTHING_TO_UNDO);
  const remaining = stack.slice(0, -1);
  const restored: GameState = { ...snapshot, turn: { ...snapshot.turn, undoStack: remaining } };
  return {
    ok: true,
    state: restored,
    events: [{ type: 'undone', seat: context.turn.seat, remaining: remaining.length, undoable: false }],
  };
}
