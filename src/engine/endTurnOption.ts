import { boardFor } from './board';
import { endTurnRejection } from './endTurn';
import { answerFor, type IntentAnswer } from './intentAnswer';
import type { TableState } from './tableState';

/**
 * Whether the player whose turn it is may end it now (T6: not mid-manoeuvre, not mid-ability), or why
 * not: the checks `execute(endTurn)` makes, asked directly.
 */
export function endTurnOption(state: TableState): IntentAnswer<{ type: 'endTurn' }> {
  return answerFor({ type: 'endTurn' }, endTurnRejection(state, boardFor(state.mapId)));
}
