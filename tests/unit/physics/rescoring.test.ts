import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_THRESHOLDS,
  initPhysics,
  scoreVolley,
  simulateVolley,
  type Thresholds,
  type VolleyScore,
  type VolleyTrace,
} from '../../../src/physics';
import { sweepInput } from '../../../src/physics/sweep';

let traces: VolleyTrace[] = [];

beforeAll(async () => {
  await initPhysics();
  // Strong volleys from all sources at targets in range: plenty of hits, landings and knock-offs to move.
  traces = Array.from({ length: 60 }, (_, i) =>
    simulateVolley({ ...sweepInput(77, i), strike: { strength: 0.3 + (i % 7) / 10 } }),
  );
});

const hitsOf = (score: VolleyScore) => score.cubes.map((cube) => cube.hits);
const restsOf = (score: VolleyScore) => score.cubes.map((cube) => cube.rest);
const captainsOf = (score: VolleyScore) => score.captains;

/** Scores every trace with the defaults and with one field changed. */
function compare(change: Partial<Thresholds>): [VolleyScore, VolleyScore][] {
  return traces.map((trace) => [
    scoreVolley(trace),
    scoreVolley(trace, { ...DEFAULT_THRESHOLDS, ...change }),
  ]);
}

describe('re-scoring a stored trace with changed thresholds', () => {
  it('the sweep holds hits, rests on targets and captains to move', () => {
    const scores = traces.map((trace) => scoreVolley(trace));
    expect(scores.some((s) => s.cubes.some((c) => c.award === 'hit'))).toBe(true);
    expect(scores.some((s) => s.captains.length > 0)).toBe(true);
  });

  it('the hit impulse changes only hits', () => {
    const pairs = compare({ hitImpulse: DEFAULT_THRESHOLDS.hitImpulse * 3 });
    expect(pairs.some(([a, b]) => JSON.stringify(hitsOf(a)) !== JSON.stringify(hitsOf(b)))).toBe(true);
    for (const [a, b] of pairs) {
      expect(restsOf(b)).toEqual(restsOf(a));
      expect(captainsOf(b)).toEqual(captainsOf(a));
    }
  });

  it('rest speed, rest spin and settle time change only where cubes rest', () => {
    for (const change of [{ restSpeed: 1 }, { restSpin: 1 }, { settleTime: 1 }] as Partial<Thresholds>[]) {
      for (const [a, b] of compare(change)) {
        expect(hitsOf(b)).toEqual(hitsOf(a));
        expect(captainsOf(b)).toEqual(captainsOf(a));
      }
    }
  });

  it('the drop distance changes only captains', () => {
    for (const [a, b] of compare({ dropDistance: 0.3 })) {
      expect(hitsOf(b)).toEqual(hitsOf(a));
      expect(restsOf(b)).toEqual(restsOf(a));
    }
  });

  it('the support slope changes only what rests on what', () => {
    for (const [a, b] of compare({ supportNormal: 0.95 })) expect(hitsOf(b)).toEqual(hitsOf(a));
  });

  it('the time cap moves the judged step and nothing when the volley rested sooner', () => {
    const pairs = compare({ timeCap: 6 });
    for (const [i, [a, b]] of pairs.entries()) {
      const trace = traces[i] as VolleyTrace;
      expect(b.judgedStep).toBe(trace.steps);
      if (trace.endReason === 'rest') expect(b).toEqual(a);
    }
  });
});
