import type { PieceKind } from '../physics/pieceSpec';
import type { SweepRow } from '../physics/sweep';
import type { Thresholds } from '../physics/thresholds';
import type { VolleyTrace } from '../physics/traceTypes';

/** Messages to a batch worker. Each worker answers every request once, in the order received. */
export type BatchRequest =
  /** Simulates volleys [from, to) of the sweep (seed, source) and keeps their traces. */
  | {
      type: 'run';
      seed: number;
      source: PieceKind | null;
      from: number;
      to: number;
      thresholds: Thresholds;
      reference: Thresholds;
    }
  /** Re-scores every kept trace; with `variants` also each threshold moved by the sweep's factors. */
  | { type: 'score'; thresholds: Thresholds; reference: Thresholds; variants: boolean }
  /** One threshold swept across values: for each, how many kept volleys change and the coins paid. */
  | { type: 'curve'; field: keyof Thresholds; values: number[]; thresholds: Thresholds }
  | { type: 'trace'; index: number }
  | { type: 'clear' };

/** A batch volley scored under the working thresholds, with its outcome under the reference. */
export interface ScoredRow {
  row: SweepRow;
  /** JSON of the outcome under the working thresholds and under the reference. */
  key: string;
  refKey: string;
}

/** Sums over a worker's volleys for one value of a swept threshold (sums merge by addition). */
export interface CurvePoint {
  value: number;
  volleys: number;
  /** Volleys whose outcome differs from their outcome under the working thresholds. */
  changed: number;
  coins: number;
}

export type BatchReply =
  | { type: 'ready' }
  | { type: 'rows'; rows: ScoredRow[] }
  | { type: 'scored'; rows: ScoredRow[] }
  | { type: 'curve'; points: CurvePoint[] }
  | { type: 'trace'; index: number; trace: VolleyTrace | null }
  | { type: 'cleared' }
  | { type: 'error'; message: string };
