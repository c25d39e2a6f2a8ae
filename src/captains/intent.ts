import type { Action, Seat, TurnAction, TurnIntent, VolleySource } from '../engine';
import type { AimEstimate } from './aimEstimator';

/**
 * What a computer captain wants to do next. An engine action names its seat (A3); a volley names the
 * source and the strength as struck, hand noise included (A2): the physics decides what happens, and the
 * engine gets its outcome as a resolveVolley.
 */
export type CaptainIntent =
  | { kind: 'action'; action: Action }
  | {
      kind: 'volley';
      seat: Seat;
      source: VolleySource;
      /** The strength struck: the aimed one plus the level's hand noise. */
      strength: number;
      /** The strength the captain aimed at. */
      aimed: number;
      /** What sampling expected of the aimed shot. */
      estimate: AimEstimate;
    }
  /** Not this seat's move (another seat's turn, or the game is over). */
  | { kind: 'wait'; reason: string };

/** A turn action taken by `seat` (A3: every turn action names the seat that takes it). */
export function seatAction(seat: Seat, intent: TurnIntent): TurnAction {
  return { ...intent, seat } as TurnAction;
}
