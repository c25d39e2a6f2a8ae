import type { VolleyScore } from '../../physics/scoreTypes';
import { scoreVolley } from '../../physics/scoreVolley';
import { THRESHOLD_INFO, type Thresholds } from '../../physics/thresholds';
import type { VolleyTrace } from '../../physics/traceTypes';

/** Where moving one threshold first changes a volley's outcome, and what it becomes there. */
export interface Flip {
  /** The threshold's value at the change (found to a hundredth of its UI step). */
  value: number;
  score: VolleyScore;
}

export interface Margin {
  field: keyof Thresholds;
  down: Flip | null;
  up: Flip | null;
  /** The smaller move to a flip as a share of the threshold's range; Infinity when none is in bounds. */
  closeness: number;
}

/** Halvings that narrow a flip found on the step grid down to 1/100 of a step or so. */
const REFINE = 7;

const keyOf = (score: VolleyScore) => JSON.stringify(score.outcome);

/** Walks from the working value towards one bound, step by step, and pins the first change. */
function flipToward(
  trace: VolleyTrace,
  thresholds: Thresholds,
  field: keyof Thresholds,
  direction: 1 | -1,
  key: string,
): Flip | null {
  const { min, max, step } = THRESHOLD_INFO[field];
  const at = (value: number) => scoreVolley(trace, { ...thresholds, [field]: value });
  let same = thresholds[field];
  for (let k = 1; ; k++) {
    const raw = thresholds[field] + direction * k * step;
    const value = direction > 0 ? Math.min(max, raw) : Math.max(min, raw);
    const score = at(value);
    if (keyOf(score) !== key) {
      let changed = value;
      let changedScore = score;
      for (let i = 0; i < REFINE; i++) {
        const middle = (same + changed) / 2;
        const middleScore = at(middle);
        if (keyOf(middleScore) === key) same = middle;
        else {
          changed = middle;
          changedScore = middleScore;
        }
      }
      return { value: changed, score: changedScore };
    }
    same = value;
    if (value === min || value === max) return null;
  }
}

/**
 * For each threshold, the nearest values below and above the working one at which this volley's
 * outcome changes, closest first: the top row is the threshold that decides this volley.
 * Pure re-scoring of the stored trace (a few hundred scorings, tens of milliseconds).
 */
export function thresholdMargins(trace: VolleyTrace, thresholds: Thresholds): Margin[] {
  const key = keyOf(scoreVolley(trace, thresholds));
  const fields = Object.keys(THRESHOLD_INFO) as (keyof Thresholds)[];
  return fields
    .map((field) => {
      const down = flipToward(trace, thresholds, field, -1, key);
      const up = flipToward(trace, thresholds, field, 1, key);
      const range = THRESHOLD_INFO[field].max - THRESHOLD_INFO[field].min;
      const moves = [down, up].flatMap((flip) =>
        flip ? [Math.abs(flip.value - thresholds[field]) / range] : [],
      );
      return { field, down, up, closeness: moves.length ? Math.min(...moves) : Number.POSITIVE_INFINITY };
    })
    .sort((a, b) => a.closeness - b.closeness);
}
