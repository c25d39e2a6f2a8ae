import { beforeAll, describe, expect, it } from 'vitest';
import { aimPreview, relativeSceneKey, SamplingEstimator, strengthFor } from '../../../src/captains';
import { initPhysics } from '../../../src/physics/rapier';
import { DEFAULT_THRESHOLDS } from '../../../src/physics/thresholds';
import type { VolleyInput } from '../../../src/physics/volleyInput';

/** A ship firing at another ship `spaces` ahead along its facing, placed and turned as given. */
function scene(x: number, z: number, yaw: number, spaces = 3): VolleyInput {
  const d = spaces * 5.196;
  return {
    firing: { kind: 'ship', id: 'red', x, z, yaw },
    others: [
      {
        kind: 'ship',
        id: 'blue',
        x: x + d * Math.cos(yaw),
        z: z - d * Math.sin(yaw),
        yaw: yaw + Math.PI / 2,
        isTarget: true,
        captainStanding: true,
      },
    ],
    islands: [],
    strike: { strength: 0.3 },
    seed: 1,
  };
}

describe('aim estimates', () => {
  beforeAll(() => initPhysics());

  it('keys a scene by its pose relative to the firer: moved and turned, the same key', () => {
    const here = relativeSceneKey(scene(0, 0, 0));
    expect(relativeSceneKey(scene(-12.5, 7.2, Math.PI / 3))).toBe(here);
    expect(relativeSceneKey(scene(0, 0, 0, 5))).not.toBe(here);
  });

  it('answers a repeated scene from the memo and extends it when more samples are asked', () => {
    const estimator = new SamplingEstimator();
    const request = { sigma: 0.03, samples: 2, curseValue: 0, cursed: false };
    const first = estimator.estimate(scene(0, 0, 0), DEFAULT_THRESHOLDS, request);
    expect(estimator.simulated).toBe(2);
    expect(estimator.estimate(scene(-12.5, 7.2, Math.PI / 3), DEFAULT_THRESHOLDS, request)).toEqual(first);
    expect(estimator.simulated).toBe(2);
    const more = estimator.estimate(scene(0, 0, 0), DEFAULT_THRESHOLDS, { ...request, samples: 3 });
    expect(estimator.simulated).toBe(3);
    expect(more.samples).toBe(3);
    const chances = more.pNone + more.pHit + more.pLanded + more.pKnockedOff;
    expect(chances).toBeCloseTo(1, 9);
  });

  it('previews each strength asked with its own outcome chances', () => {
    const estimator = new SamplingEstimator();
    const strengths = [0, strengthFor('ship', 3)];
    const preview = aimPreview(scene(0, 0, 0), DEFAULT_THRESHOLDS, estimator, { strengths, samples: 2 });
    expect(preview.map((estimate) => estimate.strength)).toEqual(
      strengths.map((s) => Math.round(s * 1000) / 1000),
    );
    expect(preview.every((estimate) => estimate.samples === 2)).toBe(true);
  });

  it('V5: counts the curse passing only for a cursed firer from its own ship', () => {
    const estimator = new SamplingEstimator();
    const base = { sigma: 0, samples: 2, curseValue: 1.5 };
    const input = { ...scene(0, 0, 0), strike: { strength: strengthFor('ship', 3) } };
    const plain = estimator.estimate(input, DEFAULT_THRESHOLDS, { ...base, cursed: false });
    const cursed = estimator.estimate(input, DEFAULT_THRESHOLDS, { ...base, cursed: true });
    expect(plain.pShipHit).toBeGreaterThan(0);
    expect(plain.value).toBe(plain.expectedCoins);
    expect(cursed.value).toBeCloseTo(plain.expectedCoins + 1.5 * plain.pShipHit, 9);
  });
});
