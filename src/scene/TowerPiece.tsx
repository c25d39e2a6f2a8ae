import { PIECE_SPECS } from '../physics/pieceSpecs';
import { ColliderParts } from './ColliderParts';
import { PieceModel } from './PieceModel';

/** The tower on its island. */
export function TowerPiece({ colliders }: { colliders: boolean }) {
  return (
    <>
      <PieceModel name="tower" />
      {colliders && <ColliderParts parts={PIECE_SPECS.tower.parts} />}
    </>
  );
}
