import { useMemo } from 'react';
import { BOARD_THICKNESS_CM, type BoardExtent } from '../physics/boardSpec';
import { tableTexture } from './tableTexture';

/** Height of the table top's slab and how far under it the floor lies, cm. */
const SLAB_CM = 4;
const FLOOR_CM = 75;

/**
 * The wooden table the board lies on, wide enough that the supply and the holds fit around the
 * board, with a moulded edge; beyond it, far below, the tavern's floor (no void at the edge).
 */
export function TableTop({ extent }: { extent: BoardExtent }) {
  const width = (extent.maxX - extent.minX) * 4;
  const depth = (extent.maxZ - extent.minZ) * 4;
  const centreX = (extent.minX + extent.maxX) / 2;
  const centreZ = (extent.minZ + extent.maxZ) / 2;
  const top = useMemo(() => {
    const texture = tableTexture().clone();
    texture.repeat.set(width / 40, depth / 40);
    texture.needsUpdate = true;
    return texture;
  }, [width, depth]);
  const floor = useMemo(() => {
    const texture = tableTexture().clone();
    texture.repeat.set(16, 16);
    texture.needsUpdate = true;
    return texture;
  }, []);
  return (
    <group>
      <mesh position={[centreX, -BOARD_THICKNESS_CM - SLAB_CM / 2, centreZ]} receiveShadow>
        <boxGeometry args={[width, SLAB_CM, depth]} />
        <meshStandardMaterial map={top} roughness={0.75} />
      </mesh>
      {/* the moulded edge: a darker lip a little proud of the top */}
      <mesh position={[centreX, -BOARD_THICKNESS_CM - SLAB_CM / 2 - 0.5, centreZ]}>
        <boxGeometry args={[width + 3, SLAB_CM - 1, depth + 3]} />
        <meshStandardMaterial color="#3b2414" roughness={0.8} />
      </mesh>
      <mesh position={[centreX, -FLOOR_CM, centreZ]} rotation-x={-Math.PI / 2} receiveShadow>
        <planeGeometry args={[width * 6, depth * 6]} />
        <meshStandardMaterial map={floor} color="#6d5a48" roughness={0.95} />
      </mesh>
    </group>
  );
}
