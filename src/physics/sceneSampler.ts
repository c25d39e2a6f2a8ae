import type { World } from '@dimforge/rapier3d-compat';
import { type BuiltWorld, buildWorld, type TrackedBody } from './buildWorld';
import { CAPTAIN_PART } from './captainSpec';
import { colliderDesc } from './colliderDesc';
import { CUBE_PART } from './cubeSpec';
import { cubeLaunchPoses } from './cubeStarts';
import { leverPose, PIECE_SPECS, piecePose } from './pieceSpecs';
import { rapier } from './rapier';
import { reachableScene } from './reachableScene';
import { DEFAULT_SIM_CONSTANTS, type SimConstants } from './simConstants';
import { recordVolley, settle, strike } from './simulateVolley';
import type { Thresholds } from './thresholds';
import type { VolleyTrace } from './traceTypes';
import { VolleyFlight } from './volleyFlight';
import type { VolleyInput } from './volleyInput';

/** Volleys flown together in one shared world at most (Rapier has 16 collision groups). */
const BATCH = 15;
/** Steps a volley may fly alone before joining the shared world; one not yet free of contacts flies on alone. */
const JOIN_BY = 40;

/** A strike of a sampled volley: its strength and its cup seed. */
export interface Shot {
  strength: number;
  seed: number;
}

/** The shared world of a batch: the scene once, and each volley's own cubes and captains. */
interface SharedWorld {
  world: World;
  lever: BuiltWorld['lever'];
  /** Per volley: its tracked bodies (the lever shared) and collider table. */
  slots: { tracked: TrackedBody[]; colliderIndex: Map<number, number> }[];
}

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
  /** The world once the cubes have settled in the cup (taken on the first trace, shared by the rest). */
  private settled: Uint8Array | null = null;
  /** The seed whose cup poses the shared settle started from. */
  private cupSeed = 0;
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
    const settled = this.settled;
    // The first trace's cubes settle from its own seeded cup poses; later ones start from that settle.
    const cup = settled ? this.cupSeed : seed;
    const input: VolleyInput = { ...this.scene, strike: { strength }, seed: cup };
    const world = rapier().World.restoreSnapshot(settled ?? this.snapshot);
    try {
      const built = this.rewire(world);
      if (!settled) {
        this.placeCubes(built, input);
        settle(built, this.c);
        this.settled = world.takeSnapshot();
        this.cupSeed = seed;
      }
      strike(built, input, this.c);
      return recordVolley(built, input, LEVER, this.c, thresholds);
    } finally {
      world.free();
    }
  }

  /**
   * The traces of several strikes, as `trace` gives each: every volley is struck in its own
   * restored world and flies there until no cube touches anything; then its cubes (states copied,
   * f32 for f32) carry on in one world shared by the batch, each volley's cubes and captains in a
   * collision group of their own that meets only the scene. Rapier's step costs mostly the same
   * for one volley or fifteen (docs/volley.md), so the shared flight costs a fraction per volley.
   */
  traces(shots: readonly Shot[], thresholds: Thresholds): VolleyTrace[] {
    const out: VolleyTrace[] = [];
    for (let i = 0; i < shots.length; i += BATCH) out.push(...this.batch(shots.slice(i, i + BATCH), thresholds));
    return out;
  }

  private batch(shots: readonly Shot[], thresholds: Thresholds): VolleyTrace[] {
    const traces: (VolleyTrace | null)[] = shots.map(() => null);
    const joined: { index: number; flight: VolleyFlight }[] = [];
    let shared: SharedWorld | null = null;
    try {
      for (const [index, { strength, seed }] of shots.entries()) {
        const { built, input } = this.struck(strength, seed);
        const own = built.world;
        try {
          const flight = new VolleyFlight(built, input, this.c, thresholds);
          let free = false;
          while (flight.endReason === null) {
            const due = flight.step > 0 && flight.step <= JOIN_BY && flight.step % this.c.sampleEvery === 0;
            if (due && flight.free()) {
              free = true;
              break;
            }
            if (!flight.still) own.step();
            flight.afterStep();
          }
          if (!free) {
            traces[index] = flight.trace();
            continue;
          }
          shared ??= this.sharedWorld(shots.length, built);
          const slot = shared.slots[joined.length];
          if (!slot) throw new Error('batch larger than its shared world');
          this.carry(built, slot.tracked);
          flight.moveTo({
            world: shared.world,
            tracked: slot.tracked,
            colliderIndex: slot.colliderIndex,
            lever: shared.lever,
          });
          joined.push({ index, flight });
        } finally {
          own.free();
        }
      }
      let flying = joined;
      while (shared && flying.length > 0) {
        shared.world.step();
        for (const { flight } of flying) flight.afterStep();
        for (const { index, flight } of flying) {
          if (flight.endReason === null) continue;
          traces[index] = flight.trace();
          // Its cubes leave (a captain stays: switching a body off wakes what touches the same stern).
          flight.view.tracked.forEach(({ body }, i) => {
            if (flight.view.bodies[i]?.kind === 'cube') body.setEnabled(false);
          });
        }
        flying = flying.filter(({ flight }) => flight.endReason === null);
      }
    } finally {
      shared?.world.free();
    }
    return traces.map((trace) => {
      if (!trace) throw new Error('a volley of the batch was not flown');
      return trace;
    });
  }

  /** A restored world struck at `strength`, at step 0 (settled once per sampler, as in `trace`). */
  private struck(strength: number, seed: number): { built: BuiltWorld; input: VolleyInput } {
    const settled = this.settled;
    const cup = settled ? this.cupSeed : seed;
    const input: VolleyInput = { ...this.scene, strike: { strength }, seed: cup };
    const world = rapier().World.restoreSnapshot(settled ?? this.snapshot);
    const built = this.rewire(world);
    if (!settled) {
      this.placeCubes(built, input);
      settle(built, this.c);
      this.settled = world.takeSnapshot();
      this.cupSeed = seed;
    }
    strike(built, input, this.c);
    return { built, input };
  }

  /**
   * The scene with its arm at the upper stop (where every swing ends), and `count` sets of the
   * cubes and captains, parked out of the world until a volley joins: set k in collision group k.
   */
  private sharedWorld(count: number, struck: BuiltWorld): SharedWorld {
    const R = rapier();
    const world = R.World.restoreSnapshot(this.snapshot);
    const template = this.rewire(world);
    const pose = struck.lever;
    template.lever.setTranslation(pose.translation(), false);
    template.lever.setRotation(pose.rotation(), false);
    const handleOfIndex = new Map<number, number>();
    for (const [handle, index] of template.colliderIndex) handleOfIndex.set(index, handle);
    // The template's cubes and captains leave; each volley gets its own, made as buildWorld makes
    // them (a captain asleep from the start: never changed after, so never woken).
    const template_ = template.tracked.map((t, i) => ({
      kind: template.bodies[i]?.kind,
      collider: t.collider,
      position: t.body.translation(),
      rotation: t.body.rotation(),
    }));
    const sharedIndex = new Map(template.colliderIndex);
    template.tracked.forEach((t, i) => {
      if (template.bodies[i]?.kind === 'lever' || t.collider < 0) return;
      sharedIndex.delete(handleOfIndex.get(t.collider) ?? -1);
      world.removeRigidBody(t.body);
    });
    const slots: SharedWorld['slots'] = [];
    for (let k = 0; k < count; k++) {
      const groups = ((1 << k) << 16) | (1 << k);
      const colliderIndex = new Map(sharedIndex);
      const tracked = template.tracked.map((t, i) => {
        const made = template_[i];
        if (!made || made.kind === 'lever' || t.collider < 0) return t;
        const captain = made.kind === 'captain';
        const body = world.createRigidBody(
          R.RigidBodyDesc.dynamic()
            .setTranslation(made.position.x, made.position.y, made.position.z)
            .setRotation(made.rotation)
            .setCcdEnabled(true)
            .setSoftCcdPrediction(this.c.softCcdPrediction)
            .setSleeping(captain)
            // A volley's cubes are out of the world until it joins; its captains stand from the start.
            .setEnabled(captain),
        );
        const collider = world.createCollider(
          colliderDesc(captain ? CAPTAIN_PART : CUBE_PART).setCollisionGroups(groups),
          body,
        );
        colliderIndex.set(collider.handle, made.collider);
        return { body, collider: made.collider };
      });
      slots.push({ tracked, colliderIndex });
    }
    return { world, lever: template.lever, slots };
  }

  /**
   * Copies the cubes' states (f32 for f32) onto a slot of the shared world; a cube gone stays out.
   * The captains are asleep and untouched (VolleyFlight.free), as the slot's stand.
   */
  private carry(from: BuiltWorld, to: TrackedBody[]): void {
    from.tracked.forEach(({ body }, i) => {
      const target = to[i]?.body;
      if (!target || from.bodies[i]?.kind !== 'cube' || !body.isEnabled()) return;
      target.setEnabled(true);
      target.setTranslation(body.translation(), false);
      target.setRotation(body.rotation(), false);
      target.setLinvel(body.linvel(), false);
      target.setAngvel(body.angvel(), true);
    });
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
