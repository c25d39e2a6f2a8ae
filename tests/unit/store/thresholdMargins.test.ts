import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_THRESHOLDS,
  initPhysics,
  scoreVolley,
  simulateVolley,
  THRESHOLD_INFO,
} from '../../../src/physics';
import type { VolleyTrace } from '../../../src/physics/traceTypes';
import { emptySeaLayout, layoutInput } from '../../../src/table/sandboxLayout';
import { thresholdMargins } from '../../../src/ui/tuning/thresholdMargins';

let trace: VolleyTrace;
const key = (t: typeof DEFAULT_THRESHOLDS) => JSON.stringify(scoreVolley(trace, t).outcome);

beforeAll(async () => {
  await initPhysics();
  // red fires at blue three spaces ahead, short: a cube bounces into blue's hull, a borderline hit
  trace = simulateVolley(layoutInput(emptySeaLayout(), 0.12, 1));
});

describe('which threshold decides a volley', () => {
  it('names the hit impulse for a volley that only just hit', () => {
    expect(scoreVolley(trace).best).toBe('hit');
    const [first] = thresholdMargins(trace, { ...DEFAULT_THRESHOLDS });
    expect(first?.field).toBe('hitImpulse');
    expect(first?.up?.score.best).toBe('none');
  });

  it('each flip is where the outcome changes, to within a fiftieth of a step', () => {
    const base = { ...DEFAULT_THRESHOLDS };
    const now = key(base);
    for (const margin of thresholdMargins(trace, base)) {
      const { step } = THRESHOLD_INFO[margin.field];
      for (const [flip, direction] of [
        [margin.down, -1],
        [margin.up, 1],
      ] as const) {
        if (!flip) continue;
        expect(key({ ...base, [margin.field]: flip.value })).not.toBe(now);
        expect(key({ ...base, [margin.field]: flip.value - (direction * step) / 50 })).toBe(now);
      }
    }
  });

  it('sorts the thresholds closest first, those that never flip last', () => {
    const margins = thresholdMargins(trace, { ...DEFAULT_THRESHOLDS });
    expect(margins.map((m) => m.field).sort()).toEqual(Object.keys(THRESHOLD_INFO).sort());
    // only the hit impulse decides this volley: it flips a little above 10.5 (the default is 6), so it comes first; nothing else flips within its bounds
    const [first, ...rest] = margins;
    if (!first) throw new Error('no margins');
    expect(first.field).toBe('hitImpulse');
    expect(first.down).toBeNull();
    expect(first.up?.value).toBeGreaterThan(10.4);
    expect(first.up?.value).toBeLessThan(10.6);
    // a move of about 4.5 across a range of 96 (4 to 100)
    expect(first.closeness).toBeCloseTo(0.047, 3);
    for (const margin of rest) {
      expect([margin.field, margin.down, margin.up]).toEqual([margin.field, null, null]);
      expect(margin.closeness).toBe(Number.POSITIVE_INFINITY);
    }
  });
});
