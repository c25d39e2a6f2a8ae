import type { GameState, Seat, VolleySource } from '../engine';
import { SPACE_CM } from '../physics/boardSpec';
import type { Thresholds } from '../physics/thresholds';
import type { VolleyInput } from '../physics/volleyInput';
import { volleyInputFor } from '../table/volleyInputFor';
import type { AimEstimate, AimEstimator, AimRequest } from './aimEstimator';
import { CURSE_COST } from './evaluate';
import type { Level } from './levels';
import { priorShotValue } from './volleyPrior';

/** A shot the captain may fire: where from, how hard it aims, and what sampling expects of it. */
export interface Shot {
  source: VolleySource;
  strength: number;
  estimate: AimEstimate;
}

/**
 * Strength that carries the cubes `spaces` far from each source on open sea (`npm run tune --
 * --calibrate` on the current physics: landing distance ≈ 1.04 + 7.95·strength spaces from a ship,
 * 0.85 + 8.0·s from the Kraken, 1.05 + 8.1·s from the tower); the sampling then corrects it.
 */
export function strengthFor(source: VolleySource, spaces: number): number {
  const [offset, slope] = source === 'ship' ? [1.04, 7.95] : source === 'kraken' ? [0.85, 8] : [1.05, 8.1];
  return Math.min(1, Math.max(0, (spaces - offset) / slope));
}

/** A target of an input as the firer sees it: distance in spaces and angle off its facing, radians. */
export function targetBearings(
  input: VolleyInput,
): { spaces: number; angle: number; across: boolean; standing: boolean }[] {
  const { x, z, yaw } = input.firing;
  return input.others
    .filter((piece) => piece.isTarget)
    .map((piece) => {
      const angle = Math.atan2(-(piece.z - z), piece.x - x) - yaw;
      return {
        spaces: Math.hypot(piece.x - x, piece.z - z) / SPACE_CM,
        angle: Math.abs(Math.atan2(Math.sin(angle), Math.cos(angle))),
        across: piece.kind === 'ship' && Math.abs(Math.sin(piece.yaw - yaw)) > 0.5,
        standing: piece.kind === 'ship' && piece.captainStanding === true,
      };
    });
}

/** Strengths round the one that carries the cubes to a target this far: the aim and steps either side. */
export function strengthsAround(source: VolleySource, spaces: number, count: number): number[] {
  const aim = strengthFor(source, spaces);
  const offsets = [0, -0.06, 0.06, -0.12, 0.12].slice(0, Math.max(1, count));
  return [...new Set(offsets.map((o) => Math.round(Math.min(1, Math.max(0, aim + o)) * 100) / 100))];
}

/** Sources the seat may fire from now (V1): its ship, the Kraken when on the board, the tower. */
export function availableSources(state: GameState): VolleySource[] {
  return state.kraken ? ['ship', 'kraken', 'tower'] : ['ship', 'tower'];
}

/** Candidates that get every sample after the screening. */
const FINALISTS = 3;

/** Targets worth sampling per level: the best few (source, target) pairs by the planner's prior. */
const TARGETS_BY_SAMPLES = (samples: number) => (samples >= 8 ? 3 : samples >= 6 ? 2 : 1);

/**
 * The best shot by sampling the physics (A2: the level's hand noise is in every sample). The
 * (source, target) pairs are screened by the prior (distance and bearing), the best few get the
 * strengths round their distance, each `level.samples` seeded volleys of the whole scene.
 */
export function chooseShot(
  state: GameState,
  seat: Seat,
  level: Level,
  thresholds: Thresholds,
  estimator: AimEstimator,
): Shot {
  const cursed = state.players[seat]?.cursed ?? false;
  const request: AimRequest = {
    sigma: level.handSigma,
    samples: level.samples,
    curseValue: CURSE_COST,
    cursed,
  };
  const pairs: { source: VolleySource; input: VolleyInput; spaces: number; prior: number }[] = [];
  for (const source of availableSources(state)) {
    const input = volleyInputFor(state, source, 0.5, 0);
    for (const target of targetBearings(input)) {
      const prior = priorShotValue(target.spaces, target.angle, target.across, target.standing);
      if (prior > 0) pairs.push({ source, input, spaces: target.spaces, prior });
    }
  }
  pairs.sort((a, b) => b.prior - a.prior);
  const top = pairs[0]?.prior ?? 0;
  const candidates = pairs
    .filter((pair) => pair.prior >= 0.3 * top)
    .slice(0, TARGETS_BY_SAMPLES(level.samples))
    .flatMap((pair) =>
      strengthsAround(pair.source, pair.spaces, level.strengthsPerTarget).map((strength) => ({
        pair,
        strength,
      })),
    );
  // Successive halving: a few samples for every candidate, all of them for the most promising few.
  const screen = {
    ...request,
    samples: Math.min(request.samples, Math.max(2, Math.ceil(request.samples / 4))),
  };
  const screened = candidates
    .map((candidate) => ({
      candidate,
      value: estimator.estimate(
        { ...candidate.pair.input, strike: { strength: candidate.strength } },
        thresholds,
        screen,
      ).value,
    }))
    .sort((a, b) => b.value - a.value)
    .slice(0, FINALISTS);
  let best: Shot | null = null;
  for (const { candidate } of screened) {
    const { pair, strength } = candidate;
    const estimate = estimator.estimate({ ...pair.input, strike: { strength } }, thresholds, request);
    if (!best || estimate.value > best.estimate.value + 1e-9)
      best = { source: pair.source, strength, estimate };
  }
  if (best) return best;
  // Nothing in front of any source: a middling shot from the own ship still costs nothing (T2).
  const input = volleyInputFor(state, 'ship', 0.4, 0);
  return { source: 'ship', strength: 0.4, estimate: estimator.estimate(input, thresholds, request) };
}

export interface AimPreviewOptions {
  /** Strengths to estimate; 0, 0.1, …, 1 when absent. */
  strengths?: number[];
  /** Hand noise; 0 when absent (the bare physics at each strength). */
  sigma?: number;
  samples?: number;
  /** Whether the firer is cursed (counts the curse passing, V5). */
  cursed?: boolean;
}

/**
 * The aim preview of a pose under thresholds: per strength, the chances of each outcome and the coins
 * expected. `input.strike` is ignored. For the sandbox's power meter (through the captain worker).
 */
export function aimPreview(
  input: VolleyInput,
  thresholds: Thresholds,
  estimator: AimEstimator,
  options: AimPreviewOptions = {},
): AimEstimate[] {
  const strengths = options.strengths ?? Array.from({ length: 11 }, (_, i) => i / 10);
  const request: AimRequest = {
    sigma: options.sigma ?? 0,
    samples: options.samples ?? 8,
    curseValue: CURSE_COST,
    cursed: options.cursed ?? false,
  };
  return strengths.map((strength) =>
    estimator.estimate({ ...input, strike: { strength } }, thresholds, request),
  );
}
