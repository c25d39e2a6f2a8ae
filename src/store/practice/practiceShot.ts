import { z } from 'zod';
import type { VolleySource } from '../../engine/ids';
import { VOLLEY_AWARDS, type VolleyAward } from '../../engine/volleyOutcome';
import { SPACE_CM } from '../../physics/boardSpec';
import type { VolleyScore } from '../../physics/scoreTypes';
import { bodyAt } from '../../physics/traceQueries';
import type { VolleyTrace } from '../../physics/traceTypes';

/** One practice volley as the device keeps it: small, plain JSON, enough to plot and to rate. */
export interface PracticeShot {
  /** When it was fired, ISO time. */
  at: string;
  source: VolleySource;
  strength: number;
  /** How far the cubes came to rest from the firer, spaces (their mean; null when every one left the table). */
  distance: number | null;
  best: VolleyAward;
  /** Whether a cube landed on a target. */
  landed: boolean;
}

/** The piece kind a volley was fired from, as the engine names the source. */
const sourceOf = (trace: VolleyTrace): VolleySource =>
  trace.input.firing.kind === 'ship' ? 'ship' : trace.input.firing.kind;

/** A fired volley reduced to what the history keeps. */
export function shotOf(trace: VolleyTrace, score: VolleyScore, at: Date): PracticeShot {
  const { x: fx, z: fz } = trace.input.firing;
  const resting = score.cubes
    .filter((cube) => cube.rest.kind !== 'gone')
    .map((cube) => {
      const body = trace.bodies.findIndex((b) => b.kind === 'cube' && b.cube === cube.cube);
      const [x, , z] = bodyAt(trace, body, score.judgedStep).position;
      return Math.hypot(x - fx, z - fz) / SPACE_CM;
    });
  const distance = resting.length ? resting.reduce((a, b) => a + b, 0) / resting.length : null;
  return {
    at: at.toISOString(),
    source: sourceOf(trace),
    strength: trace.input.strike.strength,
    distance: distance === null ? null : Math.round(distance * 100) / 100,
    best: score.best,
    landed: score.cubes.some((cube) => cube.award === 'landed'),
  };
}

export const practiceShotSchema = z.strictObject({
  at: z.iso.datetime(),
  source: z.enum(['ship', 'kraken', 'tower']),
  strength: z.number().min(0).max(1),
  distance: z.number().min(0).max(100).nullable(),
  best: z.enum(VOLLEY_AWARDS),
  landed: z.boolean(),
});
