import type { CaptainId, Facing, HexKey, IslandLetter, Seat, ShipId } from './ids';
import type { VolleyOutcome } from './volleyOutcome';

/** One step of a ship's manoeuvre (M1, M3): ahead, or a sixth turn either way. */
export type ShipStep = 'forward' | 'left' | 'right';

/** A sixth turn: left is counter-clockwise seen from above (facing + 1). */
export type TurnDirection = 'left' | 'right';

/** Everything a player (or the physics, for a volley) can ask the engine to do. */
export type Action =
  // Setup (S1–S4)
  | { type: 'chooseFirstPlayer'; seat: Seat }
  | { type: 'placeKraken'; hex: HexKey; facing: Facing }
  | { type: 'chooseCaptain'; captain: CaptainId; ship: ShipId }
  // A turn (T1–T6)
  /**
   * Move the own ship: `path` starts with 'forward' (M1); if the ship would end next to another piece
   * the path goes on with more steps (M3). A path that stops while still next to a piece leaves the
   * manoeuvre pending: the next moveShip continues it.
   */
  | { type: 'moveShip'; path: ShipStep[] }
  /** Move the Kraken through adjacent free sea spaces (M2, M3); same continuation as moveShip. */
  | { type: 'moveKraken'; path: HexKey[] }
  | { type: 'turn'; piece: 'ship' | 'kraken' | 'tower'; direction: TurnDirection }
  | { type: 'explore'; island: IslandLetter }
  | { type: 'startAbility' }
  | { type: 'finishAbility' }
  /** The physics' report of a volley fired this turn (V1–V5). */
  | { type: 'resolveVolley'; outcome: VolleyOutcome }
  | { type: 'endTurn' }
  | { type: 'undo' };

export type ActionType = Action['type'];
