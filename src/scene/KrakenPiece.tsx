import { PIECE_SPECS } from '../physics/pieceSpecs';
import { ColliderParts } from './ColliderParts';
import { PieceModel } from './PieceModel';

/** The Kraken. */
export function KrakenPiece({ colliders }: { colliders: boolean }) {
  return (
    <>
      <PieceModel name="kraken" />
      {colliders && <ColliderParts parts={PIECE_SPECS.kraken.parts} />}
    </>
  );
}
