import type { PlayerState, TurnState } from './gameState';
import { ABILITY_STEPS } from './turnRules';

/** Where the captain's once-a-turn ability stands (T3, C1–C5). */
export type AbilityStatus =
  | { kind: 'ready' }
  | { kind: 'inUse'; stepsTaken: number; steps: number }
  | { kind: 'used' }
  /** C5: a cursed captain's ability cannot be used, whatever the turn says. */
  | { kind: 'cursed' };

/**
 * The ability marker of the player whose turn it is. Takes the player and turn shapes alone, so a view
 * of the table (which hides nothing of either) answers as the state does.
 */
export function abilityStatus(
  player: Pick<PlayerState, 'cursed'>,
  turn: Pick<TurnState, 'ability' | 'abilityUsed'>,
): AbilityStatus {
  if (turn.ability) return { kind: 'inUse', stepsTaken: turn.ability.stepsTaken, steps: ABILITY_STEPS };
  if (player.cursed) return { kind: 'cursed' };
  return turn.abilityUsed ? { kind: 'used' } : { kind: 'ready' };
}
