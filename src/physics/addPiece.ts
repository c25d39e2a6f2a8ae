import type { RevoluteImpulseJoint, RigidBody } from '@dimforge/rapier3d-compat';
import { LEVER_PARTS } from './leverSpec';
import type { PiecePart } from './pieceSpec';
import { leverPose, PIECE_SPECS, piecePose } from './pieceSpecs';
import { rapier } from './rapier';
import type { TracePiece } from './traceTypes';
import type { FiringPiece, OtherPiece } from './volleyInput';
import { placed, type WorldContext } from './worldContext';

/**
 * Adds a piece as a fixed body with its parts. A piece not firing carries its lever fixed at rest;
 * the firer's lever is a dynamic arm on a revolute joint between its two stops, returned.
 */
export function addPiece(
  ctx: WorldContext,
  piece: FiringPiece | OtherPiece,
  role: TracePiece['role'],
): RigidBody | null {
  const spec = PIECE_SPECS[piece.kind];
  const pose = piecePose(piece.x, piece.z, piece.yaw);
  const body = ctx.fixedBody(pose);
  for (const part of spec.parts)
    ctx.addCollider(part, body, { kind: 'piece', piece: piece.id, part: part.part as PiecePart });
  if (role !== 'firer') {
    const local = leverPose(piecePose(0, 0, 0), spec.lever, spec.lever.restAngle);
    for (const part of LEVER_PARTS) {
      ctx.addCollider(placed(part, local.position, local.rotation), body, {
        kind: 'piece',
        piece: piece.id,
        part: 'lever',
      });
    }
    return null;
  }
  const R = rapier();
  const arm = ctx.dynamicBody(leverPose(pose, spec.lever, spec.lever.restAngle));
  const [px, py, pz] = spec.lever.pivot;
  const joint = ctx.world.createImpulseJoint(
    R.JointData.revolute({ x: px, y: py, z: pz }, { x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 1 }),
    body,
    arm,
    true,
  ) as RevoluteImpulseJoint;
  joint.setContactsEnabled(false);
  // Limits given at creation are dropped by rapier 0.19: set them afterwards.
  const { restAngle, stopAngle } = spec.lever;
  joint.setLimits(Math.min(restAngle, stopAngle), Math.max(restAngle, stopAngle));
  return arm;
}

/** How the scoring sees a piece (V2); a firer's captain is never in the world. */
export function tracePiece(piece: FiringPiece | OtherPiece, role: TracePiece['role']): TracePiece {
  const standing = piece.kind === 'ship' && 'captainStanding' in piece && piece.captainStanding === true;
  return { id: piece.id, kind: piece.kind, role, captainStanding: role !== 'firer' && standing };
}
