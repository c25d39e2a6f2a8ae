import type { World } from '@dimforge/rapier3d-compat';
import { type BuiltWorld, buildWorld } from './buildWorld';
import { cubeLaunchPoses } from './cubeStarts';
import { leverPose, PIECE_SPECS, piecePose } from './pieceSpecs';
import { rapier } from './rapier';
import { reachableScene } from './reachableScene';
import { DEFAULT_SIM_CONSTANTS, type SimConstants } from './simConstants';
import { prepare, recordVolley } from './simulateVolley';
import type { Thresholds } from './thresholds';
import type { VolleyTrace } from './traceTypes';
import type { VolleyInput } from './volleyInput';

const LEVER: VolleyTrace['launch'] = { kind: 'lever' };

/**
 * Many volleys of one scene, fast: the captains' sampling path. Against one world built per volley
 * (simulateVolley) it saves three things. The world leaves out the pieces and islands the cubes
 * cannot reach (reachableScene); it is built once and restored from a snapshot for each volley
 * (bit for bit the world a fresh build gives); and a volley stops as soon as its outcome is
 * decided (outcomeDecided) instead of waiting for everything to rest. So a sample is the volley
 * simulateVolley flies in the reachable scene, judged as soon as it can no longer change.
 */
export class SceneSampler {
  private readonly scene: VolleyInput;
  private readonly snapshot: Uint8Array;
  private readonly tables: Omit<BuiltWorld, 'world' | 'tracked' | 'lever'>;
  private readonly handles: { body: number; collider: number }[];
  private readonly leverHandle: number;
  private readonly c: SimConstants;

  /** `input.strike` and `input.seed` are ignored; strikes up to `maxStrength` may be asked. */
  constructor(input: VolleyInput, maxStrength: number, constants: Partial<SimConstants> = {}) {
    this.c = { ...DEFAULT_SIM_CONSTANTS, ...constants };
    this.scene = reachableScene(input, maxStrength);
    const built = buildWorld({ ...this.scene, seed: 0 }, LEVER, this.c);
    try {
      this.snapshot = built.world.takeSnapshot();
      const { world: _world, tracked, lever: _lever, ...tables } = built;
      this.tables = tables;
      this.handles = tracked.map((t) => ({ body: t.body.handle, collider: t.collider }));
      this.leverHandle = built.lever.handle;
    } finally {
      built.world.free();
    }
  }

  /**
   * The trace of the scene struck at `strength` with the cubes' cup jitter seeded by `seed`, ended
   * as soon as its outcome under `thresholds` is decided.
   */
  trace(strength: number, seed: number, thresholds: Thresholds): VolleyTrace {
    const input: VolleyInput = { ...this.scene, strike: { strength }, seed };
    const world = rapier().World.restoreSnapshot(this.snapshot);
    try {
      const built = this.rewire(world);
      this.placeCubes(built, input);
      prepare(built, input, LEVER, this.c);
      return recordVolley(built, input, LEVER, this.c, thresholds);
    } finally {
      world.free();
    }
  }

  /** The tables of the built world over a restored copy (handles survive a snapshot). */
  private rewire(world: World): BuiltWorld {
    world.timestep = this.c.dt;
    world.numSolverIterations = this.c.solverIterations;
    const body = (handle: number) => {
      const found = world.getRigidBody(handle);
      if (!found) throw new Error(`body ${handle} missing from the snapshot`);
      return found;
    };
    return {
      ...this.tables,
      world,
      tracked: this.handles.map((h) => ({ body: body(h.body), collider: h.collider })),
      lever: body(this.leverHandle),
    };
  }

  /** Moves the cubes to their seeded places in the cup (nothing has stepped yet, so it is as if built there). */
  private placeCubes(built: BuiltWorld, input: VolleyInput): void {
    const { kind, x, z, yaw } = input.firing;
    const mount = PIECE_SPECS[kind].lever;
    const rest = leverPose(piecePose(x, z, yaw), mount, mount.restAngle);
    const cubes = built.tracked.filter((_, i) => built.bodies[i]?.kind === 'cube');
    cubeLaunchPoses(input.seed, rest, LEVER).forEach((start, i) => {
      const body = cubes[i]?.body;
      if (!body) return;
      const [px, py, pz] = start.pose.position;
      const [rx, ry, rz, rw] = start.pose.rotation;
      body.setTranslation({ x: px, y: py, z: pz }, true);
      body.setRotation({ x: rx, y: ry, z: rz, w: rw }, true);
    });
  }
}
