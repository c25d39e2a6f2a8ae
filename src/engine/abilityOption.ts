import { finishAbilityRejection, startAbilityRejection } from './ability';
import { boardFor } from './board';
import type { Rejection } from './rejection';
import type { TableState } from './tableState';

export type AbilityIntent = { type: 'startAbility' } | { type: 'finishAbility' };

/** The ability button now: what it does, and why it may not. */
export interface AbilityOption {
  /** Finish the ability under way (T3), or start it. */
  intent: AbilityIntent;
  /** Why `intent` is refused now, in the rules' own words (as `execute` refuses it), or null. */
  refusal: Rejection | null;
}

/**
 * Whether the player whose turn it is may start the captain's ability now (T3, C5) or, while it is
 * under way, declare it finished: the checks `execute` makes for that intent, asked directly.
 */
export function abilityOption(state: TableState): AbilityOption {
  const board = boardFor(state.mapId);
  if (state.turn?.ability)
    return { intent: { type: 'finishAbility' }, refusal: finishAbilityRejection(state, board) };
  return { intent: { type: 'startAbility' }, refusal: startAbilityRejection(state, board) };
}
