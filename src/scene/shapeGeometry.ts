import {
  BoxGeometry,
  type BufferGeometry,
  CylinderGeometry,
  Quaternion,
  SphereGeometry,
  Vector3,
} from 'three';
import { ConvexGeometry } from 'three/examples/jsm/geometries/ConvexGeometry.js';
import type { PartSpec, ShapeSpec } from '../physics/shapeSpec';

/** Radial segments of round shapes: a multiple of 4 so the mesh reaches the collider's full extent. */
const ROUND_SEGMENTS = 24;

/** The mesh of a collider shape, centred like the collider (cylinders along +y). */
export function shapeGeometry(shape: ShapeSpec): BufferGeometry {
  switch (shape.type) {
    case 'box': {
      const [x, y, z] = shape.halfExtents;
      return new BoxGeometry(2 * x, 2 * y, 2 * z);
    }
    case 'cylinder':
      return new CylinderGeometry(shape.radius, shape.radius, 2 * shape.halfHeight, ROUND_SEGMENTS);
    case 'ball':
      return new SphereGeometry(shape.radius, ROUND_SEGMENTS, ROUND_SEGMENTS / 2);
    case 'convex':
      return new ConvexGeometry(shape.points.map(([x, y, z]) => new Vector3(x, y, z)));
    default: {
      const never: never = shape;
      throw new Error(`unknown shape ${JSON.stringify(never)}`);
    }
  }
}

/** A part's mesh placed in its owner's frame (offset and rotation applied to the vertices). */
export function partGeometry(part: PartSpec): BufferGeometry {
  const geometry = shapeGeometry(part.shape);
  if (part.rotation) {
    const [x, y, z, w] = part.rotation;
    geometry.applyQuaternion(new Quaternion(x, y, z, w));
  }
  const [ox, oy, oz] = part.offset;
  geometry.translate(ox, oy, oz);
  return geometry;
}
