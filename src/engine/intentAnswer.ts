import type { TurnIntent } from './action';
import type { Rejection } from './rejection';

/**
 * What a button or key of the turn means now, or why it is refused: the intent to send, or the rules'
 * own rejection (the same reason `execute` would give for that intent in that state).
 */
export type IntentAnswer<Intent extends TurnIntent = TurnIntent> = { ok: true; intent: Intent } | Rejection;

/** The answer for `intent`, refused by `refusal` when there is one. */
export function answerFor<Intent extends TurnIntent>(
  intent: Intent,
  refusal: Rejection | null,
): IntentAnswer<Intent> {
  return refusal ?? { ok: true, intent };
}
