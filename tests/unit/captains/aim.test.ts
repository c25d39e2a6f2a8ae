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

/**
 * The same shot at blue 3 spaces ahead, fired from the Kraken or the tower standing where red did;
 * red (the firer's own ship) stands aside, never a target (V2).
 */
function sceneFrom(kind: 'kraken' | 'tower'): VolleyInput {
  const ship = scene(0, 0, 0);
  return {
    ...ship,
    firing: { kind, id: kind, x: 0, z: 0, yaw: 0 },
    others: [
      ...ship.others,
      { kind: 'ship', id: 'red', x: -15.588, z: 9, yaw: 0, isTarget: false, captainStanding: true },
    ],
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
    // strengthFor('ship', 3) = (3 − 1.04) / 7.95 = 0.24654…; estimates name strengths to the thousandth.
    const strengths = [0, strengthFor('ship', 3), 0.12345, 0.9996];
    const preview = aimPreview(scene(0, 0, 0), DEFAULT_THRESHOLDS, estimator, { strengths, samples: 2 });
    expect(preview.map((estimate) => estimate.strength)).toEqual([0, 0.247, 0.123, 1]);
    expect(preview.every((estimate) => estimate.samples === 2)).toBe(true);
    // Unstruck, the cubes never reach blue; struck for its distance, they hit it every time.
    expect(preview[0]).toMatchObject({ pNone: 1, pShipHit: 0, expectedCoins: 0 });
    expect(preview[1]?.pShipHit).toBe(1);
    expect(preview[1]?.expectedCoins).toBeGreaterThanOrEqual(1);
  });

  it('V5: counts the curse passing only for a cursed firer from its own ship', () => {
    const estimator = new SamplingEstimator();
    const request = (cursed: boolean, samples = 2, curseValue = 1.5) => ({
      sigma: 0,
      samples,
      curseValue,
      cursed,
    });
    const at = (input: VolleyInput, strength: number) => ({ ...input, strike: { strength } });
    const aimed = at(scene(0, 0, 0), strengthFor('ship', 3));
    const plain = estimator.estimate(aimed, DEFAULT_THRESHOLDS, request(false));
    const cursed = estimator.estimate(aimed, DEFAULT_THRESHOLDS, request(true));
    // Both samples hit blue: a cursed firer passes the curse every time, worth the whole 1.5 on top.
    expect(plain.pShipHit).toBe(1);
    expect(plain.value).toBe(plain.expectedCoins);
    expect(cursed.expectedCoins).toBe(plain.expectedCoins);
    expect(cursed.value - plain.value).toBeCloseTo(1.5, 9);
    const dearer = estimator.estimate(aimed, DEFAULT_THRESHOLDS, request(true, 2, 3));
    expect(dearer.value - plain.value).toBeCloseTo(3, 9);

    // At 0.35 two of four samples hit blue (one coin each): 0.5 coins, and half the curse worth,
    // 0.75, when cursed: 1.25 in all.
    const half = at(scene(0, 0, 0), 0.35);
    const halfPlain = estimator.estimate(half, DEFAULT_THRESHOLDS, request(false, 4));
    const halfCursed = estimator.estimate(half, DEFAULT_THRESHOLDS, request(true, 4));
    expect(halfPlain).toMatchObject({ pShipHit: 0.5, pHit: 0.5, expectedCoins: 0.5, value: 0.5 });
    expect(halfCursed.value).toBeCloseTo(1.25, 9);

    // Unstruck, nothing is hit: a cursed firer has no curse to pass.
    const miss = at(scene(0, 0, 0), 0);
    expect(estimator.estimate(miss, DEFAULT_THRESHOLDS, request(true))).toMatchObject({
      pShipHit: 0,
      value: 0,
    });

    // From the Kraken or the tower the same hits free no one: no curse worth, however cursed.
    for (const kind of ['kraken', 'tower'] as const) {
      const input = at(sceneFrom(kind), strengthFor(kind, 3));
      const fromPlain = estimator.estimate(input, DEFAULT_THRESHOLDS, request(false));
      const fromCursed = estimator.estimate(input, DEFAULT_THRESHOLDS, request(true));
      expect(fromCursed.pShipHit, kind).toBe(1);
      expect(fromCursed.expectedCoins, kind).toBeGreaterThan(0);
      expect(fromCursed.value, kind).toBe(fromPlain.value);
      expect(fromCursed.value, kind).toBe(fromCursed.expectedCoins);
    }
  });
});
