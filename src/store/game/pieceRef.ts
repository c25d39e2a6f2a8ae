import { SHIP_IDS, type ShipId } from '../../engine/ids';

/** A piece the player can point at on the game table: a ship, the Kraken or the tower. */
export type PieceRef = { kind: 'ship'; ship: ShipId } | { kind: 'kraken' } | { kind: 'tower' };

/** The id a piece has on the table (the game's and the sandbox's pieces share it). */
export type TablePieceId = ShipId | 'kraken' | 'tower';

export function pieceIdOf(piece: PieceRef): TablePieceId {
  return piece.kind === 'ship' ? piece.ship : piece.kind;
}

/** The game's piece behind a table id; null for an id the game has no piece for. */
export function pieceRefOf(id: string): PieceRef | null {
  if (id === 'kraken' || id === 'tower') return { kind: id };
  const ship = SHIP_IDS.find((candidate) => candidate === id);
  return ship ? { kind: 'ship', ship } : null;
}
