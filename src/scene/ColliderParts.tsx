import { useEffect, useMemo } from 'react';
import type { PartSpec } from '../physics/shapeSpec';
import { partGeometry } from './shapeGeometry';

interface ColliderPartsProps {
  parts: readonly PartSpec[];
  /** Line colour: static colliders and moving bodies are told apart by it. */
  colour?: string;
}

/**
 * The collider view of one body or piece: a wireframe of each physics part, built from the same specs
 * the headless world uses, so what is drawn here is exactly what collides.
 */
export function ColliderParts({ parts, colour = '#7cf2c4' }: ColliderPartsProps) {
  const geometries = useMemo(() => parts.map((part) => partGeometry(part)), [parts]);
  useEffect(
    () => () => {
      for (const geometry of geometries) geometry.dispose();
    },
    [geometries],
  );
  return (
    <group>
      {geometries.map((geometry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a spec's parts never reorder
        <mesh key={index} geometry={geometry} renderOrder={2}>
          <meshBasicMaterial color={colour} wireframe transparent opacity={0.9} depthTest={false} />
        </mesh>
      ))}
    </group>
  );
}
