import { describe, expect, it } from 'vitest';
import {
  FACINGS,
  facingBetween,
  facingToward,
  hexCenter,
  hexDistance,
  hexKey,
  keyToOffset,
  neighborOf,
  neighborsOf,
  offsetToKey,
  parseHexKey,
  reverseFacing,
  turnFacing,
} from '../../../src/engine';

describe('hex helpers', () => {
  it('keys hexes by axial "q,r" and parses them back', () => {
    expect(hexKey(3, -2)).toBe('3,-2');
    expect(hexKey(-0, 0)).toBe('0,0');
    expect(parseHexKey('-4,7')).toEqual({ q: -4, r: 7 });
  });

  it('facing 0 is east and facings go counter-clockwise seen from above, 60° apart', () => {
    const origin = hexCenter('0,0');
    for (const facing of FACINGS) {
      const { x, y } = hexCenter(neighborOf('0,0', facing));
      // Screen y grows downward, so "up" on the table is -y.
      const angle = (Math.atan2(-(y - origin.y), x - origin.x) * 180) / Math.PI;
      expect(((angle % 360) + 360) % 360).toBeCloseTo(facing * 60, 6);
    }
    expect(neighborOf('0,0', 0)).toBe('1,0');
    expect(hexCenter(neighborOf('0,0', 1)).y).toBeLessThan(origin.y);
  });

  it('places hex centres for circumradius 1 (pointy top)', () => {
    expect(hexCenter('0,0')).toEqual({ x: 0, y: 0 });
    const east = hexCenter('1,0');
    expect(east.x).toBeCloseTo(Math.sqrt(3), 9);
    expect(east.y).toBeCloseTo(0, 9);
    const southEast = hexCenter('0,1');
    expect(southEast.x).toBeCloseTo(Math.sqrt(3) / 2, 9);
    expect(southEast.y).toBeCloseTo(1.5, 9);
  });

  it('lists six distinct neighbours, each one step away', () => {
    const neighbours = neighborsOf('2,3');
    expect(new Set(neighbours).size).toBe(6);
    for (const hex of neighbours) expect(hexDistance('2,3', hex)).toBe(1);
    expect(hexDistance('0,0', '3,-1')).toBe(3);
  });

  it('finds the facing between neighbours and toward far hexes', () => {
    for (const facing of FACINGS) expect(facingBetween('5,5', neighborOf('5,5', facing))).toBe(facing);
    expect(facingBetween('0,0', '2,0')).toBeNull();
    expect(facingToward('0,0', '5,0')).toBe(0);
    expect(facingToward('0,0', '4,-4')).toBe(1);
    expect(facingToward('0,0', '0,-4')).toBe(2);
    expect(facingToward('0,0', '-3,0')).toBe(3);
  });

  it('turns left counter-clockwise and right clockwise', () => {
    expect(turnFacing(0, 'left')).toBe(1);
    expect(turnFacing(0, 'right')).toBe(5);
    expect(turnFacing(5, 'left')).toBe(0);
    expect(reverseFacing(4)).toBe(1);
  });

  it('converts the map drawing offsets (odd rows half a hex left) to axial and back', () => {
    expect(offsetToKey(0, 0)).toBe('0,0');
    const oddRow = offsetToKey(0, 1);
    expect(hexCenter(oddRow).x).toBeCloseTo(-Math.sqrt(3) / 2, 9);
    for (const [col, row] of [
      [0, 0],
      [3, 5],
      [12, 9],
    ] as const) {
      expect(keyToOffset(offsetToKey(col, row))).toEqual({ col, row });
    }
  });
});
