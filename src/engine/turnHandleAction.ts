import type { TurnDirection, TurnIntent } from './action';
import { actionFor } from './actionFor';
import type { IntentAnswer } from './intentAnswer';
import { refusalOf } from './refusalOf';
import type { TableState } from './tableState';

/** What a turn handle of a piece does now, if anything. */
export type TurnHandleAnswer = IntentAnswer<TurnIntent>;

/**
 * The intent a turn handle beside `piece` means now, or why it is unavailable. Mid-manoeuvre the own
 * ship's turn is a step of its move (M3: refused where it can sail on forward); otherwise a turn (M5).
 */
export function turnHandleAction(
  state: TableState,
  piece: 'ship' | 'kraken' | 'tower',
  direction: TurnDirection,
): TurnHandleAnswer {
  const intent: TurnIntent =
    piece === 'ship' && state.turn?.manoeuvre?.piece === 'ship'
      ? { type: 'moveShip', path: [direction] }
      : { type: 'turn', piece, direction };
  // The engine asks itself with the real intent, so the answer and its reason are the rules' own.
  return refusalOf(state, actionFor(state, intent)) ?? { ok: true, intent };
}
