import type { ShipId } from '../../engine/ids';
import type { ScenePiece } from '../../scene/scenePiece';
import { pieceWorld, type SandboxLayout } from '../../table/sandboxLayout';

/** The sandbox table as the scene draws it: captains knocked off earlier lie down until a reset. */
export function layoutPieces(layout: SandboxLayout, knocked: readonly ShipId[]): ScenePiece[] {
  return layout.pieces.map((piece) => ({
    id: piece.id,
    kind: piece.kind,
    ship: piece.kind === 'ship' ? piece.id : null,
    ...pieceWorld(piece),
    // the firer's own captain is not in the physics world, so it is not drawn either
    captain:
      piece.kind === 'ship' &&
      piece.captainStanding &&
      piece.id !== layout.firing &&
      !knocked.includes(piece.id),
    // knocked down by an earlier volley: lying on the stern
    captainDown: piece.kind === 'ship' && piece.captainStanding && knocked.includes(piece.id),
    isTarget: piece.isTarget && piece.id !== layout.firing,
  }));
}
