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
import { CAPTAIN_HEIGHT_CM } from '../../../src/physics/captainSpec';
import { STERN_TOP_CM } from '../../../src/physics/shipSpec';
import { sweepInput } from '../../../src/physics/sweep';
import { blueShip, throwCubes } from './scenes';

let traces: VolleyTrace[] = [];
/** A cube thrown at blue's standing captain (seed 1): the captain falls to the board over many steps. */
let knock: VolleyTrace;

beforeAll(async () => {
  await initPhysics();
  // Strong volleys from all sources at targets in range: plenty of hits, landings and knock-offs to move.
  traces = Array.from({ length: 60 }, (_, i) =>
    simulateVolley({ ...sweepInput(77, i), strike: { strength: 0.3 + (i % 7) / 10 } }),
  );
  knock = throwCubes(
    [{ position: [-2.15, STERN_TOP_CM + CAPTAIN_HEIGHT_CM / 2, 3], velocity: [0, 0, -250] }],
    [blueShip(true)],
  );
});

const hitsOf = (score: VolleyScore) => score.cubes.map((cube) => cube.hits);
const restsOf = (score: VolleyScore) => score.cubes.map((cube) => cube.rest);
const captainsOf = (score: VolleyScore) => score.captains;
const landedOf = (score: VolleyScore) => score.cubes.filter((cube) => cube.award === 'landed').length;
const onDeckOf = (score: VolleyScore) => score.captains.filter((c) => c.verdict === 'onDeck').length;

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
    // A rest speed or spin of 0: no cube is ever slower than that, so none rests on a target.
    // A settle time of 1 s: the sweep's landings had rested less than that when their volleys ended.
    const landingMovers: Partial<Thresholds>[] = [{ restSpeed: 0 }, { restSpin: 0 }, { settleTime: 1 }];
    for (const change of [{ restSpeed: 1 }, { restSpin: 1 }, ...landingMovers] as Partial<Thresholds>[]) {
      for (const [a, b] of compare(change)) {
        expect(hitsOf(b)).toEqual(hitsOf(a));
        expect(captainsOf(b)).toEqual(captainsOf(a));
      }
    }
    // Each of these turns a cube that landed under the defaults into one that does not.
    for (const change of landingMovers) {
      expect(
        compare(change).some(([a, b]) => landedOf(b) < landedOf(a)),
        `${JSON.stringify(change)} left every landing as it was (sweep seed 77)`,
      ).toBe(true);
    }
  });

  it('the drop distance changes only captains', () => {
    for (const [a, b] of compare({ dropDistance: 0.3 })) {
      expect(hitsOf(b)).toEqual(hitsOf(a));
      expect(restsOf(b)).toEqual(restsOf(a));
    }
    // Judged while blue's captain is falling past its deck (off it, not yet on the board), whether
    // it is knocked off depends on the drop distance: 0.3 cm counts it, 1.7 cm does not yet.
    let changed = 0;
    for (let step = 1; step <= knock.steps; step++) {
      const timeCap = step * knock.dt;
      const near = scoreVolley(knock, { ...DEFAULT_THRESHOLDS, timeCap, dropDistance: 0.3 });
      const far = scoreVolley(knock, { ...DEFAULT_THRESHOLDS, timeCap, dropDistance: 1.7 });
      expect(hitsOf(far), `step ${step}`).toEqual(hitsOf(near));
      expect(restsOf(far), `step ${step}`).toEqual(restsOf(near));
      if (near.captains[0]?.knockedOff && !far.captains[0]?.knockedOff) {
        expect(near.captains[0]?.verdict, `step ${step}`).toBe('dropped');
        expect(far.captains[0]?.verdict, `step ${step}`).toBe('offDeck');
        changed++;
      }
    }
    expect(changed, 'no judged step where the drop distance decides the knock-off').toBeGreaterThan(0);
  });

  it('the support slope changes only what rests on what', () => {
    for (const [a, b] of compare({ supportNormal: 0.95 })) expect(hitsOf(b)).toEqual(hitsOf(a));
    // A slope above 1 (no contact is that upright): nothing holds a cube on a target or a captain
    // on its deck any more, and the hits stay as they were.
    const pairs = compare({ supportNormal: 1.01 });
    for (const [a, b] of pairs) expect(hitsOf(b)).toEqual(hitsOf(a));
    expect(pairs.some(([a, b]) => landedOf(a) > 0 && landedOf(b) === 0)).toBe(true);
    expect(pairs.some(([a, b]) => onDeckOf(a) > 0 && onDeckOf(b) === 0)).toBe(true);
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
