import { describe, expect, it } from 'vitest';
import { CAPTAIN_CARD, HOLD_SPOTS, trackSpot } from '../../../src/table/holdPlaces';

describe('trackSpot', () => {
  it('B2: the captain stands on space 1 after the first action, one space further along the card per action', () => {
    // the card is 2.6 cm wide; its five spaces are printed 15 % of its width apart, the first 20 % in
    const card = HOLD_SPOTS.captainCard;
    const xs = [1, 2, 3, 4, 5].map((actions) => trackSpot(actions).x - card.x);
    [-0.78, -0.39, 0, 0.39, 0.78].forEach((x, index) => {
      expect(xs[index]).toBeCloseTo(x, 6);
    });
    // all on one row across the card's lower part, inside its edges
    const zs = new Set([1, 2, 3, 4, 5].map((actions) => trackSpot(actions).z));
    expect(zs.size).toBe(1);
    const z = [...zs][0] ?? Number.NaN;
    expect(z - card.z).toBeGreaterThan(0);
    expect(z - card.z).toBeLessThan(CAPTAIN_CARD.length / 2);
  });

  it('never leaves the track: before the first action it is space 1, past the fifth it stays on 5', () => {
    expect(trackSpot(0)).toEqual(trackSpot(1));
    expect(trackSpot(9)).toEqual(trackSpot(5));
  });
});
