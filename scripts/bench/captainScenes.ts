import type { AimEstimate, AimEstimator } from '../../src/captains/aimEstimator';
import { playMatch } from '../../src/captains/playMatch';
import { DEFAULT_THRESHOLDS } from '../../src/physics/thresholds';
import type { VolleyInput } from '../../src/physics/volleyInput';

/**
 * The scenes a Captain asks the aim estimator about, in order: Captain-vs-greedy games (seeds 1, 2, …)
 * played with an estimator that records each question and answers from a seeded draw, so the
 * scenes are the same on every run.
 */
export function captainScenes(count: number): VolleyInput[] {
  const scenes: VolleyInput[] = [];
  let draw = 0;
  const recorder: AimEstimator = {
    estimate(input, _thresholds, request): AimEstimate {
      scenes.push(input);
      draw = (draw * 1103515245 + 12345) % 2 ** 31;
      const value = draw / 2 ** 31;
      return {
        strength: input.strike.strength,
        samples: request.samples,
        pNone: 1 - value,
        pHit: value,
        pLanded: 0,
        pKnockedOff: 0,
        pShipHit: 0,
        expectedCoins: value,
        value,
      };
    },
  };
  for (let seed = 1; scenes.length < count && seed < 50; seed++) {
    playMatch({
      kinds: ['captain', 'greedy'],
      seed,
      thresholds: DEFAULT_THRESHOLDS,
      estimator: recorder,
      maxRounds: 12,
    });
  }
  return scenes.slice(0, count);
}
