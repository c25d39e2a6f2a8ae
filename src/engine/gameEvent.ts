import type { ShipStep, TurnDirection } from './action';
import type { GameResult, PiecePose } from './gameState';
import type { CaptainId, Facing, HexKey, IslandLetter, Seat, ShipId, VolleySource } from './ids';
import type { VolleyAward } from './volleyOutcome';

/** Ruling ids of rulings.md that an event can name (a list, so that a saved log can be checked against it). */
export const RULE_IDS = [
  'B1',
  'B2',
  'B3',
  'S1',
  'S2',
  'S3',
  'S4',
  'T1',
  'T2',
  'T3',
  'T4',
  'T5',
  'T6',
  'M1',
  'M2',
  'M3',
  'M4',
  'M5',
  'E1',
  'E2',
  'V1',
  'V2',
  'V3',
  'V4',
  'V5',
  'C1',
  'C2',
  'C3',
  'C4',
  'C5',
  'W1',
  'W2',
] as const;
export type RuleId = (typeof RULE_IDS)[number];

/**
 * Every event says whether it can be taken back with `undo` (false once hidden or random information
 * came out) and, where one decided it, the ruling that fired.
 */
type Event<Type extends string, Fields> = { type: Type; undoable: boolean; rule?: RuleId } & Fields;

/** How a move or turn was paid for: a ship action (T1), an ability step (T3), or free as an M3 continuation. */
export type StepCost = 'action' | 'ability' | 'continuation';

export type GameEvent =
  | Event<'firstPlayerChosen', { seat: Seat }>
  | Event<'krakenPlaced', { hex: HexKey; facing: Facing }>
  | Event<'captainChosen', { seat: Seat; captain: CaptainId; ship: ShipId; pose: PiecePose }>
  | Event<'turnStarted', { seat: Seat; round: number }>
  | Event<'captainReturned', { seat: Seat; ship: ShipId }>
  | Event<
      'shipMoved',
      {
        seat: Seat;
        ship: ShipId;
        path: ShipStep[];
        /** Hexes entered, in order. */
        hexes: HexKey[];
        from: PiecePose;
        to: PiecePose;
        /** Still next to a piece: the manoeuvre must go on (M3). */
        pending: boolean;
        cost: StepCost;
        actionsUsed: number;
      }
    >
  | Event<
      'krakenMoved',
      {
        seat: Seat;
        path: HexKey[];
        from: HexKey;
        to: HexKey;
        pending: boolean;
        cost: StepCost;
        actionsUsed: number;
      }
    >
  | Event<
      'turned',
      {
        seat: Seat;
        piece: 'ship' | 'kraken' | 'tower';
        direction: TurnDirection;
        from: Facing;
        to: Facing;
        cost: StepCost;
        actionsUsed: number;
      }
    >
  | Event<'explored', { seat: Seat; island: IslandLetter; actionsUsed: number }>
  | Event<'jollyRogerDrawn', { seat: Seat; island: IslandLetter; tokenId: string }>
  /** A face-down card went into the hold; `destination` is null in other players' logs (eventFor). */
  | Event<
      'cardDrawn',
      { seat: Seat; island: IslandLetter; tokenId: string; destination: IslandLetter | null }
    >
  | Event<'islandExhausted', { seat: Seat; island: IslandLetter }>
  | Event<'islandReshuffled', { island: IslandLetter; tokens: number }>
  | Event<'cursed', { seat: Seat; cause: 'jollyRoger' | 'volley'; alreadyCursed: boolean }>
  | Event<'curseLifted', { seat: Seat }>
  | Event<'cursePassed', { from: Seat; to: Seat[] }>
  | Event<'treasureClaimed', { seat: Seat; tokenId: string; from: IslandLetter; destination: IslandLetter }>
  | Event<'supplyEmpty', { seat: Seat; item: 'coins' | 'treasures'; owed: number; paid: number }>
  | Event<
      'volleyFired',
      {
        seat: Seat;
        source: VolleySource;
        best: VolleyAward;
        /** Opponents' ships hit (V5); absent in logs saved before it was recorded. */
        shipsHit?: ShipId[];
      }
    >
  | Event<'coinsPaid', { seat: Seat; coins: number }>
  | Event<'captainKnockedOff', { seat: Seat; victim: Seat; ship: ShipId }>
  | Event<'abilityStarted', { seat: Seat; captain: CaptainId }>
  | Event<'abilityFinished', { seat: Seat; captain: CaptainId; steps: number; auto: boolean }>
  | Event<'turnEnded', { seat: Seat; round: number; actionsUsed: number }>
  | Event<'roundEnded', { round: number }>
  | Event<'gameEnded', { result: GameResult }>
  | Event<'undone', { seat: Seat; remaining: number }>;

export type GameEventType = GameEvent['type'];
