import type { VolleyTrace } from '../../physics/traceTypes';
import { materialOf, type SoundMaterial } from './soundMaterial';

/** A sound of a volley at its time in the trace (s after the strike). */
export type VolleyCue =
  /** The lever strikes the cubes: louder for a harder pull. */
  | { kind: 'strike'; time: number; strength: number }
  /** A cube (or captain) knocks into something: impulse in g·cm/s, summed over the knock. */
  | { kind: 'knock'; time: number; impulse: number; material: SoundMaterial }
  /** A cube comes down in the sea for the first time. */
  | { kind: 'splash'; time: number; impulse: number };

/**
 * Steps within which records of one pair are one knock (25 ms at 120 Hz): a collision's impulse is
 * spread over the solver's few steps, and a cube rolling on its edge records every step.
 */
export const KNOCK_MERGE_STEPS = 3;

/** A touch whose summed impulse stays under this makes no sound, g·cm/s (the trace's floor is 4). */
export const GRAZE_IMPULSE = 2;

/**
 * Every sound a recorded volley makes, in time order: the strike, then one knock per contact of a pair
 * (its records within KNOCK_MERGE_STEPS merged, their impulses summed), and a splash for each cube's
 * first touch of the sea. Read from the trace alone, so a replay sounds exactly the same.
 */
export function volleyCues(trace: VolleyTrace): VolleyCue[] {
  const cues: VolleyCue[] = [];
  if (trace.launch.kind === 'lever')
    cues.push({ kind: 'strike', time: 0, strength: trace.input.strike.strength });
  const open = new Map<number, { last: number; cue: Extract<VolleyCue, { kind: 'knock' }> }>();
  const splashed = new Set<number>();
  for (const [step, a, b, impulse] of trace.contacts) {
    const key = a * 65536 + b;
    const running = open.get(key);
    if (running && step - running.last <= KNOCK_MERGE_STEPS) {
      running.last = step;
      running.cue.impulse = Math.round((running.cue.impulse + impulse) * 100) / 100;
      continue;
    }
    const owner = trace.colliders[b];
    if (!owner) continue;
    const material = materialOf(owner);
    const time = step * trace.dt;
    const cue = { kind: 'knock' as const, time, impulse, material };
    cues.push(cue);
    open.set(key, { last: step, cue });
    if (material === 'sea' && !splashed.has(a)) {
      splashed.add(a);
      cues.push({ kind: 'splash', time, impulse });
    }
  }
  // a touch without a blow (the cubes resting against each other at the strike, a slide's first
  // step) is no knock
  return cues
    .filter((cue) => cue.kind !== 'knock' || cue.impulse >= GRAZE_IMPULSE)
    .sort((p, q) => p.time - q.time);
}
