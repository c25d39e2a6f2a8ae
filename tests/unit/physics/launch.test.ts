import { beforeAll, describe, expect, it } from 'vitest';
import { initPhysics, type PieceKind, simulateVolley } from '../../../src/physics';
import { deckDrop } from '../../../src/physics/deckDrop';
import { quartiles, slotFlights, spreadInput } from '../../../src/physics/launchSpread';
import { DECK_TOP_CM, FREE_DECK } from '../../../src/physics/shipSpec';

beforeAll(async () => {
  await initPhysics();
});

const SEEDS = 6;
/** Each slot's landings (spaces) over SEEDS seeds, and how many of its cubes left the cup downward. */
function slotLandings(source: PieceKind, strength: number, facing: 0 | 1 | 2 | 3 | 4 | 5) {
  const flights = Array.from({ length: SEEDS }, (_, seed) =>
    slotFlights(simulateVolley(spreadInput(source, strength, facing, 1000 + seed))),
  );
  return [0, 1, 2].map((slot) => {
    const mine = flights.map((f) => f[slot]);
    return {
      spaces: mine.map((f) => f?.spaces).filter((s): s is number => s !== null && s !== undefined),
      downward: mine.filter((f) => !f || f.downward).length,
    };
  });
}

describe('the volley a player can learn', () => {
  for (const source of ['ship', 'kraken', 'tower'] as const) {
    it(`the ${source}'s cubes leave the cup cleanly: each slot lands within 1.5 spaces (IQR) at a strength, never downward`, () => {
      for (const strength of [0, 0.5, 1]) {
        for (const facing of [0, 3] as const) {
          for (const [slot, { spaces, downward }] of slotLandings(source, strength, facing).entries()) {
            const where = `strength ${strength}, facing ${facing}, slot ${slot}: ${spaces.join(' ')}`;
            expect(downward, where).toBe(0);
            expect(spaces.length, where).toBe(SEEDS);
            const q = quartiles(spaces);
            expect((q?.q3 ?? 99) - (q?.q1 ?? 0), where).toBeLessThanOrEqual(1.5);
          }
        }
      }
    });

    it(`the ${source}'s strength carries a cube from about 1 space (0) to 8 or more (1), farther the harder`, () => {
      const medians = [0, 0.25, 0.5, 0.75, 1].map((strength) => {
        const all = slotLandings(source, strength, 0).flatMap((s) => s.spaces);
        return quartiles(all)?.q2 ?? 0;
      });
      expect(medians[0]).toBeGreaterThan(0.6);
      expect(medians[0]).toBeLessThan(1.5);
      expect(medians[4]).toBeGreaterThanOrEqual(8);
      for (let i = 1; i < medians.length; i++) expect(medians[i]).toBeGreaterThan(medians[i - 1] as number);
    });
  }

  it("a cube let go at rest 2 cm over any part of a ship's free deck lands on it", () => {
    const xs = [FREE_DECK.minX + 0.45, (FREE_DECK.minX + FREE_DECK.maxX) / 2, FREE_DECK.maxX - 0.45];
    const zs = [FREE_DECK.minZ + 0.45, 0, FREE_DECK.maxZ - 0.45];
    for (const x of xs)
      for (const z of zs) {
        const score = deckDrop([x, DECK_TOP_CM + 0.4 + 2, z]);
        expect(score, `at ${x.toFixed(2)}, ${z.toFixed(2)}`).toMatchObject({
          award: 'landed',
          piece: 'blue',
        });
      }
  });
});
