import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_THRESHOLDS,
  initPhysics,
  scoreVolley,
  simulateVolley,
  THRESHOLD_INFO,
} from '../../../src/physics';
import type { VolleyTrace } from '../../../src/physics/traceTypes';
import { emptySeaLayout, layoutInput } from '../../../src/store/sandboxLayout';
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
    const closeness = margins.map((m) => m.closeness);
    expect(closeness).toEqual([...closeness].sort((a, b) => a - b));
    expect(margins).toHaveLength(Object.keys(THRESHOLD_INFO).length);
  });
});
