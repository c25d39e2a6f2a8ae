import type { AimEstimate, AimEstimator } from '../../../src/captains';

/**
 * A cheap stand-in for the physics, for tests that are not about aim: it prefers strength 0.4 from the
 * ship, computed from the input alone (so it is as deterministic as the real one), and counts its calls.
 */
export class StubEstimator implements AimEstimator {
  calls = 0;
  estimate(input: Parameters<AimEstimator['estimate']>[0]): AimEstimate {
    this.calls += 1;
    const strength = input.strike.strength;
    const value = Math.max(0, 1 - Math.abs(strength - 0.4)) * (input.firing.kind === 'ship' ? 1 : 0.8);
    return {
      strength,
      samples: 1,
      pNone: 1 - value,
      pHit: value,
      pLanded: 0,
      pKnockedOff: 0,
      pShipHit: value,
      expectedCoins: value,
      value,
    };
  }
}
