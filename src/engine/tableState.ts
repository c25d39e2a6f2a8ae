import type { GameState } from './gameState';
import type { IslandLetter } from './ids';
import type { GameView } from './viewFor';

/**
 * What a rule question reads of a game: the whole state (on the device that holds the truth, or the
 * server) or one seat's view of it (a remote table), whose hidden parts are only counts. Every question
 * of the rules (what is legal, why not, where a move ends) answers both alike; only `execute`, which
 * draws tokens and rolls the random state, needs the whole state.
 */
export type TableState = GameState | GameView;

/** The turn of either. */
export type TableTurn = NonNullable<TableState['turn']>;

/** Whether this is the whole state rather than a seat's view of it. */
export function isWholeState(table: TableState): table is GameState {
  return !('viewer' in table);
}

/** Face-down tokens left on an island (a view counts them; the state holds their ids). */
export function tokensLeft(table: TableState, island: IslandLetter): number {
  return isWholeState(table) ? table.islands[island].length : (table.islands[island] ?? 0);
}

/** How many actions of this turn can be undone. */
export function undoDepth(table: TableState): number {
  const turn = table.turn;
  if (!turn) return 0;
  return 'undoStack' in turn ? turn.undoStack.length : turn.undoDepth;
}
