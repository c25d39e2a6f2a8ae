import { AWARD_COINS, type VolleyAward } from '../engine/volleyOutcome';
import { DEFAULT_BOARD } from './boardLayout';
import { cubeLandings } from './landing';
import type { PieceKind } from './pieceSpec';
import { mixSeed } from './prng';
import { randomVolleyInput } from './randomVolleyInput';
import { scoreVolley } from './scoreVolley';
import { simulateVolley } from './simulateVolley';
import type { Thresholds } from './thresholds';
import type { VolleyTrace } from './traceTypes';
import type { VolleyInput } from './volleyInput';

/** One threshold moved by a factor, for the sensitivity table. */
export interface ThresholdVariant {
  field: keyof Thresholds;
  factor: number;
  thresholds: Thresholds;
}

/** Factors each threshold is moved by. */
export const SENSITIVITY_FACTORS = [0.75, 0.9, 1.1, 1.25] as const;

/** Every threshold moved by every factor, the others kept. */
export function thresholdVariants(base: Thresholds): ThresholdVariant[] {
  return (Object.keys(base) as (keyof Thresholds)[]).flatMap((field) =>
    SENSITIVITY_FACTORS.map((factor) => ({
      field,
      factor,
      thresholds: { ...base, [field]: base[field] * factor },
    })),
  );
}

/** One volley of a sweep, as the tune prints and writes it. */
export interface SweepRow {
  index: number;
  source: PieceKind;
  strength: number;
  targets: number;
  steps: number;
  endReason: VolleyTrace['endReason'];
  best: VolleyAward;
  coins: number;
  captainsKnockedOff: string[];
  shipsHit: string[];
  /** Each cube's award. */
  cubes: string[];
  /** Each cube's first landing, spaces from the firer (null: never came down off the firer). */
  landings: (number | null)[];
  /** Cubes that fell off the table (past the board's edge). */
  cubesOff: number;
  /** Indices of the variants whose outcome differs from the base scoring. */
  changed: number[];
}

/** Volley `index` of the sweep seeded `seed`: its input depends on (seed, index) only, never on the worker. */
export function sweepInput(seed: number, index: number, source?: PieceKind): VolleyInput {
  return randomVolleyInput(mixSeed(seed, index), source ? { source } : {});
}

/** Simulates once, scores with the base thresholds and re-scores the stored trace with every variant. */
export function sweepVolley(
  input: VolleyInput,
  index: number,
  base: Thresholds,
  variants: readonly ThresholdVariant[],
): SweepRow {
  return sweepRowOfTrace(simulateVolley(input), index, base, variants).row;
}

/**
 * The sweep row of a trace already simulated (the browser batch keeps its traces to re-score them),
 * with its outcome's JSON, the key volleys are compared by.
 */
export function sweepRowOfTrace(
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
    cubesOff: trace.bodies.filter((b, i) => b.kind === 'cube' && trace.final[i]?.offTableStep !== null)
      .length,
    changed,
  };
  return { row, key };
}

/** An open-sea volley for calibration: nothing to hit, a board wide enough that nothing falls off. */
export function calibrationInput(source: PieceKind, strength: number, seed: number): VolleyInput {
  const wide = 4 * Math.max(DEFAULT_BOARD.maxX, DEFAULT_BOARD.maxZ);
  return {
    firing:
      source === 'ship'
        ? { kind: 'ship', id: 'red', x: 0, z: 0, yaw: 0 }
        : { kind: source, id: source, x: 0, z: 0, yaw: 0 },
    others: [],
    strike: { strength },
    seed,
    board: { minX: -wide, maxX: wide, minZ: -wide, maxZ: wide },
  };
}
