import { AWARD_COINS } from '../engine/volleyOutcome';
import { scoreVolley } from '../physics/scoreVolley';
import { simulateVolley } from '../physics/simulateVolley';
import { sweepInput, sweepRowOfTrace, thresholdVariants } from '../physics/sweep';
import type { Thresholds } from '../physics/thresholds';
import type { VolleyTrace } from '../physics/traceTypes';
import type { BatchReply, BatchRequest, CurvePoint, ScoredRow } from './batchProtocol';

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
 * re-scored on request. Pure apart from that map, so the pool can run it in a Web Worker or in-process.
 */
export class BatchShard {
  private readonly traces = new Map<number, VolleyTrace>();

  handle(request: BatchRequest): BatchReply {
    switch (request.type) {
      case 'run': {
        const rows: ScoredRow[] = [];
        for (let index = request.from; index < request.to; index++) {
          const trace = simulateVolley(sweepInput(request.seed, index, request.source ?? undefined));
          this.traces.set(index, trace);
          rows.push(scored(trace, index, request.thresholds, request.reference, true));
        }
        return { type: 'rows', rows };
      }
      case 'score':
        return {
          type: 'scored',
          rows: [...this.traces].map(([index, trace]) =>
            scored(trace, index, request.thresholds, request.reference, request.variants),
          ),
        };
      case 'curve':
        return { type: 'curve', points: this.curve(request.field, request.values, request.thresholds) };
      case 'trace':
        return { type: 'trace', index: request.index, trace: this.traces.get(request.index) ?? null };
      case 'clear':
        this.traces.clear();
        return { type: 'cleared' };
      default: {
        const never: never = request;
        return { type: 'error', message: `unknown request ${JSON.stringify(never)}` };
      }
    }
  }

  private curve(field: keyof Thresholds, values: number[], thresholds: Thresholds): CurvePoint[] {
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
}
