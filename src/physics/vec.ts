/** Plain-data vectors and quaternions shared by specs, the world builder and the trace. */

/** A point or direction, cm (x, y up, z). */
export type Vec3 = readonly [number, number, number];
/** A rotation as a unit quaternion (x, y, z, w). */
export type Quat = readonly [number, number, number, number];

/** Rotation by `angle` radians about +y (a piece's yaw; local +x goes to (cos, 0, −sin)). */
export function yawQuat(angle: number): Quat {
  return [0, Math.sin(angle / 2), 0, Math.cos(angle / 2)];
}

/** Rotation by `angle` radians about +z (a lever's tilt; positive lifts local +x). */
export function tiltQuat(angle: number): Quat {
  return [0, 0, Math.sin(angle / 2), Math.cos(angle / 2)];
}

/** Hamilton product a·b: rotate by b, then by a. */
export function mulQuat(a: Quat, b: Quat): Quat {
  const [ax, ay, az, aw] = a;
  const [bx, by, bz, bw] = b;
  return [
    aw * bx + ax * bw + ay * bz - az * by,
    aw * by - ax * bz + ay * bw + az * bx,
    aw * bz + ax * by - ay * bx + az * bw,
    aw * bw - ax * bx - ay * by - az * bz,
  ];
}

/** The vector v rotated by q. */
export function rotate(q: Quat, v: Vec3): Vec3 {
  const [qx, qy, qz, qw] = q;
  const [vx, vy, vz] = v;
  // t = 2 q×v; v' = v + w t + q×t
  const tx = 2 * (qy * vz - qz * vy);
  const ty = 2 * (qz * vx - qx * vz);
  const tz = 2 * (qx * vy - qy * vx);
  return [
    vx + qw * tx + (qy * tz - qz * ty),
    vy + qw * ty + (qz * tx - qx * tz),
    vz + qw * tz + (qx * ty - qy * tx),
  ];
}

export function add(a: Vec3, b: Vec3): Vec3 {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}

/** A local point of a frame at `origin` turned by `rotation`, in world coordinates. */
export function toWorld(origin: Vec3, rotation: Quat, local: Vec3): Vec3 {
  return add(origin, rotate(rotation, local));
}
