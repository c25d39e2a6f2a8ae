import { beforeAll, describe, expect, it } from 'vitest';
import { cubeLandings, initPhysics, type PieceKind, simulateVolley } from '../../../src/physics';
import { calibrationInput } from '../../../src/physics/sweep';
import { median } from '../../../src/physics/sweepSummary';

beforeAll(async () => {
  await initPhysics();
});

/** Median first-landing distance (spaces) of `volleys` open-sea volleys. */
function medianLanding(source: PieceKind, strength: number, volleys = 4): number {
  const landings = Array.from({ length: volleys }, (_, seed) =>
    cubeLandings(simulateVolley(calibrationInput(source, strength, seed))),
  )
    .flat()
    .map((landing) => landing.spaces ?? 0);
  return median(landings) ?? 0;
}

describe('strike strength calibration', () => {
  for (const source of ['ship', 'kraken', 'tower'] as const) {
    it(`the weakest strike drops the ${source}'s cubes near it, the strongest carries them 8 spaces or more`, () => {
      expect(medianLanding(source, 0)).toBeLessThan(2);
      expect(medianLanding(source, 1)).toBeGreaterThanOrEqual(8);
    });
  }
});
