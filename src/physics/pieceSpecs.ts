import { KRAKEN_SPEC } from './krakenSpec';
import { LEVER_PARTS, type LeverMount } from './leverSpec';
import type { PieceKind, PieceSpec } from './pieceSpec';
import { SHIP_SPEC } from './shipSpec';
import { TOWER_SPEC } from './towerSpec';
import { mulQuat, type Quat, tiltQuat, toWorld, type Vec3, yawQuat } from './vec';

/** Every piece kind's spec, for the world builder and the scene. */
export const PIECE_SPECS: Readonly<Record<PieceKind, PieceSpec>> = {
  ship: SHIP_SPEC,
  kraken: KRAKEN_SPEC,
  tower: TOWER_SPEC,
};

/** A body pose in world coordinates. */
export interface Pose {
  position: Vec3;
  rotation: Quat;
}

/** Pose of a piece standing at (x, z) with yaw φ. */
export function piecePose(x: number, z: number, yaw: number): Pose {
  return { position: [x, 0, z], rotation: yawQuat(yaw) };
}

/** Pose of a piece's lever frame (origin at the pivot) tilted by `tilt` radians. */
export function leverPose(piece: Pose, mount: LeverMount, tilt: number): Pose {
  return {
    position: toWorld(piece.position, piece.rotation, mount.pivot),
    rotation: mulQuat(piece.rotation, tiltQuat(tilt)),
  };
}

/** Pose of a piece's lever at rest: how the scene draws the lever of every piece not firing. */
export function leverRestPose(kind: PieceKind, x: number, z: number, yaw: number): Pose {
  const mount = PIECE_SPECS[kind].lever;
  return leverPose(piecePose(x, z, yaw), mount, mount.restAngle);
}

export { LEVER_PARTS };
