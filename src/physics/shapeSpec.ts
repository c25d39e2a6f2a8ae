import type { Quat, Vec3 } from './vec';

/**
 * Collider shapes as plain data: the headless world and the 3D scene both build from these,
 * so every dimension lives here once. Lengths in cm.
 */
export type ShapeSpec =
  | { type: 'box'; halfExtents: Vec3 }
  /** Axis along local +y. */
  | { type: 'cylinder'; radius: number; halfHeight: number }
  | { type: 'ball'; radius: number }
  /** Convex hull of the points (the scene can use three's ConvexGeometry on the same points). */
  | { type: 'convex'; points: readonly Vec3[] };

/** Surface and bulk properties. */
export interface MaterialSpec {
  /** Density, g/cm³ (so masses are in grams, impulses in g·cm/s). */
  density: number;
  /** Coulomb friction coefficient (Rapier averages the two sides). */
  friction: number;
  /** Restitution, 0 (dead) to 1 (elastic); Rapier averages the two sides. */
  restitution: number;
}

/** One collider of a piece: a named part with its shape, placement and look. */
export interface PartSpec<Part extends string = string> {
  part: Part;
  shape: ShapeSpec;
  /** Centre of the shape in the owner's local frame, cm. */
  offset: Vec3;
  /** Rotation of the shape in the owner's local frame; identity when absent. */
  rotation?: Quat;
  material: MaterialSpec;
  /** Colour hint for the scene (CSS hex). */
  colour: string;
}

/** Volume of a shape, cm³ (convex: of the points' bounding box, for rough mass estimates only). */
export function shapeVolume(shape: ShapeSpec): number {
  switch (shape.type) {
    case 'box':
      return 8 * shape.halfExtents[0] * shape.halfExtents[1] * shape.halfExtents[2];
    case 'cylinder':
      return Math.PI * shape.radius ** 2 * 2 * shape.halfHeight;
    case 'ball':
      return (4 / 3) * Math.PI * shape.radius ** 3;
    case 'convex': {
      const span = [0, 1, 2].map((axis) => {
        const values = shape.points.map((p) => p[axis] ?? 0);
        return Math.max(...values) - Math.min(...values);
      });
      return (span[0] ?? 0) * (span[1] ?? 0) * (span[2] ?? 0);
    }
    default: {
      const never: never = shape;
      return never;
    }
  }
}
