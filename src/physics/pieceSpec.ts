import type { LeverMount } from './leverSpec';
import type { PartSpec } from './shapeSpec';
import type { Vec3 } from './vec';

/** The pieces that stand on the board and can fire (V1) or be hit (V2). */
export type PieceKind = 'ship' | 'kraken' | 'tower';

/** Named parts: what a cube can hit or land on. */
export type ShipPart = 'hull' | 'bow' | 'deck' | 'stern' | 'post' | 'lever';
export type KrakenPart = 'tentacles' | 'body' | 'head' | 'post' | 'lever';
export type TowerPart = 'body' | 'top' | 'post' | 'lever';
export type PiecePart = ShipPart | KrakenPart | TowerPart;

/**
 * A piece as data: fixed colliders in its local frame (origin at its space's centre on the board,
 * +x forward, +y up), its lever mount and, for ships, where the captain stands.
 * The lever's own colliders are LEVER_PARTS, placed by the mount.
 */
export interface PieceSpec<Part extends PiecePart = PiecePart> {
  kind: PieceKind;
  parts: readonly PartSpec<Part>[];
  lever: LeverMount;
  /** Centre of the captain's base on the stern (ships only), local, cm. */
  captainStand?: Vec3;
  /** Whether the piece stands on its own island (the tower on the central island). */
  onIsland: boolean;
}
