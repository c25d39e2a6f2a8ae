import type { GameState } from './gameState';
import { type ExecuteResult, isRejection, reject } from './rejection';
import { currentTurn } from './turnRules';

/** undo: back to the state before the last undoable action of this turn (moves, turns, ability steps). */
export function undo(state: GameState): ExecuteResult {
  const context = currentTurn(state);
  if (isRejection(context)) return context;
  const stack = context.turn.undoStack;
  const snapshot = stack[stack.length - 1];
  if (!snapshot?.turn) {
    return reject(
      'nothingToUndo',
      'Nothing to undo: only moves and turns since the last reveal can be taken back',
    );
  }
  const remaining = stack.slice(0, -1);
  const restored: GameState = { ...snapshot, turn: { ...snapshot.turn, undoStack: remaining } };
  return {
    ok: true,
    state: restored,
    events: [{ type: 'undone', seat: context.turn.seat, remaining: remaining.length, undoable: false }],
  };
}
