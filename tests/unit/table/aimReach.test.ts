import { describe, expect, it } from 'vitest';
import { getMap } from '../../../src/engine';
import { setUpGame } from '../../../src/engine/sim/setUpGame';
import { boardExtent } from '../../../src/physics/boardLayout';
import { aimReach } from '../../../src/table/aimReach';
import { firingPose } from '../../../src/table/piecePoses';

/** Anne's first turn: her red ship in the north-west corner facing south-east, Mary's blue in the north-east, the Kraken between them facing east. */
const game = setUpGame({
  names: ['Anne', 'Mary'],
  seed: 424242,
  choices: [
    { captain: 'helmsman', ship: 'red' },
    { captain: 'navigator', ship: 'blue' },
  ],
});
const lever = (source: 'ship' | 'kraken' | 'tower') => {
  const pose = firingPose(game, source);
  if (!pose) throw new Error(`no ${source}`);
  return pose;
};

describe('the pieces in reach along the aim', () => {
  it('from Anne’s ship, facing south-east across the board: the tower at its middle', () => {
    expect(aimReach(game, lever('ship')).pieces.map((piece) => piece.id)).toEqual(['tower']);
  });

  it('from the Kraken, facing east along the north: Mary’s ship, never Anne’s own', () => {
    expect(aimReach(game, lever('kraken')).pieces.map((piece) => piece.id)).toEqual(['blue']);
  });

  it('from the tower, facing east: nothing lies along the aim, and the board ends at its east edge', () => {
    const reach = aimReach(game, lever('tower'));
    expect(reach.pieces).toEqual([]);
    expect(reach.ahead.x).toBeCloseTo(boardExtent(getMap(game.mapId)).maxX, 6);
    expect(reach.ahead.z).toBeCloseTo(0, 6);
  });
});
