import type { ColliderDesc } from '@dimforge/rapier3d-compat';
import { rapier } from './rapier';
import type { PartSpec, ShapeSpec } from './shapeSpec';

const hullPoints = new WeakMap<ShapeSpec, Float32Array>();

function pointsOf(shape: Extract<ShapeSpec, { type: 'convex' }>): Float32Array {
  let points = hullPoints.get(shape);
  if (!points) {
    points = Float32Array.from(shape.points.flat());
    hullPoints.set(shape, points);
  }
  return points;
}

function shapeDesc(shape: ShapeSpec): ColliderDesc {
  const R = rapier();
  switch (shape.type) {
    case 'box':
      return R.ColliderDesc.cuboid(...shape.halfExtents);
    case 'cylinder':
      return R.ColliderDesc.cylinder(shape.halfHeight, shape.radius);
    case 'ball':
      return R.ColliderDesc.ball(shape.radius);
    case 'convex': {
      const desc = R.ColliderDesc.convexHull(pointsOf(shape));
      if (!desc) throw new Error('degenerate convex shape');
      return desc;
    }
    default: {
      const never: never = shape;
      return never;
    }
  }
}

/** A Rapier collider description for a part, placed in its body's frame. */
export function colliderDesc(part: PartSpec): ColliderDesc {
  const desc = shapeDesc(part.shape)
    .setTranslation(...part.offset)
    .setDensity(part.material.density)
    .setFriction(part.material.friction)
    .setRestitution(part.material.restitution);
  if (part.rotation) {
    const [x, y, z, w] = part.rotation;
    desc.setRotation({ x, y, z, w });
  }
  return desc;
}
