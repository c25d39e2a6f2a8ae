import type { ShipId } from '../engine/ids';
import type { VolleyAward, VolleyOutcome } from '../engine/volleyOutcome';
import type { PiecePart } from './pieceSpec';

/** What a cube scored on: a piece's part, or its captain. */
export type ScoredPart = PiecePart | 'captain';

/** The contact that decided an award: its step and impulse (g·cm/s). */
export interface DecidingContact {
  step: number;
  impulse: number;
}

/** A cube's hit on one target (P2): the first contact at or over the hit impulse. */
export interface CubeHit extends DecidingContact {
  piece: string;
  part: ScoredPart;
}

/** Where a cube lies when the volley is judged. */
export type CubeRest =
  | { kind: 'gone' }
  | { kind: 'moving' }
  | { kind: 'board' }
  | { kind: 'target'; piece: string; part: ScoredPart | 'cube' }
  | { kind: 'other' };

export interface CubeScore {
  cube: number;
  /** This cube's best: landed (P3) over hit (P2) over none. */
  award: Exclude<VolleyAward, 'knockedOff'>;
  /** The target it landed on, or its first hit's target. */
  piece: string | null;
  part: ScoredPart | 'cube' | null;
  /** Landed: its first contact with that target; hit: the first contact over the hit impulse. */
  deciding: DecidingContact | null;
  /** Every target it hit, once each, in order. */
  hits: CubeHit[];
  rest: CubeRest;
}

/** Why a captain is (or is not) knocked off (P4). */
export type CaptainVerdict = 'onDeck' | 'touchingBoard' | 'dropped' | 'offTable' | 'offDeck';

export interface CaptainScore {
  ship: ShipId;
  /** Whether its ship is a target (only then does knocking it off pay, V2/V3). */
  target: boolean;
  knockedOff: boolean;
  verdict: CaptainVerdict;
  /** How far its base dropped below where it stood, cm. */
  drop: number;
}

/** The scoring of one trace under one set of thresholds (P1–P4). */
export interface VolleyScore {
  cubes: CubeScore[];
  captains: CaptainScore[];
  best: VolleyAward;
  /** The step judged (end of the trace or the time cap) and why the volley ended there (P5). */
  judgedStep: number;
  endedBy: 'rest' | 'cap';
  /** What the engine's resolve-volley action takes. */
  outcome: VolleyOutcome;
}
