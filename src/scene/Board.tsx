import { useFrame } from '@react-three/fiber';
import { useMemo } from 'react';
import { BufferGeometry, Float32BufferAttribute } from 'three';
import type { GameMap } from '../engine';
import type { HexKey } from '../engine/ids';
import { hexWorld } from '../physics/boardLayout';
import { BOARD_THICKNESS_CM, type BoardExtent, HEX_RADIUS_CM } from '../physics/boardSpec';
import { TableTop } from './TableTop';
import { createWaterNormalMap } from './waterNormalMap';

interface BoardProps {
  map: GameMap;
  extent: BoardExtent;
  /** Physically based water (fancy graphics) or a plain matt sea (fast graphics). */
  fancy: boolean;
  /** Moving ripples (not with reduced motion, nor in the fast mode, which draws only on change). */
  animated: boolean;
}

/** Corner k of a pointy-top hex (k = 0 points 30° above east), as in the physics' island shape. */
function corner(x: number, z: number, radius: number, k: number): [number, number] {
  const angle = Math.PI / 6 + (k * Math.PI) / 3;
  return [x + radius * Math.cos(angle), z - radius * Math.sin(angle)];
}

/** All hex outlines of the map as one line geometry (one draw call), a hair above the sea. */
function hexOutlineGeometry(map: GameMap): BufferGeometry {
  const positions: number[] = [];
  for (const key of Object.keys(map.terrain) as HexKey[]) {
    const { x, z } = hexWorld(map, key);
    for (let k = 0; k < 6; k++) {
      const [ax, az] = corner(x, z, HEX_RADIUS_CM * 0.985, k);
      const [bx, bz] = corner(x, z, HEX_RADIUS_CM * 0.985, (k + 1) % 6);
      positions.push(ax, 0.02, az, bx, 0.02, bz);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  return geometry;
}

/** The printed sea board on a wooden table: gently moving water, calm hex lines. */
export function Board({ map, extent, fancy, animated }: BoardProps) {
  const outlines = useMemo(() => hexOutlineGeometry(map), [map]);
  // the fast mode's matt sea has no ripples: its first frame does not wait for them to be painted
  const water = useMemo(() => (fancy ? createWaterNormalMap() : null), [fancy]);
  const width = extent.maxX - extent.minX;
  const depth = extent.maxZ - extent.minZ;
  const centreX = (extent.minX + extent.maxX) / 2;
  const centreZ = (extent.minZ + extent.maxZ) / 2;
  water?.repeat.set(width / 18, depth / 18);

  useFrame((_, delta) => {
    if (!animated || !water) return;
    water.offset.x = (water.offset.x + delta * 0.012) % 1;
    water.offset.y = (water.offset.y + delta * 0.007) % 1;
  });

  return (
    <group>
      <TableTop extent={extent} />
      {/* the board's edge band */}
      <mesh position={[centreX, -BOARD_THICKNESS_CM / 2 - 0.01, centreZ]} receiveShadow castShadow>
        <boxGeometry args={[width + 1.2, BOARD_THICKNESS_CM, depth + 1.2]} />
        <meshStandardMaterial color="#e9dcb8" roughness={0.9} />
      </mesh>
      {/* the sea */}
      <mesh position={[centreX, 0.001, centreZ]} rotation-x={-Math.PI / 2} receiveShadow>
        <planeGeometry args={[width, depth]} />
        {!water ? (
          <meshLambertMaterial color="#2a7aa0" />
        ) : (
          // a satin sea: glossy enough to ripple, too rough to mirror the lights into glare over the grid
          <meshPhysicalMaterial
            color="#1f6f93"
            roughness={0.5}
            clearcoat={0.15}
            clearcoatRoughness={0.5}
            envMapIntensity={0.45}
            normalMap={water}
            normalScale={[0.35, 0.35]}
          />
        )}
      </mesh>
      <lineSegments geometry={outlines}>
        {/* not tone-mapped, so the grid reads the same under fancy and fast light */}
        <lineBasicMaterial color="#d5eef8" transparent opacity={0.42} toneMapped={false} />
      </lineSegments>
    </group>
  );
}
