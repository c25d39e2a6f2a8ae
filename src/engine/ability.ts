import type { Board } from './board';
import type { GameEvent } from './gameEvent';
import type { GameState } from './gameState';
import { isRejection, type Rejection, reject } from './rejection';
import type { TableState } from './tableState';
import {
  abilityActiveRejection,
  CAPTAIN_NAMES,
  capitalise,
  currentTurn,
  finishAbility as endAbility,
  manoeuvrePendingRejection,
} from './turnRules';

/** Why the current player may not start the captain's ability now (T3, C5), or null. */
export function startAbilityRejection(state: TableState, board: Board): Rejection | null {
  const context = currentTurn(state);
  if (isRejection(context)) return context;
  const { turn, player } = context;
  const blocked = manoeuvrePendingRejection(state, board, turn) ?? abilityActiveRejection(turn);
  if (blocked) return blocked;
  if (!player.captain) return reject('wrongPhase', 'You have no captain');
  if (turn.abilityUsed) return reject('abilityUsed', "The captain's ability can be used once per turn");
  if (player.cursed) {
    return reject(
      'cursed',
      `${capitalise(CAPTAIN_NAMES[player.captain])} is cursed: the ability cannot be used`,
    );
  }
  return null;
}

/** startAbility (T3, C1–C5): from now on only the ability's steps and finishAbility are allowed. */
export function startAbility(draft: GameState, board: Board): GameEvent[] | Rejection {
  const refused = startAbilityRejection(draft, board);
  if (refused) return refused;
  const turn = draft.turn;
  const captain = turn && draft.players[turn.seat]?.captain;
  if (!turn || !captain) return reject('wrongPhase', 'No turn is under way');
  turn.ability = { captain, stepsTaken: 0 };
  turn.abilityUsed = true;
  return [{ type: 'abilityStarted', seat: turn.seat, captain, undoable: true, rule: 'T3' }];
}

/** Why the ability cannot be declared finished now, or null. */
export function finishAbilityRejection(state: TableState, board: Board): Rejection | null {
  const context = currentTurn(state);
  if (isRejection(context)) return context;
  const { turn } = context;
  if (!turn.ability) return reject('abilityInactive', "No captain's ability is under way");
  return manoeuvrePendingRejection(state, board, turn);
}

/** finishAbility (T3): declared finished, with fewer than two steps taken. */
export function finishAbility(draft: GameState, board: Board): GameEvent[] | Rejection {
  const refused = finishAbilityRejection(draft, board);
  if (refused) return refused;
  return endAbility(draft, false);
}
