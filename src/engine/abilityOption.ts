import { finishAbilityRejection, startAbilityRejection } from './ability';
import { type AbilityStatus, abilityStatus } from './abilityStatus';
import { boardFor } from './board';
import type { GameState } from './gameState';
import type { Rejection } from './rejection';

export type AbilityIntent = { type: 'startAbility' } | { type: 'finishAbility' };

/** The ability button now: what it does, why it may not, and the marker beside it. */
export interface AbilityOption {
  /** Finish the ability under way (T3), or start it. */
  intent: AbilityIntent;
  /** Why `intent` is refused now, in the rules' own words (as `execute` refuses it), or null. */
  refusal: Rejection | null;
  /** Null when no turn is under way. */
  status: AbilityStatus | null;
}

/**
 * Whether the player whose turn it is may start the captain's ability now (T3, C5) or, while it is
 * under way, declare it finished: the checks `execute` makes for that intent, asked directly.
 */
export function abilityOption(state: GameState): AbilityOption {
  const board = boardFor(state.mapId);
  const turn = state.turn;
  const player = turn ? state.players[turn.seat] : undefined;
  const status = turn && player ? abilityStatus(player, turn) : null;
  if (turn?.ability)
    return { intent: { type: 'finishAbility' }, refusal: finishAbilityRejection(state, board), status };
  return { intent: { type: 'startAbility' }, refusal: startAbilityRejection(state, board), status };
}
