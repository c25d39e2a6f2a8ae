import type { CaptainId, Facing, HexKey, IslandLetter, Seat, ShipId } from './ids';
import type { VolleyOutcome } from './volleyOutcome';

/** One step of a ship's manoeuvre (M1, M3): ahead, or a sixth turn either way. */
export type ShipStep = 'forward' | 'left' | 'right';

/** A sixth turn: left is counter-clockwise seen from above (facing + 1). */
export type TurnDirection = 'left' | 'right';

/** Setup (S1–S4): taken in a fixed order, so they name no acting seat. */
export type SetupAction =
  /** `seat` is the seat chosen to play first (S1), not who chooses. */
  | { type: 'chooseFirstPlayer'; seat: Seat }
  | { type: 'placeKraken'; hex: HexKey; facing: Facing }
  | { type: 'chooseCaptain'; captain: CaptainId; ship: ShipId };

/** What a player means to do in a turn (T1–T6), before it is known who asks (A3). */
export type TurnIntent =
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

type WithSeat<Intent> = Intent extends unknown ? Intent & { seat: Seat } : never;

/** A turn action names the seat that takes it (A3): refused unless it is that seat's turn. */
export type TurnAction = WithSeat<TurnIntent>;

/** Everything a player (or the physics, for a volley) can ask the engine to do. */
export type Action = SetupAction | TurnAction;

/** An action without its acting seat: what the interface asks for; the store adds who holds the device. */
export type ActionIntent = SetupAction | TurnIntent;

export type ActionType = Action['type'];
export type TurnActionType = TurnIntent['type'];

/** The turn action types, in one place for guards and the A3 check. */
export const TURN_ACTION_TYPES: readonly TurnActionType[] = [
  'moveShip',
  'moveKraken',
  'turn',
  'explore',
  'startAbility',
  'finishAbility',
  'resolveVolley',
  'endTurn',
  'undo',
];

export const SETUP_ACTION_TYPES: readonly SetupAction['type'][] = [
  'chooseFirstPlayer',
  'placeKraken',
  'chooseCaptain',
];
