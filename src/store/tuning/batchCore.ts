import { AWARD_COINS } from '../../engine/volleyOutcome';
import type { PieceKind } from '../../physics/pieceSpec';
import { scoreVolley } from '../../physics/scoreVolley';
import { simulateVolley } from '../../physics/simulateVolley';
import type { SweepRow } from '../../physics/sweep';
import { sweepInput, sweepRowOfTrace, thresholdVariants } from '../../physics/sweep';
import type { Thresholds } from '../../physics/thresholds';
import type { VolleyTrace } from '../../physics/traceTypes';

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

/** Volleys [from, to) of the sweep (seed, source), scored under the working and reference thresholds. */
export interface ShardRun {
  seed: number;
  source: PieceKind | null;
  from: number;
  to: number;
  thresholds: Thresholds;
  reference: Thresholds;
}

function scored(
  trace: VolleyTrace,
  index: number,
  thresholds: Thresholds,
  reference: Thresholds,
  variants: boolean,
): ScoredRow {
  const { row, key } = sweepRowOfTrace(
    trace,
    index,
    thresholds,
    variants ? thresholdVariants(thresholds) : [],
  );
  const refKey = JSON.stringify(scoreVolley(trace, reference).outcome);
  return { row, key, refKey };
}

/**
 * What one batch worker holds and does: the traces it simulated (volley index → trace), scored and
 * re-scored on request. Pure apart from that map, so the pool can run it in a Web Worker (batchWorker.ts,
 * through comlink) or in-process.
 */
export class BatchShard {
  private readonly traces = new Map<number, VolleyTrace>();

  /** Simulates volleys [from, to) and keeps their traces. */
  run(spec: ShardRun): ScoredRow[] {
    const rows: ScoredRow[] = [];
    for (let index = spec.from; index < spec.to; index++) {
      const trace = simulateVolley(sweepInput(spec.seed, index, spec.source ?? undefined));
      this.traces.set(index, trace);
      rows.push(scored(trace, index, spec.thresholds, spec.reference, true));
    }
    return rows;
  }

  /** Re-scores every kept trace; with `variants` also each threshold moved by the sweep's factors. */
  score(thresholds: Thresholds, reference: Thresholds, variants: boolean): ScoredRow[] {
    return [...this.traces].map(([index, trace]) => scored(trace, index, thresholds, reference, variants));
  }

  /** One threshold swept across values: for each, how many kept volleys change and the coins paid. */
  curve(field: keyof Thresholds, values: number[], thresholds: Thresholds): CurvePoint[] {
    const points = values.map((value) => ({ value, volleys: 0, changed: 0, coins: 0 }));
    for (const trace of this.traces.values()) {
      const key = JSON.stringify(scoreVolley(trace, thresholds).outcome);
      values.forEach((value, k) => {
        const outcome = scoreVolley(trace, { ...thresholds, [field]: value }).outcome;
        const point = points[k] as CurvePoint;
        point.volleys += 1;
        point.coins += AWARD_COINS[outcome.best];
        if (JSON.stringify(outcome) !== key) point.changed += 1;
      });
    }
    return points;
  }

  trace(index: number): VolleyTrace | null {
    return this.traces.get(index) ?? null;
  }

  clear(): void {
    this.traces.clear();
  }
}
