import { BallCollider, ConvexHullCollider, CuboidCollider, CylinderCollider } from '@react-three/rapier';
import type { PartSpec } from '../physics/shapeSpec';

/** One physics part as a live collider: the same shape, offset, rotation and material as the headless world's. */
function PartCollider({ part }: { part: PartSpec }) {
  const { shape, material } = part;
  const common = {
    position: part.offset as [number, number, number],
    quaternion: (part.rotation ?? [0, 0, 0, 1]) as [number, number, number, number],
    density: material.density,
    friction: material.friction,
    restitution: material.restitution,
  };
  switch (shape.type) {
    case 'box':
      return <CuboidCollider args={shape.halfExtents as [number, number, number]} {...common} />;
    case 'cylinder':
      return <CylinderCollider args={[shape.halfHeight, shape.radius]} {...common} />;
    case 'ball':
      return <BallCollider args={[shape.radius]} {...common} />;
    case 'convex':
      return <ConvexHullCollider args={[Float32Array.from(shape.points.flat())]} {...common} />;
    default: {
      const never: never = shape;
      throw new Error(`unknown shape ${JSON.stringify(never)}`);
    }
  }
}

/** A body's colliders for the live table (hand mode), built from the physics part specs. */
export function SpecColliders({ parts }: { parts: readonly PartSpec[] }) {
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a spec's parts never reorder
        <PartCollider key={index} part={part} />
      ))}
    </>
  );
}
