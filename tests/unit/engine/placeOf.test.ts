import { describe, expect, it } from 'vitest';
import {
  compassOfFacing,
  getMap,
  type HexKey,
  neighborOf,
  neighboursOf,
  offsetToKey,
  placeOf,
} from '../../../src/engine';
import { fixtureGame } from '../game/fixtureGame';

const map = getMap('standard');

describe('where a space lies, by landmarks', () => {
  it('a space beside an island is one step from it, on the side it lies', () => {
    const island = map.islands.C[0] as HexKey;
    expect(placeOf(map, neighborOf(island, 3))).toEqual({
      landmark: { kind: 'island', island: 'C' },
      steps: 1,
      direction: 'west',
    });
    expect(placeOf(map, neighborOf(island, 1))?.direction).toBe('north-east');
  });

  it('the spaces round the tower are named after it (the islands are three or more steps out)', () => {
    expect(placeOf(map, neighborOf(map.tower, 4))).toEqual({
      landmark: { kind: 'tower' },
      steps: 1,
      direction: 'south-west',
    });
  });

  it('two rows straight above the tower is as near island A as the tower: the island is named, to its south', () => {
    // drawing: the tower at column 6 of row 5, island A at column 6 of row 1; rows 1, 3, 5 line up
    expect(placeOf(map, offsetToKey(6, 3))).toEqual({
      landmark: { kind: 'island', island: 'A' },
      steps: 2,
      direction: 'south',
    });
  });

  it('a ship at its start is beside its home island', () => {
    expect(placeOf(map, map.starts.red.hex)?.landmark).toEqual({ kind: 'home', ship: 'red' });
    expect(placeOf(map, map.starts.red.hex)?.steps).toBe(1);
  });

  it('facings are named as the Kraken placement names them', () => {
    expect([0, 1, 2, 3, 4, 5].map((facing) => compassOfFacing(facing as 0))).toEqual([
      'east',
      'north-east',
      'north-west',
      'west',
      'south-west',
      'south-east',
    ]);
  });
});

describe('what lies around a space', () => {
  it('names the pieces, the land and the sea on each of the six sides', () => {
    const game = fixtureGame();
    const island = map.islands.C[0] as HexKey;
    const west = neighborOf(island, 3);
    const placed = {
      ...game,
      ships: { ...game.ships, yellow: { hex: neighborOf(west, 1), facing: 0 as const } },
      kraken: { hex: neighborOf(west, 3), facing: 0 as const },
    };
    const sides = neighboursOf(placed, map, west);
    expect(sides.map((side) => side.direction)).toEqual([
      'east',
      'north-east',
      'north-west',
      'west',
      'south-west',
      'south-east',
    ]);
    expect(sides[0]?.what).toEqual({ kind: 'land', landmark: { kind: 'island', island: 'C' } });
    expect(sides[1]?.what).toEqual({ kind: 'ship', ship: 'yellow' });
    expect(sides[3]?.what).toEqual({ kind: 'kraken' });
  });

  it('beyond the board is the edge', () => {
    const corner = offsetToKey(0, 1);
    const sides = neighboursOf(fixtureGame(), map, corner);
    expect(sides[3]?.what).toEqual({ kind: 'edge' });
  });
});
