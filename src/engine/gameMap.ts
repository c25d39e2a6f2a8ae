import type { PiecePose } from './gameState';
import { isFacing, offsetToKey } from './hex';
import { type HexKey, ISLAND_LETTERS, type IslandLetter, SHIP_IDS, type ShipId } from './ids';

/** What a board hex is (B1). Only sea can hold a ship or the Kraken. */
export type Terrain =
  | { kind: 'sea' }
  | { kind: 'island'; island: IslandLetter }
  | { kind: 'home'; ship: ShipId }
  | { kind: 'tower' };

/** A board as data (B1): built from a `MapDefinition` by `buildMap`. */
export interface GameMap {
  id: string;
  name: string;
  /** Hexes in the long rows of the drawing and number of rows. */
  width: number;
  height: number;
  /** Every hex of the board, land and sea. Anything else is off the board. */
  terrain: Record<HexKey, Terrain>;
  sea: HexKey[];
  /** Treasure islands A–H (one or more hexes each). */
  islands: Record<IslandLetter, HexKey[]>;
  /** Home islands, one per flag colour, in the corners. */
  homes: Record<ShipId, HexKey[]>;
  /** The hex the tower stands on, in the middle of the tower island. */
  tower: HexKey;
  towerIsland: HexKey[];
  /** Start pose of each ship (S4). */
  starts: Record<ShipId, PiecePose>;
}

/**
 * A map drawn as text: one string per offset row, hexes separated by spaces; even rows are the short ones,
 * indented by one space in the drawing (honeycomb offset 1: odd rows sit half a hex further left).
 * `.` sea, `A`–`H` treasure island, `T` tower island (the tower stands on the first `T`), `r b y g` home islands.
 */
export interface MapDefinition {
  id: string;
  name: string;
  rows: readonly string[];
  starts: Record<ShipId, { col: number; row: number; facing: number }>;
}

const HOME_CHARS: Record<string, ShipId> = { r: 'red', b: 'blue', y: 'yellow', g: 'green' };

function terrainOf(char: string): Terrain | null {
  if (char === '.') return { kind: 'sea' };
  if (char === 'T') return { kind: 'tower' };
  const home = HOME_CHARS[char];
  if (home) return { kind: 'home', ship: home };
  if ((ISLAND_LETTERS as readonly string[]).includes(char))
    return { kind: 'island', island: char as IslandLetter };
  return null;
}

function emptyRecord<K extends string, V>(keys: readonly K[], make: () => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, make()])) as Record<K, V>;
}

/** Parses a drawing; throws on a malformed one (maps are code, checked by their tests). */
export function buildMap(definition: MapDefinition): GameMap {
  const terrain: Record<HexKey, Terrain> = {};
  const sea: HexKey[] = [];
  const islands = emptyRecord<IslandLetter, HexKey[]>(ISLAND_LETTERS, () => []);
  const homes = emptyRecord<ShipId, HexKey[]>(SHIP_IDS, () => []);
  const towerIsland: HexKey[] = [];
  let width = 0;
  definition.rows.forEach((line, row) => {
    const cells = line.trim().split(/\s+/);
    width = Math.max(width, cells.length);
    cells.forEach((char, col) => {
      const kind = terrainOf(char);
      if (!kind) throw new Error(`Map ${definition.id}: unknown hex '${char}' at col ${col}, row ${row}`);
      const key = offsetToKey(col, row);
      terrain[key] = kind;
      switch (kind.kind) {
        case 'sea':
          sea.push(key);
          break;
        case 'island':
          islands[kind.island].push(key);
          break;
        case 'home':
          homes[kind.ship].push(key);
          break;
        case 'tower':
          towerIsland.push(key);
          break;
        default: {
          const never: never = kind;
          throw new Error(`unreachable ${String(never)}`);
        }
      }
    });
  });
  const tower = towerIsland[0];
  if (tower === undefined) throw new Error(`Map ${definition.id} has no tower island`);
  for (const letter of ISLAND_LETTERS) {
    if (islands[letter].length === 0) throw new Error(`Map ${definition.id} lacks island ${letter}`);
  }
  const starts = {} as Record<ShipId, PiecePose>;
  for (const ship of SHIP_IDS) {
    const start = definition.starts[ship];
    const hex = offsetToKey(start.col, start.row);
    if (terrain[hex]?.kind !== 'sea' || !isFacing(start.facing)) {
      throw new Error(`Map ${definition.id}: bad start for ${ship}`);
    }
    starts[ship] = { hex, facing: start.facing };
  }
  return {
    id: definition.id,
    name: definition.name,
    width,
    height: definition.rows.length,
    terrain,
    sea,
    islands,
    homes,
    tower,
    towerIsland,
    starts,
  };
}
