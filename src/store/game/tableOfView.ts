import { determinize } from '../../captains/determinize';
import type { GameState, GameView } from '../../engine';

/**
 * The table a remote seat plays on: its view (viewFor) as a GameState, so the game screen and its
 * selectors ask the engine the same questions (legal moves, refusals, where a move ends) of what this
 * seat knows. No turn question reads a hidden value: face-down tokens are counted, not read, and the
 * seat acting is the viewer, whose own cards are known. The hidden fill-ins (determinize's) never reach
 * the screen, which draws private things through viewFor(table, viewer) again, and the server decides
 * every action from its own state. The undo stack holds `undoDepth` placeholders: only its length is
 * asked (whether Undo is offered).
 */
export function tableOfView(view: GameView): GameState {
  const table = determinize(view, 0);
  const depth = view.turn?.undoDepth ?? 0;
  if (!table.turn || depth === 0) return table;
  const snapshot: GameState = { ...table, turn: { ...table.turn, undoStack: [] } };
  return { ...table, turn: { ...table.turn, undoStack: Array.from({ length: depth }, () => snapshot) } };
}
