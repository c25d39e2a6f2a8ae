import type { GameState } from '../engine';
import type { LogEntry } from '../store/gameStore';
import { describeEvent } from './describeEvent';

/** Why Undo is unavailable now, in words (null when it is available): the engine's undo stack decides. */
export function undoBlockedReason(game: GameState, log: readonly LogEntry[]): string | null {
  const turn = game.turn;
  if (!turn || game.phase.kind !== 'playing') return 'Undo works during a turn.';
  if (turn.undoStack.length > 0) return null;
  const thisTurn = log.slice(log.findLastIndex((entry) => entry.event.type === 'turnStarted') + 1);
  // an undo is no wall: once every step is taken back, there is simply nothing left to undo
  const revealing = thisTurn.findLast((entry) => !entry.event.undoable && entry.event.type !== 'undone');
  if (revealing) {
    const what = describeEvent(revealing.event, game.players) ?? 'Something was revealed';
    return `Cannot undo past this: ${what}`;
  }
  return 'Nothing to undo yet this turn.';
}
