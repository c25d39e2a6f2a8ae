import { useMemo } from 'react';
import type { ShipId } from '../engine/ids';
import { CAPTAIN_PART } from '../physics/captainSpec';
import { PIECE_SPECS } from '../physics/pieceSpecs';
import { SHIP_SPEC } from '../physics/shipSpec';
import { ColliderParts } from './ColliderParts';
import { FLAG_STYLES } from './flagStyle';
import { flagTexture } from './flagTexture';
import { PieceModel } from './PieceModel';

const captainParts = [CAPTAIN_PART];

/** A ship in its player's colours, its sail bearing their flag, with its captain standing on the stern when aboard. */
export function ShipPiece({
  ship,
  captain,
  colliders,
}: {
  ship: ShipId;
  captain: boolean;
  colliders: boolean;
}) {
  const { colour, dark } = FLAG_STYLES[ship];
  // the sail carries the player's flag: colour and pattern, as on their island and in their hold
  const maps = useMemo(() => ({ sail: flagTexture(ship) }), [ship]);
  return (
    <>
      <PieceModel name="ship" paint={{ hull: colour, bow: colour, stern: dark, pennant: dark }} maps={maps} />
      {colliders && <ColliderParts parts={PIECE_SPECS.ship.parts} />}
      {captain && SHIP_SPEC.captainStand && (
        <group position={SHIP_SPEC.captainStand}>
          <PieceModel name="captain" paint={{ captain: colour }} />
          {colliders && <ColliderParts parts={captainParts} />}
        </group>
      )}
    </>
  );
}
