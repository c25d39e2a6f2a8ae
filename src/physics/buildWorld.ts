import type { RigidBody, World } from '@dimforge/rapier3d-compat';
import { addPiece, tracePiece } from './addPiece';
import { DEFAULT_BOARD } from './boardLayout';
import { boardPart, ISLAND_PARTS } from './boardSpec';
import { CAPTAIN_PART } from './captainSpec';
import { CUBE_PART } from './cubeSpec';
import { cubeLaunchPoses } from './cubeStarts';
import { LEVER_PARTS } from './leverSpec';
import { leverPose, PIECE_SPECS, piecePose } from './pieceSpecs';
import type { SimConstants } from './simConstants';
import type { ColliderOwner, Launch, TraceBody, TracePiece } from './traceTypes';
import { toWorld } from './vec';
import type { VolleyInput } from './volleyInput';
import { createWorldContext, placed } from './worldContext';

/** How far a standing captain's base starts inside its stern (about its resting sag), cm. */
const CAPTAIN_SINK_CM = 0.005;
/** An input island this close to the tower is the tower's own island, cm. */
const SAME_ISLAND_CM = 0.5;

/** A dynamic body sampled in the frames, parallel to `BuiltWorld.bodies`. */
export interface TrackedBody {
  body: RigidBody;
  /** Index of its collider in `colliders` (cubes, captains), or −1 for the lever (several colliders). */
  collider: number;
}

/** The world of one volley and the tables that name its bodies and colliders. */
export interface BuiltWorld {
  world: World;
  pieces: TracePiece[];
  bodies: TraceBody[];
  tracked: TrackedBody[];
  colliders: ColliderOwner[];
  /** Rapier collider handle → index in `colliders`. */
  colliderIndex: Map<number, number>;
  /** The firer's lever arm (also the last tracked body). */
  lever: RigidBody;
}

/**
 * Builds the world in a fixed order (so handles and indices repeat, P6): the sea and islands, the
 * firer (its lever on a joint) and the other pieces, then the cubes, the standing captains and
 * the lever as the sampled bodies.
 */
export function buildWorld(input: VolleyInput, launch: Launch, c: SimConstants): BuiltWorld {
  const ctx = createWorldContext(c);
  const ground = ctx.fixedBody({ position: [0, 0, 0], rotation: [0, 0, 0, 1] });
  ctx.addCollider(boardPart(input.board ?? DEFAULT_BOARD), ground, { kind: 'board' });
  const islands = [...(input.islands ?? [])];
  for (const piece of [input.firing, ...input.others]) {
    const own = islands.some((i) => Math.hypot(i.x - piece.x, i.z - piece.z) < SAME_ISLAND_CM);
    if (PIECE_SPECS[piece.kind].onIsland && !own) islands.push({ x: piece.x, z: piece.z });
  }
  for (const island of islands) {
    for (const part of ISLAND_PARTS) {
      ctx.addCollider(placed(part, [island.x, 0, island.z], [0, 0, 0, 1]), ground, { kind: 'island' });
    }
  }

  const pieces: TracePiece[] = [tracePiece(input.firing, 'firer')];
  const lever = addPiece(ctx, input.firing, 'firer');
  if (!lever) throw new Error('the firing piece has no lever');
  for (const other of input.others) {
    const role = other.isTarget ? 'target' : 'bystander';
    pieces.push(tracePiece(other, role));
    addPiece(ctx, other, role);
  }

  const bodies: TraceBody[] = [];
  const tracked: TrackedBody[] = [];
  const firing = PIECE_SPECS[input.firing.kind].lever;
  const rest = leverPose(
    piecePose(input.firing.x, input.firing.z, input.firing.yaw),
    firing,
    firing.restAngle,
  );
  for (const [cube, start] of cubeLaunchPoses(input.seed, rest, launch).entries()) {
    const body = ctx.dynamicBody(start.pose, { linvel: start.velocity, angvel: start.spin });
    bodies.push({ kind: 'cube', cube });
    tracked.push({
      body,
      collider: ctx.addCollider(CUBE_PART, body, { kind: 'cube', body: bodies.length - 1 }),
    });
  }
  // Standing captains only (V4: one that is down is not in the world).
  const stand = PIECE_SPECS.ship.captainStand;
  for (const other of input.others) {
    if (other.kind !== 'ship' || other.captainStanding !== true || !stand) continue;
    const pose = piecePose(other.x, other.z, other.yaw);
    // A hair into the stern: it starts asleep, so its first contact must already be a clear touch.
    const position = toWorld(pose.position, pose.rotation, [stand[0], stand[1] - CAPTAIN_SINK_CM, stand[2]]);
    // Asleep until something touches it: a standing captain costs the solver nothing.
    const body = ctx.dynamicBody({ position, rotation: pose.rotation }, { asleep: true });
    bodies.push({ kind: 'captain', ship: other.id, standY: position[1] });
    const owner: ColliderOwner = { kind: 'captain', body: bodies.length - 1, ship: other.id };
    tracked.push({ body, collider: ctx.addCollider(CAPTAIN_PART, body, owner) });
  }
  bodies.push({ kind: 'lever', piece: input.firing.id });
  tracked.push({ body: lever, collider: -1 });
  const leverOwner: ColliderOwner = { kind: 'lever', body: bodies.length - 1, piece: input.firing.id };
  for (const part of LEVER_PARTS) ctx.addCollider(part, lever, leverOwner);
  return {
    world: ctx.world,
    pieces,
    bodies,
    tracked,
    colliders: ctx.colliders,
    colliderIndex: ctx.colliderIndex,
    lever,
  };
}
