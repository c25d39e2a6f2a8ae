import type { TurnIntent } from './action';
import { actionFor } from './actionFor';
import { answerFor, type IntentAnswer } from './intentAnswer';
import { refusalOf } from './refusalOf';
import type { TableState } from './tableState';

type SailIntent = Extract<TurnIntent, { type: 'moveShip' }>;

/**
 * The Sail button and the W key: one step forward of the own ship (M1; mid-manoeuvre the next step of
 * the move, M3), or why not. The engine asks itself with the real intent, so a refusal is the rules'
 * own (off the board, an island or a piece in the way, no way on, all actions used…).
 */
export function sailForward(state: TableState): IntentAnswer<SailIntent> {
  const intent: SailIntent = { type: 'moveShip', path: ['forward'] };
  return answerFor(intent, refusalOf(state, actionFor(state, intent)));
}
