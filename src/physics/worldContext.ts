import type { RigidBody, World } from '@dimforge/rapier3d-compat';
import { colliderDesc } from './colliderDesc';
import type { Pose } from './pieceSpecs';
import { rapier } from './rapier';
import type { PartSpec } from './shapeSpec';
import type { SimConstants } from './simConstants';
import type { ColliderOwner } from './traceTypes';
import { mulQuat, type Quat, toWorld, type Vec3 } from './vec';

/** A world being built, with the table that names every collider in creation order. */
export interface WorldContext {
  world: World;
  colliders: ColliderOwner[];
  /** Rapier collider handle → index in `colliders`. */
  colliderIndex: Map<number, number>;
  /** Adds a part's collider to a body; returns its index. */
  addCollider(part: PartSpec, body: RigidBody, owner: ColliderOwner): number;
  /** A fixed body at a pose. */
  fixedBody(pose: Pose): RigidBody;
  /** A dynamic body with CCD (cubes, captains, the lever), optionally moving or asleep. */
  dynamicBody(pose: Pose, options?: { linvel?: Vec3; angvel?: Vec3; asleep?: boolean }): RigidBody;
  /** A body moved by setting its next pose (the firer's lever arm, swung by the strike), with CCD. */
  kinematicBody(pose: Pose): RigidBody;
}

/** A part moved into another frame (a lever's parts onto its piece, an island onto the board). */
export function placed(part: PartSpec, origin: Vec3, rotation: Quat): PartSpec {
  return {
    ...part,
    offset: toWorld(origin, rotation, part.offset),
    rotation: mulQuat(rotation, part.rotation ?? [0, 0, 0, 1]),
  };
}

export function createWorldContext(c: SimConstants): WorldContext {
  const R = rapier();
  const world = new R.World({ x: 0, y: -981, z: 0 });
  world.timestep = c.dt;
  world.numSolverIterations = c.solverIterations;
  const colliders: ColliderOwner[] = [];
  const colliderIndex = new Map<number, number>();
  const rotation = ([x, y, z, w]: Quat) => ({ x, y, z, w });
  return {
    world,
    colliders,
    colliderIndex,
    addCollider(part, body, owner) {
      const collider = world.createCollider(colliderDesc(part), body);
      colliderIndex.set(collider.handle, colliders.length);
      colliders.push(owner);
      return colliders.length - 1;
    },
    fixedBody(pose) {
      return world.createRigidBody(
        R.RigidBodyDesc.fixed()
          .setTranslation(...pose.position)
          .setRotation(rotation(pose.rotation)),
      );
    },
    dynamicBody(pose, options = {}) {
      const { linvel = [0, 0, 0], angvel = [0, 0, 0], asleep = false } = options;
      const desc = R.RigidBodyDesc.dynamic()
        .setTranslation(...pose.position)
        .setRotation(rotation(pose.rotation))
        .setLinvel(linvel[0], linvel[1], linvel[2])
        .setAngvel({ x: angvel[0], y: angvel[1], z: angvel[2] })
        .setCcdEnabled(true)
        .setSoftCcdPrediction(c.softCcdPrediction)
        .setSleeping(asleep);
      return world.createRigidBody(desc);
    },
    kinematicBody(pose) {
      const desc = R.RigidBodyDesc.kinematicPositionBased()
        .setTranslation(...pose.position)
        .setRotation(rotation(pose.rotation))
        .setCcdEnabled(true)
        .setSoftCcdPrediction(c.softCcdPrediction);
      return world.createRigidBody(desc);
    },
  };
}
