import { LEVER_PARTS } from '../physics/leverSpec';
import type { PieceKind } from '../physics/pieceSpec';
import { PIECE_SPECS } from '../physics/pieceSpecs';
import { ColliderParts } from './ColliderParts';
import { PieceModel } from './PieceModel';

/** A piece's lever lying at rest in its mount (the aim or the playback draws the firer's). */
export function RestingLever({ kind, colliders }: { kind: PieceKind; colliders: boolean }) {
  const mount = PIECE_SPECS[kind].lever;
  return (
    <group position={mount.pivot} rotation-z={mount.restAngle}>
      <PieceModel name="lever" wood />
      {colliders && <ColliderParts parts={LEVER_PARTS} />}
    </group>
  );
}
