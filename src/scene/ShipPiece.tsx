import type { ShipId } from '../engine/ids';
import { CAPTAIN_PART } from '../physics/captainSpec';
import { PIECE_SPECS } from '../physics/pieceSpecs';
import { SHIP_SPEC } from '../physics/shipSpec';
import { ColliderParts } from './ColliderParts';
import { FLAG_STYLES } from './flagStyle';
import { PieceModel } from './PieceModel';

const captainParts = [CAPTAIN_PART];

/** A ship in its player's colours, with its captain standing on the stern when aboard. */
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
  return (
    <>
      <PieceModel name="ship" paint={{ hull: colour, bow: colour, stern: dark }} />
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
