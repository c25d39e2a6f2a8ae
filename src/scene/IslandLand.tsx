import { HEX_RADIUS_CM, ISLAND_HEIGHT_CM } from '../physics/boardSpec';
import { PieceModel } from './PieceModel';

/** The island's flat top, a hair above the piece: what lies on it (the green, the tokens, a flag) sits here. */
export const ISLAND_TOP_CM = ISLAND_HEIGHT_CM + 0.01;

/** A treasure island's space: the island piece with its green top (the table's and the title's). */
export function IslandLand() {
  return (
    <>
      <PieceModel name="island" />
      <mesh position={[0, ISLAND_TOP_CM, 0]} rotation-x={-Math.PI / 2} receiveShadow>
        <circleGeometry args={[HEX_RADIUS_CM * 0.7, 6]} />
        <meshStandardMaterial color="#5f8f3a" roughness={0.9} />
      </mesh>
    </>
  );
}
