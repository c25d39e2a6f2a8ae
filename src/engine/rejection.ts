import type { GameEvent } from './gameEvent';
import type { GameState } from './gameState';

/** Why an action was refused, for code; `reason` is the sentence for the player. */
export type RejectionCode =
  | 'wrongPhase'
  | 'gameOver'
  | 'badAction'
  | 'badSeat'
  | 'notYourTurn'
  | 'offBoard'
  | 'notSea'
  | 'occupied'
  | 'tooClose'
  | 'captainTaken'
  | 'shipTaken'
  | 'noActionsLeft'
  | 'manoeuvrePending'
  | 'moveFinished'
  | 'mustSailOn'
  | 'noFinish'
  | 'blocked'
  | 'notAdjacent'
  | 'abilityActive'
  | 'abilityInactive'
  | 'abilityUsed'
  | 'wrongAbility'
  | 'cursed'
  | 'notNextToIsland'
  | 'cardHeld'
  | 'islandEmpty'
  | 'volleyUsed'
  | 'badVolley'
  | 'nothingToUndo';

export interface Rejection {
  ok: false;
  code: RejectionCode;
  reason: string;
}

export interface Success {
  ok: true;
  state: GameState;
  events: GameEvent[];
}

export type ExecuteResult = Success | Rejection;

export function reject(code: RejectionCode, reason: string): Rejection {
  return { ok: false, code, reason };
}

export function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
}
