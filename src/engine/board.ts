import type { GameMap } from './gameMap';
import { FACINGS, neighborOf } from './hex';
import { type HexKey, ISLAND_LETTERS, type IslandLetter } from './ids';
import { getMap } from './maps/getMap';

/**
 * A map turned into flat arrays for the searches (M3 runs a BFS for every move and every legal-action
 * listing, so lookups by string key would dominate). Derived once per map, never stored in state.
 */
export interface Board {
  map: GameMap;
  /** Hex keys by index: every board hex, land and sea. */
  keys: HexKey[];
  indexOf: Map<HexKey, number>;
  /** 1 where the hex is sea. */
  sea: Uint8Array;
  /** `neighbors[i * 6 + facing]`: index of the neighbour, or -1 off the board. */
  neighbors: Int16Array;
  /** Treasure islands next to each hex (E1, M4). */
  islandsNextTo: IslandLetter[][];
  tower: number;
}

const boards = new WeakMap<GameMap, Board>();

function build(map: GameMap): Board {
  const keys = Object.keys(map.terrain) as HexKey[];
  const indexOf = new Map(keys.map((key, index) => [key, index]));
  const sea = new Uint8Array(keys.length);
  const neighbors = new Int16Array(keys.length * 6).fill(-1);
  const islandOf = new Map<HexKey, IslandLetter>();
  for (const letter of ISLAND_LETTERS) for (const hex of map.islands[letter]) islandOf.set(hex, letter);
  const islandsNextTo: IslandLetter[][] = [];
  keys.forEach((key, index) => {
    sea[index] = map.terrain[key]?.kind === 'sea' ? 1 : 0;
    const near = new Set<IslandLetter>();
    for (const facing of FACINGS) {
      const next = neighborOf(key, facing);
      neighbors[index * 6 + facing] = indexOf.get(next) ?? -1;
      const island = islandOf.get(next);
      if (island) near.add(island);
    }
    islandsNextTo.push(ISLAND_LETTERS.filter((letter) => near.has(letter)));
  });
  return { map, keys, indexOf, sea, neighbors, islandsNextTo, tower: indexOf.get(map.tower) ?? -1 };
}

export function boardOf(map: GameMap): Board {
  let board = boards.get(map);
  if (!board) {
    board = build(map);
    boards.set(map, board);
  }
  return board;
}

export function boardFor(mapId: string): Board {
  return boardOf(getMap(mapId));
}

/** Index of a hex on the board, or -1 when it is off the board. */
export function indexOfHex(board: Board, hex: HexKey): number {
  return board.indexOf.get(hex) ?? -1;
}

export function neighborIndex(board: Board, index: number, facing: number): number {
  return board.neighbors[index * 6 + facing] ?? -1;
}

export function keyAt(board: Board, index: number): HexKey {
  const key = board.keys[index];
  if (key === undefined) throw new Error(`No hex at index ${index}`);
  return key;
}
