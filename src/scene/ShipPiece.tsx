import { useMemo } from 'react';
import type { ShipId } from '../engine/ids';
import { PIECE_SPECS } from '../physics/pieceSpecs';
import { CaptainFigure, type CaptainMotion } from './CaptainFigure';
import { ColliderParts } from './ColliderParts';
import { FLAG_STYLES } from './flagStyle';
import { flagTexture } from './flagTexture';
import { PieceModel } from './PieceModel';

/**
 * A ship in its player's colours, its sail bearing their flag, with its captain standing on the stern
 * when aboard, or lying there once knocked down (falling or rising as the table plays it).
 */
export function ShipPiece({
  ship,
  captain,
  captainMotion = null,
  colliders,
}: {
  ship: ShipId;
  captain: 'standing' | 'down' | null;
  captainMotion?: CaptainMotion | null;
  colliders: boolean;
}) {
  const { colour, dark } = FLAG_STYLES[ship];
  // the sail carries the player's flag: colour and pattern, as on their island and in their hold
  const maps = useMemo(() => ({ sail: flagTexture(ship) }), [ship]);
  return (
    <>
      <PieceModel name="ship" paint={{ hull: colour, bow: colour, stern: dark, pennant: dark }} maps={maps} />
      {colliders && <ColliderParts parts={PIECE_SPECS.ship.parts} />}
      {captain && (
        <CaptainFigure
          colour={colour}
          down={captain === 'down'}
          motion={captainMotion}
          colliders={colliders}
          label={ship}
        />
      )}
    </>
  );
}
