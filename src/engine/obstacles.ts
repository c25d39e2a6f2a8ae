import { type Board, indexOfHex, neighborIndex } from './board';
import type { ShipId } from './ids';
import { shipName } from './shipNames';
import type { TableState } from './tableState';

/** The piece being moved: the current player's ship, or the Kraken. */
export type Mover = { kind: 'ship'; ship: ShipId } | { kind: 'kraken' };

/** What the other pieces mean for a moving piece, as flat arrays over the board's hex indices. */
export interface Obstacles {
  /** 1 where the mover may not enter: land, or a hex holding another piece (M1, M2). */
  closed: Uint8Array;
  /** 1 where the mover would be next to the Kraken, another ship or the tower (M3). */
  near: Uint8Array;
  /** What stands at each hex next to which the mover may not rest, for reasons the player reads. */
  pieceAt: Map<number, string>;
}

/** The pieces other than the mover, with a name a player reads. */
function otherPieces(state: TableState, board: Board, mover: Mover): Map<number, string> {
  const pieces = new Map<number, string>();
  for (const ship in state.ships) {
    const pose = state.ships[ship as ShipId];
    if (!pose || (mover.kind === 'ship' && mover.ship === ship)) continue;
    pieces.set(indexOfHex(board, pose.hex), shipName(ship as ShipId));
  }
  if (mover.kind === 'ship' && state.kraken) pieces.set(indexOfHex(board, state.kraken.hex), 'the Kraken');
  return pieces;
}

/** Where every piece stood when obstacles were last worked out for a mover: ship hexes in order, then the Kraken. */
interface Remembered {
  hexes: (string | undefined)[];
  obstacles: Obstacles;
}

/** The last answer per board and mover: each listing and move asks again about the same position. */
const remembered = new WeakMap<Board, Map<string, Remembered>>();

function piecesWhere(state: TableState): (string | undefined)[] {
  const hexes: (string | undefined)[] = [];
  for (const ship in state.ships) hexes.push(ship, state.ships[ship as ShipId]?.hex);
  hexes.push(state.kraken?.hex);
  return hexes;
}

function samePlaces(state: TableState, hexes: (string | undefined)[]): boolean {
  let at = 0;
  for (const ship in state.ships) {
    if (hexes[at] !== ship || hexes[at + 1] !== state.ships[ship as ShipId]?.hex) return false;
    at += 2;
  }
  return at === hexes.length - 1 && hexes[at] === state.kraken?.hex;
}

/**
 * Zeroed bytes carved from a shared slab: a small Uint8Array of its own costs a separate allocation outside
 * the heap (several times the cost of the view), and obstacles are worked out after every move.
 */
const SLAB_BYTES = 1 << 16;
let slab = new ArrayBuffer(SLAB_BYTES);
let slabUsed = 0;
function zeroedBytes(size: number): Uint8Array {
  if (size > SLAB_BYTES) return new Uint8Array(size);
  if (slabUsed + size > SLAB_BYTES) {
    slab = new ArrayBuffer(SLAB_BYTES);
    slabUsed = 0;
  }
  const bytes = new Uint8Array(slab, slabUsed, size);
  slabUsed += size;
  return bytes;
}

/** 1 on land, per board: the start of every `closed`, copied in one go. */
const lands = new WeakMap<Board, Uint8Array>();

function landOf(board: Board): Uint8Array {
  let land = lands.get(board);
  if (!land) {
    land = board.sea.map((sea) => 1 - sea);
    lands.set(board, land);
  }
  return land;
}

function computeObstacles(state: TableState, board: Board, mover: Mover): Obstacles {
  const size = board.keys.length;
  const closed = zeroedBytes(size);
  const near = zeroedBytes(size);
  closed.set(landOf(board));
  const pieceAt = otherPieces(state, board, mover);
  for (const index of pieceAt.keys()) if (index >= 0) closed[index] = 1;
  pieceAt.set(board.tower, 'the tower');
  for (const index of pieceAt.keys()) {
    if (index < 0) continue;
    for (let facing = 0; facing < 6; facing++) {
      const next = neighborIndex(board, index, facing);
      if (next >= 0) near[next] = 1;
    }
  }
  return { closed, near, pieceAt };
}

/** The obstacles for a mover; shared between callers asking about the same position, so never changed. */
export function obstaclesFor(state: TableState, board: Board, mover: Mover): Obstacles {
  let byMover = remembered.get(board);
  if (!byMover) {
    byMover = new Map();
    remembered.set(board, byMover);
  }
  const moverKey = mover.kind === 'ship' ? mover.ship : 'kraken';
  const last = byMover.get(moverKey);
  if (last && samePlaces(state, last.hexes)) return last.obstacles;
  const obstacles = computeObstacles(state, board, mover);
  byMover.set(moverKey, { hexes: piecesWhere(state), obstacles });
  return obstacles;
}

/** Names of the pieces next to a hex, e.g. "the Kraken and the tower" (for reasons). */
export function piecesNextTo(board: Board, obstacles: Obstacles, index: number): string {
  const names: string[] = [];
  for (let facing = 0; facing < 6; facing++) {
    const name = obstacles.pieceAt.get(neighborIndex(board, index, facing));
    if (name && !names.includes(name)) names.push(name);
  }
  return names.join(' and ') || 'nothing';
}
