import type { ShipId } from '../engine/ids';
import type { PieceKind } from '../physics/pieceSpec';

/** A piece as the scene draws it, in the game and the sandbox: world place (cm, radians) and what stands on it. */
export interface ScenePiece {
  id: string;
  kind: PieceKind;
  /** The ship's flag, for its colours and captain. */
  ship: ShipId | null;
  x: number;
  z: number;
  yaw: number;
  /** Draw its captain standing on the stern (ships). */
  captain: boolean;
  isTarget: boolean;
}
