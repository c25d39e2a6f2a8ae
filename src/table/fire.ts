import type { GameState } from '../engine';
import type { VolleySource } from '../engine/ids';
import type { VolleyScore } from '../physics/scoreTypes';
import { scoreVolley } from '../physics/scoreVolley';
import { simulateVolley } from '../physics/simulateVolley';
import type { Thresholds } from '../physics/thresholds';
import type { VolleyTrace } from '../physics/traceTypes';
import type { VolleyInput } from '../physics/volleyInput';
import { volleyInputFor } from './volleyInputFor';

/** A volley flown and scored: the input, the very trace that was scored, and its score. */
export interface FiredVolley {
  input: VolleyInput;
  trace: VolleyTrace;
  score: VolleyScore;
}

/** Flies and scores a volley from a ready input (the sandbox builds its own from its layout). */
export function fireInput(input: VolleyInput, thresholds: Thresholds): FiredVolley {
  const trace = simulateVolley(input);
  return { input, trace, score: scoreVolley(trace, thresholds) };
}

/**
 * A volley struck now by the active player of `table`: the one place where the game, the computer
 * captains and the volley worker fly and score it. Needs initPhysics() to have resolved.
 */
export function fire(
  table: GameState,
  source: VolleySource,
  strength: number,
  seed: number,
  thresholds: Thresholds,
): FiredVolley {
  return fireInput(volleyInputFor(table, source, strength, seed), thresholds);
}
