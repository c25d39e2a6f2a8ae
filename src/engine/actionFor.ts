import type { Action, ActionIntent, TurnIntent } from './action';
import { SETUP_ACTION_TYPES } from './action';
import type { TableState } from './tableState';

function isSetupIntent(intent: ActionIntent): intent is Exclude<ActionIntent, TurnIntent> {
  return (SETUP_ACTION_TYPES as readonly string[]).includes(intent.type);
}

/**
 * The action that the player whose turn it is means by `intent` (A3): a turn intent gets the seat of
 * the current turn; setup actions name no acting seat and pass unchanged. With no turn under way the
 * seat is -1, which `execute` refuses with the phase's own reason.
 */
export function actionFor(state: TableState, intent: ActionIntent): Action {
  if (isSetupIntent(intent)) return intent;
  return { ...intent, seat: state.turn?.seat ?? -1 } as Action;
}

/** The intent of an action: its acting seat left out (setup actions, and intents, are unchanged). */
export function intentOf(action: Action | ActionIntent): ActionIntent {
  if (isSetupIntent(action) || !('seat' in action)) return action;
  const { seat: _seat, ...intent } = action;
  return intent as ActionIntent;
}
