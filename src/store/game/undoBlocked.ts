import { type TableState, undoDepth } from '../../engine';
import type { GameEvent } from '../../engine/gameEvent';
import type { LogEntry } from '../saves/gameEventSchema';

/** Why Undo is unavailable now (the engine's undo stack decides); the interface puts it in words. */
export type UndoBlocked =
  | { kind: 'notInTurn' }
  /** Something hidden or random came out this turn: undo cannot go back past it. */
  | { kind: 'revealed'; event: GameEvent }
  /** Every step of this turn is taken back, or none was taken. */
  | { kind: 'nothingYet' };

// one object each, so an answer keeps its identity for subscribers and renders
const NOT_IN_TURN: UndoBlocked = Object.freeze({ kind: 'notInTurn' });
const NOTHING_YET: UndoBlocked = Object.freeze({ kind: 'nothingYet' });

/** Null when Undo is available. */
export function undoBlocked(game: TableState, log: readonly LogEntry[]): UndoBlocked | null {
  const turn = game.turn;
  if (!turn || game.phase.kind !== 'playing') return NOT_IN_TURN;
  if (undoDepth(game) > 0) return null;
  const thisTurn = log.slice(log.findLastIndex((entry) => entry.event.type === 'turnStarted') + 1);
  // an undo is no wall: once every step is taken back, there is simply nothing left to undo
  const revealing = thisTurn.findLast((entry) => !entry.event.undoable && entry.event.type !== 'undone');
  return revealing ? { kind: 'revealed', event: revealing.event } : NOTHING_YET;
}
