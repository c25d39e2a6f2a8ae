import { beforeAll, describe, expect, it } from 'vitest';
import { aimChancesAt } from '../../../src/captains/aimChances';
import { type AimEstimate, SamplingEstimator, tableFromFirer } from '../../../src/captains/aimEstimator';
import { initPhysics } from '../../../src/physics/rapier';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import type { VolleyInput } from '../../../src/physics/volleyInput';

/** An estimate as six samples with these best awards would give it, counted by hand below. */
function estimate(
  strength: number,
  counts: { none: number; hit: number; landed: number; knockedOff: number },
  landing?: { forward: number; side: number },
): AimEstimate {
  const n = counts.none + counts.hit + counts.landed + counts.knockedOff;
  return {
    strength,
    samples: n,
    pNone: counts.none / n,
    pHit: counts.hit / n,
    pLanded: counts.landed / n,
    pKnockedOff: counts.knockedOff / n,
    pShipHit: 0,
    expectedCoins: 0,
    value: 0,
    ...(landing ? { landing } : {}),
  };
}

// at 0.4 the samples were none, hit, hit, landed, none, knocked off: 4 of 6 hit at least, 2 of 6 land
// at 0.5 they were hit, landed, landed, landed, knocked off, none: 5 of 6 hit at least, 4 of 6 land
const AT_04 = estimate(0.4, { none: 2, hit: 2, landed: 1, knockedOff: 1 }, { forward: 100, side: 6 });
const AT_05 = estimate(0.5, { none: 1, hit: 1, landed: 3, knockedOff: 1 }, { forward: 120, side: -4 });
const AT_03 = estimate(0.3, { none: 6, hit: 0, landed: 0, knockedOff: 0 }, { forward: 80, side: 0 });

describe('the practice aids’ chances for a strength', () => {
  it('reads a sampled strength as at least a hit and at least a landing', () => {
    const at = aimChancesAt([AT_05, AT_04, AT_03], 0.4);
    expect(at?.hit).toBeCloseTo(4 / 6, 9);
    expect(at?.land).toBeCloseTo(2 / 6, 9);
    expect(at?.knockOff).toBeCloseTo(1 / 6, 9);
    expect(at?.landing).toEqual({ forward: 100, side: 6 });
  });

  it('goes straight between the sampled strengths either side, the marker too', () => {
    const at = aimChancesAt([AT_03, AT_04, AT_05], 0.45);
    // halfway: (4/6 + 5/6) / 2 = 0.75 hit, (2/6 + 4/6) / 2 = 0.5 land
    expect(at?.hit).toBeCloseTo(0.75, 9);
    expect(at?.land).toBeCloseTo(0.5, 9);
    expect(at?.landing?.forward).toBeCloseTo(110, 9);
    expect(at?.landing?.side).toBeCloseTo(1, 9);
    // a quarter of the way from 0.3 (nothing) to 0.4: 4/6 · 0.25 = 1/6 hit
    expect(aimChancesAt([AT_03, AT_04, AT_05], 0.325)?.hit).toBeCloseTo(1 / 6, 9);
  });

  it('keeps to the ends outside the sampled strengths, and has nothing without estimates', () => {
    expect(aimChancesAt([AT_03, AT_04, AT_05], 0.9)).toMatchObject({ strength: 0.9, land: 4 / 6 });
    expect(aimChancesAt([AT_03, AT_04, AT_05], 0)).toMatchObject({ strength: 0, hit: 0, land: 0 });
    expect(aimChancesAt([], 0.5)).toBeNull();
  });
});

describe('the landing marker sampled from the physics', () => {
  beforeAll(() => initPhysics());

  it('lies ahead of the firer about as far as the calibration says, wherever it stands and faces', () => {
    const yaw = Math.PI / 3;
    const input: VolleyInput = {
      firing: { kind: 'ship', id: 'red', x: 10, z: -5, yaw },
      others: [],
      islands: [],
      strike: { strength: 0.5 },
      seed: 1,
    };
    const request = { sigma: 0, samples: 3, curseValue: 0, cursed: false };
    const landing = new SamplingEstimator().estimate(input, DEFAULT_THRESHOLDS, request).landing;
    if (!landing) throw new Error('no landing sampled');
    const onTable = tableFromFirer(input.firing, landing);
    const dx = onTable.x - 10;
    const dz = onTable.z + 5;
    // calibration: 1.04 + 7.95 · 0.5 ≈ 5.0 spaces of 5.196 cm on open sea
    expect(Math.hypot(dx, dz) / 5.196).toBeGreaterThan(4);
    expect(Math.hypot(dx, dz) / 5.196).toBeLessThan(6);
    // along the facing: forward is (cos φ, −sin φ) in x/z
    const along = (dx * Math.cos(yaw) - dz * Math.sin(yaw)) / Math.hypot(dx, dz);
    expect(along).toBeGreaterThan(0.95);
  });
});
