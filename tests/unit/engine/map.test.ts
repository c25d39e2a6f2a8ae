import { describe, expect, it } from 'vitest';
import {
  buildMap,
  FACINGS,
  type Facing,
  facingToward,
  getMap,
  type HexKey,
  hexKey,
  ISLAND_LETTERS,
  type IslandLetter,
  mapIds,
  neighborOf,
  neighborsOf,
  parseHexKey,
  reverseFacing,
  SHIP_IDS,
  type ShipId,
  standardMap,
  type Terrain,
  turnFacing,
} from '../../../src/engine';
import { cr } from './fixtures';

const map = standardMap;
const PARTNER_ISLAND: Record<IslandLetter, IslandLetter> = {
  A: 'E',
  B: 'F',
  C: 'G',
  D: 'H',
  E: 'A',
  F: 'B',
  G: 'C',
  H: 'D',
};
const PARTNER_SHIP: Record<ShipId, ShipId> = { red: 'yellow', yellow: 'red', blue: 'green', green: 'blue' };

/** Point reflection through the tower hex. */
function reflect(hex: HexKey): HexKey {
  const centre = parseHexKey(map.tower);
  const { q, r } = parseHexKey(hex);
  return hexKey(2 * centre.q - q, 2 * centre.r - r);
}

function partnerTerrain(terrain: Terrain): Terrain {
  switch (terrain.kind) {
    case 'sea':
    case 'tower':
      return terrain;
    case 'island':
      return { kind: 'island', island: PARTNER_ISLAND[terrain.island] };
    case 'home':
      return { kind: 'home', ship: PARTNER_SHIP[terrain.ship] };
    default: {
      const never: never = terrain;
      return never;
    }
  }
}

const isSea = (hex: HexKey) => map.terrain[hex]?.kind === 'sea';

describe('the standard map', () => {
  it('B1: is data: 11 rows of 12 and 13 hexes, found by id in the registry', () => {
    expect(getMap('standard')).toBe(map);
    expect(mapIds()).toContain('standard');
    expect(() => getMap('atlantis')).toThrow(/Unknown map/);
    expect(map.width).toBe(13);
    expect(map.height).toBe(11);
    expect(Object.keys(map.terrain)).toHaveLength(137);
    expect(map.sea).toHaveLength(124);
  });

  it('B1: is point-symmetric about the centre, pairing islands, home islands and start spaces', () => {
    for (const [hex, terrain] of Object.entries(map.terrain) as [HexKey, Terrain][]) {
      expect(map.terrain[reflect(hex)], `reflection of ${cr(hex)}`).toEqual(partnerTerrain(terrain));
    }
    for (const ship of SHIP_IDS) {
      const start = map.starts[ship];
      const partner = map.starts[PARTNER_SHIP[ship]];
      expect(partner).toEqual({ hex: reflect(start.hex), facing: reverseFacing(start.facing) });
    }
  });

  it('B1: has a home island in each corner, a tower island in the centre and islands A–H', () => {
    expect(map.homes.red.map(cr)).toEqual([[0, 0]]);
    expect(map.homes.blue.map(cr)).toEqual([[11, 0]]);
    expect(map.homes.green.map(cr)).toEqual([[0, 10]]);
    expect(map.homes.yellow.map(cr)).toEqual([[11, 10]]);
    expect(cr(map.tower)).toEqual([6, 5]);
    expect(map.towerIsland).toEqual([map.tower]);
    for (const letter of ISLAND_LETTERS) expect(map.islands[letter].length).toBeGreaterThan(0);
  });

  it('B1: gives every treasure island at least three adjacent sea spaces', () => {
    for (const letter of ISLAND_LETTERS) {
      const sea = new Set(map.islands[letter].flatMap((hex) => neighborsOf(hex).filter(isSea)));
      expect(sea.size, `island ${letter}`).toBeGreaterThanOrEqual(3);
    }
  });

  it('B1: lets a ship reach every sea space (search over hex and facing, forward and turns)', () => {
    const start = map.starts.red;
    const seen = new Set<string>([`${start.hex}/${start.facing}`]);
    const queue: [HexKey, Facing][] = [[start.hex, start.facing]];
    for (let head = 0; head < queue.length; head++) {
      const [hex, facing] = queue[head] as [HexKey, Facing];
      const next: [HexKey, Facing][] = [
        [hex, turnFacing(facing, 'left')],
        [hex, turnFacing(facing, 'right')],
      ];
      const forward = neighborOf(hex, facing);
      if (isSea(forward)) next.push([forward, facing]);
      for (const [h, f] of next) {
        if (seen.has(`${h}/${f}`)) continue;
        seen.add(`${h}/${f}`);
        queue.push([h, f]);
      }
    }
    const reached = new Set(queue.map(([hex]) => hex));
    expect(map.sea.filter((hex) => !reached.has(hex))).toEqual([]);
  });

  it('S4: starts each ship next to its home island, facing the centre as nearly as the grid allows', () => {
    for (const ship of SHIP_IDS) {
      const start = map.starts[ship];
      expect(isSea(start.hex)).toBe(true);
      expect(neighborsOf(start.hex).some((hex) => map.homes[ship].includes(hex))).toBe(true);
      expect(start.facing).toBe(facingToward(start.hex, map.tower));
    }
  });

  it('S4: starts no ship next to another ship or the tower', () => {
    const starts = SHIP_IDS.map((ship) => map.starts[ship].hex);
    for (const hex of starts) {
      const around = neighborsOf(hex);
      expect(around).not.toContain(map.tower);
      for (const other of starts) expect(around).not.toContain(other);
    }
  });

  it('B1: refuses a malformed drawing', () => {
    const starts = Object.fromEntries(
      SHIP_IDS.map((ship) => [ship, { col: 0, row: 0, facing: 0 }]),
    ) as Record<ShipId, { col: number; row: number; facing: number }>;
    expect(() => buildMap({ id: 'bad', name: 'Bad', rows: ['. ? .'], starts })).toThrow(/unknown hex/);
    expect(() => buildMap({ id: 'bad', name: 'Bad', rows: ['. . .'], starts })).toThrow(/no tower/);
    expect(FACINGS).toHaveLength(6);
  });
});
