import { AWARD_COINS } from '../engine/volleyOutcome';
import { cubeLandings } from '../physics/landing';
import { scoreVolley } from '../physics/scoreVolley';
import type { SweepRow, ThresholdVariant } from '../physics/sweep';
import type { Thresholds } from '../physics/thresholds';
import type { VolleyTrace } from '../physics/traceTypes';

/**
 * The row `sweepVolley` (src/physics/sweep.ts) makes, from a trace already simulated: the browser
 * batch keeps its traces to re-score them, and sweep.ts has no entry point that takes a trace. A unit
 * test pins this to `sweepVolley` field for field, so `npm run tune` and the browser agree.
 */
export function sweepRowOf(
  trace: VolleyTrace,
  index: number,
  base: Thresholds,
  variants: readonly ThresholdVariant[],
): SweepRow {
  return sweepRowAndKey(trace, index, base, variants).row;
}

/** The row and its outcome's JSON (the key volleys are compared by). */
export function sweepRowAndKey(
  trace: VolleyTrace,
  index: number,
  base: Thresholds,
  variants: readonly ThresholdVariant[],
): { row: SweepRow; key: string } {
  const input = trace.input;
  const score = scoreVolley(trace, base);
  const key = JSON.stringify(score.outcome);
  const changed: number[] = [];
  variants.forEach((variant, k) => {
    if (JSON.stringify(scoreVolley(trace, variant.thresholds).outcome) !== key) changed.push(k);
  });
  const row: SweepRow = {
    index,
    source: input.firing.kind,
    strength: input.strike.strength,
    targets: input.others.filter((o) => o.isTarget).length,
    steps: trace.steps,
    endReason: trace.endReason,
    best: score.best,
    coins: AWARD_COINS[score.best],
    captainsKnockedOff: score.outcome.captainsKnockedOff,
    shipsHit: score.outcome.shipsHit,
    cubes: score.cubes.map((cube) => cube.award),
    landings: cubeLandings(trace).map((landing) => landing.spaces),
    changed,
  };
  return { row, key };
}
