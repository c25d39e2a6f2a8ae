import { BodySampler } from './bodySampler';
import { type BuiltWorld, buildWorld } from './buildWorld';
import { ContactRecorder } from './contactRecorder';
import { outcomeDecided } from './outcomeDecided';
import { leverPose, PIECE_SPECS, piecePose } from './pieceSpecs';
import { DEFAULT_SIM_CONSTANTS, type SimConstants, swingSpeed } from './simConstants';
import type { Thresholds } from './thresholds';
import type { Launch, VolleyTrace } from './traceTypes';
import type { VolleyInput } from './volleyInput';

/** How far the arm has turned from rest `t` s into the swing, radians: even speed-up to the release, even slow-down to the stop. */
function turnedAt(t: number, up: number, down: number, speed: number): number {
  const tUp = (2 * up) / speed;
  if (t <= tUp) return (speed * t * t) / (2 * tUp);
  const tDown = (2 * down) / speed;
  const u = Math.min(t - tUp, tDown);
  return up + speed * u - (speed * u * u) / (2 * tDown);
}

/**
 * The strike: swings the firer's arm from its rest stop, speeding up evenly to `swingSpeed` at the
 * release tilt, then slowing evenly to rest on its upper stop, in `swingSubsteps` equal fine steps
 * (a strong swing is over within one step). The cubes ride their pockets and part from the floor
 * as it slows. The swing comes before step 0; the arm then stays on its stop.
 */
function swing(built: BuiltWorld, input: VolleyInput, c: SimConstants): void {
  const mount = PIECE_SPECS[input.firing.kind].lever;
  const piece = piecePose(input.firing.x, input.firing.z, input.firing.yaw);
  const up = mount.restAngle - mount.releaseAngle;
  const down = mount.releaseAngle - mount.stopAngle;
  const speed = swingSpeed(input.strike.strength, c);
  const h = (2 * (up + down)) / speed / c.swingSubsteps;
  built.world.timestep = h;
  for (let k = 1; k <= c.swingSubsteps; k++) {
    const turned = k === c.swingSubsteps ? up + down : turnedAt(k * h, up, down, speed);
    const [x, y, z, w] = leverPose(piece, mount, mount.restAngle - turned).rotation;
    built.lever.setNextKinematicRotation({ x, y, z, w });
    built.world.step();
  }
  built.world.timestep = c.dt;
}

/** Brings a built world to step 0: the cubes settle in the cup, then the arm is swung. */
export function prepare(built: BuiltWorld, input: VolleyInput, launch: Launch, c: SimConstants): void {
  if (launch.kind !== 'lever') return;
  for (let i = 0; i < c.settleSteps; i++) built.world.step();
  swing(built, input, c);
}

/** Whether nothing in the world can move again: every sampled body is asleep or off the table. */
function frozen(built: BuiltWorld): boolean {
  return built.tracked.every(({ body }) => body.isSleeping() || !body.isEnabled());
}

/**
 * Steps the prepared world until every cube and captain rests or is off the table, or the cap
 * (P5); `onStep` runs after each step (the trace's contact reading). Returns the steps taken.
 * Once every sampled body sleeps nothing can wake them, so the rest-time wait is counted
 * without stepping Rapier: the trace is the same, the last ~0.2 s cost nothing.
 */
function run(
  built: BuiltWorld,
  sampler: BodySampler,
  c: SimConstants,
  onStep?: (step: number) => void,
  decided?: (step: number) => boolean,
): { steps: number; endReason: VolleyTrace['endReason'] } {
  const maxSteps = Math.round(c.maxSeconds / c.dt);
  const minSteps = Math.round(c.minSeconds / c.dt);
  sampler.sample(0);
  let step = 0;
  let still = false;
  while (step < maxSteps) {
    step++;
    if (!still) built.world.step();
    onStep?.(step);
    if (step % c.sampleEvery !== 0) continue;
    if (sampler.sample(step) && step >= minSteps) return { steps: step, endReason: 'rest' };
    if (decided?.(step)) return { steps: step, endReason: 'decided' };
    still = frozen(built);
  }
  if (step % c.sampleEvery !== 0) sampler.sample(step);
  return { steps: step, endReason: 'cap' };
}

/**
 * Simulates a volley headlessly and records its trace: struck from the firer's lever with
 * `input.strike`, stepped at a fixed step until every cube and captain is at rest or off the
 * table, or the cap (P5). Pure in its inputs (P6). Needs initPhysics() to have resolved.
 */
export function simulateVolley(input: VolleyInput, constants: Partial<SimConstants> = {}): VolleyTrace {
  return simulateScene(input, { kind: 'lever' }, constants);
}

/** The same simulation with any launch: cubes struck from the lever, or placed and thrown (scenarios). */
export function simulateScene(
  input: VolleyInput,
  launch: Launch,
  constants: Partial<SimConstants> = {},
): VolleyTrace {
  const c: SimConstants = { ...DEFAULT_SIM_CONSTANTS, ...constants };
  const built = buildWorld(input, launch, c);
  try {
    prepare(built, input, launch, c);
    return recordVolley(built, input, launch, c);
  } finally {
    built.world.free();
  }
}

/**
 * Runs a prepared world to its end and records the trace (the caller frees the world). With
 * `decidedUnder`, it ends as soon as no outcome under those thresholds can change (outcomeDecided).
 */
export function recordVolley(
  built: BuiltWorld,
  input: VolleyInput,
  launch: Launch,
  c: SimConstants,
  decidedUnder?: Thresholds,
): VolleyTrace {
  const sampler = new BodySampler(built, c, true);
  const contacts = new ContactRecorder(built, c);
  const state = (body: number) => sampler.state(body);
  const decided = decidedUnder && outcomeDecided(built, sampler, contacts, decidedUnder, c);
  const { steps, endReason } = run(built, sampler, c, (step) => contacts.read(step, state), decided);
  contacts.finish();
  return {
    version: 1,
    input,
    launch,
    dt: c.dt,
    sampleEvery: c.sampleEvery,
    steps,
    endReason,
    pieces: built.pieces,
    bodies: built.bodies,
    colliders: built.colliders,
    contacts: contacts.contacts,
    touches: contacts.touches,
    frames: sampler.frames,
    final: sampler.final,
  };
}

/**
 * The same volley simulated bare: the same world, strike, sleeping and end rule, but no contacts
 * read, no frames recorded and no scoring (the bench's baseline). Returns the steps taken.
 */
export function stepVolleyBare(input: VolleyInput, constants: Partial<SimConstants> = {}): number {
  const c: SimConstants = { ...DEFAULT_SIM_CONSTANTS, ...constants };
  const built = buildWorld(input, { kind: 'lever' }, c);
  try {
    prepare(built, input, { kind: 'lever' }, c);
    return run(built, new BodySampler(built, c, false), c).steps;
  } finally {
    built.world.free();
  }
}
