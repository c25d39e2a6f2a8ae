import type { RigidBody } from '@dimforge/rapier3d-compat';
import { LEVER_PARTS } from './leverSpec';
import type { PiecePart } from './pieceSpec';
import { leverPose, PIECE_SPECS, piecePose } from './pieceSpecs';
import type { TracePiece } from './traceTypes';
import type { FiringPiece, OtherPiece } from './volleyInput';
import { placed, type WorldContext } from './worldContext';

/**
 * Adds a piece as a fixed body with its parts. A piece not firing carries its lever fixed at rest;
 * the firer's lever is a kinematic arm at its rest stop, returned (the strike swings it to its upper stop).
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
  // The firer's arm is swung by the strike (simulateVolley): the finger that strikes it is far
  // heavier than arm and cubes, so the cubes' load does not slow the swing.
  const arm = ctx.kinematicBody(leverPose(pose, spec.lever, spec.lever.restAngle));
  return arm;
}

/** How the scoring sees a piece (V2); a firer's captain is never in the world. */
export function tracePiece(piece: FiringPiece | OtherPiece, role: TracePiece['role']): TracePiece {
  const standing = piece.kind === 'ship' && 'captainStanding' in piece && piece.captainStanding === true;
  return { id: piece.id, kind: piece.kind, role, captainStanding: role !== 'firer' && standing };
}
