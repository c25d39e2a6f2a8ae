import type { CaptainId, Facing, HexKey, IslandLetter, Seat, ShipId } from './ids';

/** Where a captain pawn is (B2). */
export type CaptainPlace = 'stern' | 'track' | 'down';

/** A treasure card token (S3): a card naming a destination island, or a Jolly Roger. */
export type TreasureToken = { kind: 'card'; destination: IslandLetter } | { kind: 'jollyRoger' };

/** A card in a player's hold: drawn from `from`, naming `destination`; hidden until revealed (M4). */
export interface HeldCard {
  tokenId: string;
  from: IslandLetter;
  destination: IslandLetter;
}

export interface PlayerState {
  seat: Seat;
  name: string;
  ship: ShipId | null;
  captain: CaptainId | null;
  captainAt: CaptainPlace;
  cursed: boolean;
  coins: number;
  treasures: number;
  /** Unrevealed treasure cards, face down in the hold. */
  cards: HeldCard[];
}

export interface PiecePose {
  hex: HexKey;
  facing: Facing;
}

/** An M3 manoeuvre under way: the moved piece is still next to another piece and must go on. */
export interface PendingManoeuvre {
  piece: 'ship' | 'kraken';
  /** Whether it is a step of the captain's ability (C1, C4) rather than a ship action. */
  byAbility: boolean;
  /** Steps taken so far in this manoeuvre. */
  steps: number;
}

export interface ActiveAbility {
  captain: CaptainId;
  stepsTaken: number;
}

export interface TurnState {
  seat: Seat;
  round: number;
  /** Ship actions used this turn (T1), 0–5. */
  actionsUsed: number;
  volleyUsed: boolean;
  abilityUsed: boolean;
  ability: ActiveAbility | null;
  manoeuvre: PendingManoeuvre | null;
  /** States to return to with `undo`, newest last; emptied by anything that reveals information. */
  undoStack: GameState[];
}

export type GamePhase =
  | { kind: 'chooseFirstPlayer' }
  | { kind: 'placeKraken' }
  /** Clockwise from the first player, each seat picks a captain and a ship (S4). */
  | { kind: 'chooseCaptains'; nextSeat: Seat }
  | { kind: 'playing' }
  | { kind: 'ended'; result: GameResult };

export interface PlayerScore {
  seat: Seat;
  coins: number;
  treasures: number;
  points: number;
}

export interface GameResult {
  scores: PlayerScore[];
  /** One seat, or several when the victory is shared (W2). */
  winners: Seat[];
}

export interface GameOptions {
  /** Jolly Rogers among each island's four tokens (S3); the rest are treasure cards. */
  jollyRogersPerIsland: number;
}

/** The whole game as plain JSON: serialisable, no class instances. */
export interface GameState {
  version: 1;
  mapId: string;
  options: GameOptions;
  phase: GamePhase;
  players: PlayerState[];
  firstSeat: Seat | null;
  ships: Partial<Record<ShipId, PiecePose>>;
  kraken: PiecePose | null;
  towerFacing: Facing;
  /** Face-down token ids on each island, in draw order (hidden from players). */
  islands: Record<IslandLetter, string[]>;
  tokens: Record<string, TreasureToken>;
  supply: { coins: number; treasures: number };
  turn: TurnState | null;
  /** The seeded random generator's state. */
  rng: number[];
}
