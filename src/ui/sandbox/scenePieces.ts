import type { ShipId } from '../../engine/ids';
import type { VolleyInput } from '../../physics/volleyInput';
import type { ScenePiece } from '../../scene/scenePiece';
import { pieceWorld, type SandboxLayout } from '../../store/sandboxLayout';

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
    isTarget: piece.isTarget && piece.id !== layout.firing,
  }));
}

/** A recorded volley's table, from its input alone (batch volleys have no layout). */
export function inputPieces(input: VolleyInput): ScenePiece[] {
  const { firing } = input;
  return [
    {
      id: firing.id,
      kind: firing.kind,
      ship: firing.kind === 'ship' ? firing.id : null,
      x: firing.x,
      z: firing.z,
      yaw: firing.yaw,
      captain: false,
      isTarget: false,
    },
    ...input.others.map((other) => ({
      id: other.id,
      kind: other.kind,
      ship: other.kind === 'ship' ? other.id : null,
      x: other.x,
      z: other.z,
      yaw: other.yaw,
      captain: other.kind === 'ship' && (other.captainStanding ?? false),
      isTarget: other.isTarget,
    })),
  ];
}
